/**
 * A small stand-in for a browser's `document.cookie` and `navigator.locks`, shared by
 * "tabs" in a test. Only what the cookie store uses.
 */
export class FakeDocument {
  /** Raw (still percent-encoded) values by name. */
  readonly jar = new Map<string, string>();
  /** Every string assigned to `document.cookie`, in order. */
  readonly writes: string[] = [];

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  set cookie(assignment: string) {
    this.writes.push(assignment);
    const [pair, ...attributes] = assignment.split(";").map((part) => part.trim());
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    const expires = attributes.find((a) => a.toLowerCase().startsWith("expires="));
    if (expires && new Date(expires.slice("expires=".length)).getTime() <= Date.now()) this.jar.delete(name);
    else this.jar.set(name, value);
  }

  /** The attributes last written for a cookie, lower-cased names. */
  attributesOf(name: string): Record<string, string | true> {
    const last = [...this.writes].reverse().find((w) => w.startsWith(`${name}=`));
    if (!last) throw new Error(`${name} was never written`);
    const attributes: Record<string, string | true> = {};
    for (const part of last.split(";").slice(1)) {
      const [key, ...rest] = part.trim().split("=");
      attributes[key!.toLowerCase()] = rest.length ? rest.join("=") : true;
    }
    return attributes;
  }
}

/** Web Locks with FIFO exclusive locks and AbortSignal support. */
export class FakeLocks {
  readonly #tails = new Map<string, Promise<void>>();
  requests = 0;

  request<T>(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<T>): Promise<T> {
    this.requests++;
    const previous = this.#tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    this.#tails.set(name, previous.then(() => done));
    return new Promise<T>((resolve, reject) => {
      let granted = false;
      let aborted = false;
      options.signal?.addEventListener(
        "abort",
        () => {
          if (granted) return;
          aborted = true;
          release();
          reject(new DOMException("The lock request was aborted.", "AbortError"));
        },
        { once: true },
      );
      void previous.then(async () => {
        if (aborted) return;
        granted = true;
        try {
          resolve(await callback({ name }));
        } catch (error) {
          reject(error);
        } finally {
          release();
        }
      });
    });
  }
}
