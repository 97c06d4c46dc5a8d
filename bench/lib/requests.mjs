// Section 2: how many HTTP requests each SDK makes for common situations, counted at the
// emulator's (loopback) server. Every scenario starts from a fresh app and fresh tokens,
// and counts everything the app sends from construction until the work is done plus a
// short settle (so prefetches and background refreshes are caught too).
import { createWorld, loadSdks, sleep, PASSWORD } from "./world.mjs";

const SETTLE_MS = 300;

/** `count` concurrent getUser() calls on one app; throws unless every one found the user. */
async function concurrentGetUsers(app, count) {
  const users = await Promise.all(Array.from({ length: count }, () => app.getUser()));
  if (users.some((u) => !u)) throw new Error("not signed in");
}

/** Each scenario: its floor (the fewest requests that can do the work) and a runner. */
export const SCENARIOS = [
  {
    id: "cold-refresh-only",
    label: "cold page load, only a refresh token stored: getUser()",
    floor: 2,
    floorWhy: "one refresh + one GET /users/me",
    async run({ make, world }) {
      const tokens = await world.signUp();
      world.server.reset();
      const app = make(world, { accessToken: null, refreshToken: tokens.refreshToken });
      const user = await app.getUser();
      if (!user) throw new Error("not signed in");
    },
  },
  {
    id: "concurrent-getuser",
    label: "100 concurrent getUser(), valid tokens",
    floor: 1,
    floorWhy: "one GET /users/me",
    async run({ make, world }) {
      const tokens = await world.signUp();
      world.server.reset();
      const app = make(world, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      await concurrentGetUsers(app, 100);
    },
  },
  {
    id: "concurrent-getuser-expired",
    label: "100 concurrent getUser(), access token expired",
    floor: 2,
    floorWhy: "one refresh + one GET /users/me",
    async run({ make, world }) {
      // Tokens minted 601 s in the past: expired for the emulator and for the SDK's own
      // clock alike (the SDK cannot see the emulator's clock, so moving only the
      // emulator forward would measure a 401-and-retry instead).
      world.emulator.clock.advance(-601_000);
      const tokens = await world.signUp();
      world.emulator.clock.advance(601_000);
      world.server.reset();
      const app = make(world, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      await concurrentGetUsers(app, 100);
    },
  },
  {
    id: "sign-in-100-sequential",
    label: "sign-in + 100 sequential getUser()",
    // Each getUser() must see every write completed before it was called (by anyone), so
    // each one asks the service: the floor is spent at network speed, never on waiting.
    floor: 101,
    floorWhy: "one sign-in + 100 GET /users/me (each read reflects every earlier write)",
    async run({ make, world }) {
      const tokens = await world.signUp();
      world.server.reset();
      const app = make(world, "memory");
      const result = await app.signInWithCredential({ email: tokens.email, password: PASSWORD, noRedirect: true });
      if (result.status !== "ok") throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
      for (let i = 0; i < 100; i++) if (!(await app.getUser())) throw new Error("not signed in");
    },
  },
  {
    id: "sign-in-update",
    label: "sign-in + getUser() + update() + getUser()",
    floor: 4,
    floorWhy: "sign-in, GET /users/me, PATCH /users/me, GET /users/me",
    async run({ make, world }) {
      const tokens = await world.signUp();
      world.server.reset();
      const app = make(world, "memory");
      const result = await app.signInWithCredential({ email: tokens.email, password: PASSWORD, noRedirect: true });
      if (result.status !== "ok") throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
      await (await app.getUser()).update({ displayName: "Renamed" });
      if ((await app.getUser())?.displayName !== "Renamed") throw new Error("the update is not visible");
    },
  },
];

async function runOne(scenario, sdk, make) {
  const world = await createWorld();
  try {
    const started = performance.now();
    await scenario.run({ make, world, sdk });
    const ms = Math.round(performance.now() - started);
    await sleep(SETTLE_MS);
    const calls = [...world.server.calls];
    return { requests: calls.length, ms: scenario.timed === false ? null : ms, calls: summarize(calls) };
  } catch (error) {
    return { requests: null, error: `${sdk}: ${error?.message ?? error}` };
  } finally {
    await world.close();
  }
}

/** "GET /api/v1/users/me" x 100 -> { "GET /api/v1/users/me": 100 } */
function summarize(calls) {
  const counts = {};
  for (const call of calls) counts[call] = (counts[call] ?? 0) + 1;
  return counts;
}

export async function runRequests({ extraScenarios = [] } = {}) {
  const sdks = await loadSdks();
  const rows = [];
  for (const scenario of [...SCENARIOS, ...extraScenarios]) {
    const ours = await runOne(scenario, "ours", scenario.makeOurs ?? sdks.ours);
    const official = await runOne(scenario, "official", scenario.makeOfficial ?? sdks.official);
    rows.push({ id: scenario.id, scenario: scenario.label, floor: scenario.floor, floorWhy: scenario.floorWhy, ours, official });
  }
  return rows;
}
