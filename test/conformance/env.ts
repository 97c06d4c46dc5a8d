/**
 * Conformance harness: the hosted service's official SDK talks to our emulator over a
 * real loopback port, unchanged. The apps are imported from `@stackframe/react@2.8.12`
 * (a pinned dev dependency): it is the published build nearest the protocol's 2.8.16
 * reference and exports the same `StackClientApp` / `StackServerApp` / `StackAdminApp` as
 * `@stackframe/js`. The nearest `@stackframe/js` (2.8.3) predates the admin project path
 * `/internal/projects/current` that the recordings show, so it cannot be the reference.
 *
 * The official SDK calls the global `fetch` with absolute URLs and offers no fetch
 * override, so the emulator listens on 127.0.0.1 with a free port. No `window` shim is
 * needed: every flow here passes its callback URLs explicitly (the SDK only derives them
 * from `window.location` when they are missing) and `redirectMethod: "none"` keeps the
 * SDK from navigating. `noAutomaticPrefetch` stops background requests that could outlive
 * a test file's emulator.
 */
import { StackAdminApp, StackClientApp, StackServerApp } from "@stackframe/react";
import { createEmulator, type Emulator, type NewProjectOptions, type ProjectCredentials } from "../../src/emulator/index";

/** The (imaginary) app's origin that callback links in emails point to. */
export const APP_URL = "http://localhost:3000";
export const PASSWORD = "Correct-Horse-9";
export const VERIFICATION_CALLBACK_URL = `${APP_URL}/handler/email-verification`;
export const MAGIC_LINK_CALLBACK_URL = `${APP_URL}/handler/magic-link-callback`;

let counter = 0;
/** A unique, valid email address. */
export function uniqueEmail(tag = "conf"): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export type ConformanceEnv = {
  emulator: Emulator;
  url: string;
  clientApp(project?: ProjectCredentials): StackClientApp<true, string>;
  serverApp(project?: ProjectCredentials): StackServerApp<true, string>;
  adminApp(project?: ProjectCredentials): StackAdminApp<true, string>;
  /** A new project in the emulator, for tests that change project config. */
  newProject(options?: NewProjectOptions): ProjectCredentials;
  /** Signs up a fresh user through the official client app; returns the signed-in app. */
  signUp(email?: string): Promise<{ app: StackClientApp<true, string>; email: string }>;
  stop(): Promise<void>;
};

/** Starts an emulator on a free loopback port; call `stop()` in `afterAll`. */
export async function startConformanceEnv(): Promise<ConformanceEnv> {
  const emulator = createEmulator();
  const { url } = await emulator.listen(0, "127.0.0.1");
  const base = (project: ProjectCredentials) => ({
    baseUrl: url,
    projectId: project.id,
    publishableClientKey: project.publishableClientKey,
    tokenStore: "memory" as const,
    redirectMethod: "none" as const,
    noAutomaticPrefetch: true,
  });
  const fallback = emulator.defaultProject;
  const env: ConformanceEnv = {
    emulator,
    url,
    clientApp: (project = fallback) => new StackClientApp(base(project)),
    serverApp: (project = fallback) => new StackServerApp({ ...base(project), secretServerKey: project.secretServerKey }),
    adminApp: (project = fallback) =>
      new StackAdminApp({
        ...base(project),
        secretServerKey: project.secretServerKey,
        superSecretAdminKey: project.superSecretAdminKey,
      }),
    newProject: (options = {}) => emulator.createProject(options),
    async signUp(email = uniqueEmail()) {
      const app = env.clientApp();
      const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFICATION_CALLBACK_URL });
      if (result.status !== "ok") throw result.error;
      return { app, email };
    },
    stop: () => emulator.close(),
  };
  return env;
}

/** The known-error code of an error thrown or returned by the official SDK (its KnownError has `errorCode`). */
export function errorCodeOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "errorCode" in error ? String((error as { errorCode: unknown }).errorCode) : undefined;
}
