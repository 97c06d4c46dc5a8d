/**
 * A bounded soak under random faults (issue 17): 20 signed-in clients each make a run of
 * reads and writes while 5% of requests meet a fault (resets, hangs that honour or ignore
 * the abort signal, gateway errors, rate limits, server errors, bodies of the wrong shape,
 * stalled bodies), and every access token expires half-way. Time is fake. Asserted: every
 * call settles within its deadline (no hung promise), no rejection goes unhandled, and
 * every client is still signed in as itself once the faults stop (no lost session).
 */
import { afterEach, expect, it, vi } from "vitest";
import type { ClientApp } from "../../src/index";
import { APP_URL, PASSWORD, createTestEnv, uniqueEmail } from "./harness";
import { faultyFetch } from "./support/faults";
import type { Fault } from "./support/faults";

const CLIENTS = 20;
const ROUNDS = 6;
const FAULT_RATE = 0.05;
const TIMEOUT_MS = 3000;
/** The seed of the random faults (change it to explore; a failure names it). */
const SEED = 17;

const FAULTS: Fault[] = [
  { kind: "reset" },
  { kind: "hang" },
  { kind: "deaf-hang" },
  { kind: "stalled-body" },
  { kind: "status", status: 502, body: "<html>Bad Gateway</html>" },
  { kind: "status", status: 503, headers: { "retry-after": "1" } },
  { kind: "status", status: 504 },
  { kind: "status", status: 429, headers: { "retry-after": "2" } },
  { kind: "status", status: 500, body: "Internal Server Error" },
  { kind: "json", body: {} },
  { kind: "json", body: null },
];

afterEach(() => {
  vi.useRealTimers();
});

it(`${CLIENTS} clients, ${ROUNDS} rounds each, ${FAULT_RATE * 100}% random faults: no hung promise, no unhandled rejection, no lost session`, async () => {
  const env = createTestEnv();
  const faults = faultyFetch(env.fetch);
  const clients: Array<{ app: ClientApp; email: string }> = [];
  for (let i = 0; i < CLIENTS; i++) {
    const app = env.clientApp({ fetch: faults, timeoutMs: TIMEOUT_MS });
    const email = uniqueEmail(`soak${i}`);
    const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
    if (result.status !== "ok") throw result.error;
    clients.push({ app, email });
  }

  // Loads the lazy areas now: vitest's module loader does not run on fake timers.
  await clients[0]!.app.getProject();

  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  faults.random(FAULT_RATE, FAULTS, SEED);

  // Each call must settle within its deadline: its own requests, retries and waits included.
  const slowest: number[] = [];
  let running = 0;
  const timed = async <T>(call: () => Promise<T>): Promise<void> => {
    const start = performance.now();
    running++;
    try {
      await call();
    } catch {
      // Faults make calls fail; what matters is that they settle, typed and in time.
    } finally {
      running--;
      slowest.push(performance.now() - start);
    }
  };

  const rounds = clients.map(async ({ app }, i) => {
    for (let round = 0; round < ROUNDS; round++) {
      await timed(() => app.getUser());
      await timed(async () => (await app.getUser())?.update({ displayName: `client ${i} round ${round}` }));
      await timed(() => app.getProject());
      if (round === ROUNDS / 2 && i === 0) env.emulator.clock.advance(601_000); // every access token expires
    }
  });
  const all = Promise.all(rounds);
  let done = false;
  void all.then(() => (done = true));
  // Enough fake time for every call to reach its deadline; a hung call would keep `done` false.
  let elapsed = 0;
  for (; !done; elapsed += 200) {
    if (elapsed > ROUNDS * 3 * TIMEOUT_MS * 2) throw new Error(`soak (seed ${SEED}): ${running} calls still pending after ${elapsed} ms of fake time`);
    await vi.advanceTimersByTimeAsync(200);
  }
  await all;

  faults.clear();
  await vi.advanceTimersByTimeAsync(10_000); // let any losing race settle
  vi.useRealTimers();
  process.off("unhandledRejection", onUnhandled);

  expect(faults.seen.filter((r) => r.fault !== null).length, "faults were injected").toBeGreaterThan(5);
  expect(slowest).toHaveLength(CLIENTS * ROUNDS * 3);
  expect(Math.max(...slowest), `the slowest call (seed ${SEED})`).toBeLessThanOrEqual(TIMEOUT_MS + 200);
  expect(unhandled, `unhandled rejections (seed ${SEED})`).toEqual([]);
  const users = await Promise.all(clients.map(({ app }) => app.getUser()));
  expect(users.map((user) => user?.primaryEmail ?? null)).toEqual(clients.map(({ email }) => email));
}, 60_000);
