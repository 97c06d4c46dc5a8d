/**
 * Fault injection between an app and the emulator's in-process fetch: network resets,
 * hangs (with and without honouring the abort signal), gateway and rate-limit answers,
 * proxy pages, JSON bodies of the wrong shape, stalled bodies. Rules match requests by
 * method and path and fire a given number of times; `random` adds faults at a rate, from
 * a seeded generator so a failing soak can be replayed.
 */

export type Fault =
  /** fetch rejects with a TypeError, as on a refused or reset connection. */
  | { kind: "reset" }
  /** Never answers and ignores `init.signal` (a shim, a wrapper that rebuilds the init). */
  | { kind: "deaf-hang" }
  /** Never answers; rejects when `init.signal` aborts, as a real fetch does. */
  | { kind: "hang" }
  /** Answers this status (502, 503, 504, 429, 401, ...) with a body and headers. */
  | { kind: "status"; status: number; body?: string; headers?: Record<string, string> }
  /** Answers 200 with this JSON body instead of the service's. */
  | { kind: "json"; body: unknown }
  /** Answers 200 with headers at once, then a body that never ends. */
  | { kind: "stalled-body" }
  /**
   * Holds the request until `release()`, then lets the service answer it; rejects when
   * `init.signal` aborts, as a real fetch does (`aborted` lists those requests).
   */
  | { kind: "hold" };

export type FaultRule = {
  method?: string;
  /** A request whose path (without the query) ends with this string, or matches this pattern. */
  path?: string | RegExp;
  fault: Fault;
  /** How many matching requests it fires for; default: every one. */
  times?: number;
};

export type SeenRequest = { method: string; path: string; fault: Fault["kind"] | null };

export type FaultyFetch = typeof fetch & {
  /** Adds a rule; rules are tried in order, the first that matches and has firings left fires. */
  inject(rule: FaultRule): void;
  /** Removes every rule and stops random faults. */
  clear(): void;
  /** Random faults at `rate` (0..1) on every request, drawn from `faults`. */
  random(rate: number, faults: Fault[], seed?: number): void;
  /** Every request seen, with the fault it got. */
  readonly seen: SeenRequest[];
  /** Lets every held request through to the service. */
  release(): void;
  /** Held requests whose signal aborted before they were released. */
  readonly aborted: SeenRequest[];
  /** Resolves once a request matching `path` is held (now, not released or aborted). */
  held(path: string | RegExp): Promise<SeenRequest>;
};

/** A small seeded generator (mulberry32), so a soak's faults can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  if (rule.path === undefined) return true;
  return typeof rule.path === "string" ? path.endsWith(rule.path) : rule.path.test(path);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

/** Requests a `hold` fault keeps, and who waits for them. */
type Holds = {
  gates: (() => void)[];
  /** Requests held now (neither released nor aborted). */
  current: Set<SeenRequest>;
  aborted: SeenRequest[];
  watchers: { path: string | RegExp; resolve: (seen: SeenRequest) => void }[];
};

function pathMatches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === "string" ? path.endsWith(pattern) : pattern.test(path);
}

function hold(request: Request, seen: SeenRequest, signal: AbortSignal | null | undefined, inner: typeof fetch, holds: Holds): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const abort = () => {
      holds.current.delete(seen);
      holds.aborted.push(seen);
      reject(abortReason(signal!));
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener("abort", abort, { once: true });
    holds.current.add(seen);
    holds.gates.push(() => {
      if (signal?.aborted) return;
      holds.current.delete(seen);
      signal?.removeEventListener("abort", abort);
      inner(request).then(resolve, reject);
    });
    const path = new URL(request.url).pathname;
    for (const watcher of holds.watchers.filter((w) => pathMatches(w.path, path))) {
      holds.watchers.splice(holds.watchers.indexOf(watcher), 1);
      watcher.resolve(seen);
    }
  });
}

/** What a fault does instead of (or to) the real answer. */
async function apply(fault: Fault, request: Request, signal: AbortSignal | null | undefined, inner: typeof fetch): Promise<Response> {
  switch (fault.kind) {
    case "hold":
      throw new Error("hold is applied by faultyFetch");
    case "reset":
      throw new TypeError("fetch failed", { cause: new Error("read ECONNRESET") });
    case "deaf-hang":
      return new Promise<Response>(() => {});
    case "hang":
      return new Promise<Response>((_resolve, reject) => {
        if (signal?.aborted) reject(abortReason(signal));
        signal?.addEventListener("abort", () => reject(abortReason(signal)));
      });
    case "status":
      return new Response(fault.body ?? "", { status: fault.status, headers: fault.headers });
    case "json":
      await inner(request); // the service saw it; the answer is lost on the way back
      return new Response(JSON.stringify(fault.body), { status: 200, headers: { "content-type": "application/json" } });
    case "stalled-body":
      return new Response(new ReadableStream({ start() {} }), { status: 200, headers: { "content-type": "application/json" } });
  }
}

/** Wraps `inner` (the emulator's fetch, or a counting wrapper around it) with fault injection. */
export function faultyFetch(inner: typeof fetch): FaultyFetch {
  const rules: Array<FaultRule & { fired: number }> = [];
  const seen: SeenRequest[] = [];
  const holds: Holds = { gates: [], current: new Set(), aborted: [], watchers: [] };
  let randomRate = 0;
  let randomFaults: Fault[] = [];
  let next = Math.random;

  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method;
    const path = url.pathname;
    const rule = rules.find((r) => matches(r, method, path) && (r.times === undefined || r.fired < r.times));
    let fault: Fault | null = null;
    if (rule) {
      rule.fired++;
      fault = rule.fault;
    } else if (randomRate > 0 && next() < randomRate) {
      fault = randomFaults[Math.floor(next() * randomFaults.length)]!;
    }
    const record: SeenRequest = { method, path: url.pathname + url.search, fault: fault?.kind ?? null };
    seen.push(record);
    if (!fault) return inner(request);
    if (fault.kind === "hold") return hold(request, record, init?.signal ?? request.signal, inner, holds);
    return apply(fault, request, init?.signal ?? request.signal, inner);
  }) as FaultyFetch;

  wrapped.inject = (rule) => void rules.push({ ...rule, fired: 0 });
  wrapped.clear = () => {
    rules.splice(0);
    randomRate = 0;
  };
  wrapped.random = (rate, faults, seed = 1) => {
    randomRate = rate;
    randomFaults = faults;
    next = seededRandom(seed);
  };
  Object.defineProperty(wrapped, "seen", { get: () => seen });
  Object.defineProperty(wrapped, "aborted", { get: () => holds.aborted });
  wrapped.release = () => holds.gates.splice(0).forEach((open) => open());
  wrapped.held = (path) =>
    new Promise<SeenRequest>((resolve) => {
      const already = [...holds.current].find((r) => pathMatches(path, r.path.split("?")[0]!));
      if (already) resolve(already);
      else holds.watchers.push({ path, resolve });
    });
  return wrapped;
}
