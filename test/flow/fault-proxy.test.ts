/**
 * The faults of `faults.test.ts` on real sockets: an app on the platform's fetch talks to
 * a loopback proxy in front of a listening emulator. Deadlines are small and real; the
 * tests only check that calls settle, and how (never how long they took).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ClientApp, HttpStatusError, NetworkError, TimeoutError } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import type { Emulator, ProjectCredentials } from "../../src/emulator/index";
import { APP_URL, PASSWORD, uniqueEmail } from "./harness";
import { startFaultProxy } from "./support/fault-proxy";
import type { FaultProxy } from "./support/fault-proxy";

let emulator: Emulator;
let project: ProjectCredentials;
let proxy: FaultProxy;

beforeAll(async () => {
  emulator = createEmulator();
  project = emulator.createProject({});
  const { url } = await emulator.listen(0, "127.0.0.1");
  proxy = await startFaultProxy(url);
});

afterAll(async () => {
  await proxy?.close();
  await emulator?.close();
});

/** A signed-in app on the platform's fetch, through the proxy. */
async function signedIn(timeoutMs: number) {
  const app = new ClientApp({ projectId: project.id, publishableClientKey: project.publishableClientKey, baseUrl: proxy.url, tokenStore: "memory", redirectMethod: "none", timeoutMs });
  const email = uniqueEmail("proxy");
  const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: `${APP_URL}/handler/email-verification` });
  if (result.status !== "ok") throw result.error;
  return { app, email };
}

describe("faults on real sockets", () => {
  it("a connection reset on a read is retried, and the user comes back", async () => {
    vi.spyOn(Math, "random").mockReturnValue(1); // the shortest backoff (500 ms)
    const { app, email } = await signedIn(10_000);
    proxy.inject("/users/me", "reset");
    expect((await app.getUser())?.primaryEmail).toBe(email);
    vi.restoreAllMocks();
  });

  it("a connection reset on a sign-in is a NetworkError (a POST is not replayed)", async () => {
    const { app, email } = await signedIn(10_000);
    await app.signOut();
    const signIns = () => proxy.seen.filter((path) => path.endsWith("/auth/password/sign-in")).length;
    const before = signIns();
    proxy.inject("/auth/password/sign-in", "reset");
    const error = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true }).catch((e: unknown) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(signIns() - before).toBe(1);
    expect(await app.getUser()).toBeNull();
  });

  it("a server that accepts and never answers fails the call at its deadline", async () => {
    const { app } = await signedIn(400);
    proxy.inject("/users/me", "hang");
    const error = await app.getUser().catch((e: unknown) => e);
    expect(TimeoutError.isInstance(error)).toBe(true);
    expect((error as TimeoutError).timeoutMs).toBe(400);
  });

  it("a gateway's 503 page is retried on a read; on a write it is reported without the page", async () => {
    vi.spyOn(Math, "random").mockReturnValue(1);
    const { app, email } = await signedIn(10_000);
    proxy.inject("/users/me", { status: 503, body: "<html><body>Service Unavailable</body></html>" });
    const user = await app.getUser();
    expect(user?.primaryEmail).toBe(email);
    proxy.inject("/users/me", { status: 503, body: "<html><body>Service Unavailable</body></html>" });
    const error = (await user!.update({ displayName: "n" }).catch((e: unknown) => e)) as HttpStatusError;
    expect(HttpStatusError.isInstance(error) && error.status).toBe(503);
    expect(error.message).toBe("PATCH /users/me failed with status 503");
    vi.restoreAllMocks();
  });
});
