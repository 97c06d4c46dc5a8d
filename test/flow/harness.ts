/**
 * Flow-test harness: a fresh emulator in-process (no port) and apps wired to it
 * through its fetch handler. Each test makes its own users with unique emails, so
 * tests run in any order.
 */
import { vi } from "vitest";
import { AdminApp, ClientApp, ServerApp } from "../../src/index";
import { createEmulator, type Emulator, type EmulatorOptions, type NewProjectOptions, type ProjectCredentials } from "../../src/emulator/index";

/** The origin the apps believe the emulator lives at; requests never leave the process. */
export const EMULATOR_URL = "http://emulator.test";
/** The origin of the (imaginary) app whose callback URLs the emails link to. */
export const APP_URL = "http://localhost:3000";

let counter = 0;
/** A unique, valid email address. */
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = "Correct-Horse-9";

/** A fetch that counts the requests it forwards (the physical floor is what flow tests assert). */
export type CountingFetch = typeof fetch & { calls: { method: string; path: string }[]; reset(): void };

export function countingFetch(inner: typeof fetch): CountingFetch {
  const calls: { method: string; path: string }[] = [];
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname + url.search });
    return inner(request);
  }) as CountingFetch;
  wrapped.calls = calls;
  wrapped.reset = () => void calls.splice(0);
  return wrapped;
}

/** A `redirectMethod` that records where the app navigates instead of going there. */
export function recordingRedirects(): { redirects: string[]; redirectMethod: { useNavigate: () => () => void; navigate: (to: string) => void } } {
  const redirects: string[] = [];
  return { redirects, redirectMethod: { useNavigate: () => () => undefined, navigate: (to) => void redirects.push(to) } };
}

/**
 * Runs an SDK call that, after navigating, waits ~2 s for the page to leave before it
 * resolves; the wait runs on fake time: once `redirects` grows, the clock jumps past it.
 */
export async function withRedirectWait<T>(run: () => Promise<T>, redirects: readonly string[]): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  try {
    const before = redirects.length;
    const running = run();
    let settled = false;
    running.then(() => (settled = true), () => (settled = true));
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      if (redirects.length > before) vi.advanceTimersByTime(2500);
    }
    return await running;
  } finally {
    vi.useRealTimers();
  }
}

export type TestEnv = {
  emulator: Emulator;
  project: ProjectCredentials;
  /** Counts every request any app of this env sends. */
  fetch: CountingFetch;
  clientApp(options?: Partial<ConstructorParameters<typeof ClientApp>[0]>): ClientApp;
  serverApp(options?: Partial<ConstructorParameters<typeof ServerApp>[0]>): ServerApp;
  adminApp(options?: Record<string, unknown>): AdminApp;
  /** Signs up a new user with a password in a fresh client app and returns both. */
  signUp(email?: string): Promise<{ app: ClientApp; email: string }>;
  /** Emails sent to `to`, oldest first. */
  inbox(to: string): ReturnType<Emulator["outbox"]["list"]>;
};

/**
 * A fresh emulator and app factories. By default the apps use a new project made for
 * this env (`projectOptions` shape it); pass `{ project: "default" }` for the built-in one.
 * `emulator` is passed to `createEmulator`.
 */
export function createTestEnv(options: { project?: "default" | NewProjectOptions; emulator?: EmulatorOptions } = {}): TestEnv {
  const emulator = createEmulator(options.emulator);
  const project = options.project === "default" ? emulator.defaultProject : emulator.createProject(options.project ?? {});
  const fetch = countingFetch(emulator.fetch);
  const common = { projectId: project.id, baseUrl: EMULATOR_URL, fetch, redirectMethod: "none" as const };

  const env: TestEnv = {
    emulator,
    project,
    fetch,
    clientApp: (o = {}) =>
      new ClientApp({ ...common, publishableClientKey: project.publishableClientKey, tokenStore: "memory", ...o } as any),
    serverApp: (o = {}) =>
      new ServerApp({
        ...common,
        publishableClientKey: project.publishableClientKey,
        secretServerKey: project.secretServerKey,
        tokenStore: "memory",
        ...o,
      } as any),
    adminApp: (o = {}) =>
      new AdminApp({
        ...common,
        publishableClientKey: project.publishableClientKey,
        secretServerKey: project.secretServerKey,
        superSecretAdminKey: project.superSecretAdminKey,
        tokenStore: "memory",
        ...o,
      } as any),
    async signUp(email = uniqueEmail()) {
      const app = env.clientApp();
      const result = await app.signUpWithCredential({
        email,
        password: PASSWORD,
        noRedirect: true,
        verificationCallbackUrl: `${APP_URL}/handler/email-verification`,
      });
      if (result.status !== "ok") throw result.error;
      return { app, email };
    },
    inbox: (to) => emulator.outbox.list({ to }),
  };
  return env;
}
