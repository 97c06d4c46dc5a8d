/**
 * `gatehouse/testing`: the kit for an app's own tests, on the emulator. One emulator per
 * test run, one project per test; users, teams and API keys in one call each; signed-in
 * browsers and requests without a sign-in form; mail, time and OAuth under the test's
 * control. Node only.
 *
 * ```ts
 * const emulator = await startEmulator();
 * const project = await createTestProject(emulator);
 * const user = await project.createUser();
 * const response = await handler(requestFor(user));
 * ```
 */
export { startEmulator, type StartEmulatorOptions, type TestEmulator } from "./emulator";
export { createTestProject, type TestProject, type TestProjectConfig, type TestProjectOptions } from "./project";
export { TEST_PASSWORD, uniqueEmail, type TestUser, type TestUserOptions } from "./users";
export type { TestTeam, TestTeamMember, TestTeamOptions } from "./teams";
export type { TestApiKeyOptions } from "./api-keys";
export type { TestSession } from "./session";
export { signInBrowser, sessionCookies, cypressCookies, documentCookies, type CookieContext, type SignedIn, type TokenCookie } from "./browser";
export { requestFor, headersFor, type RequestForOptions } from "./requests";
export type { TestEmail, WaitForEmailOptions } from "./mail";
export { TestingError, EmailTimeoutError, InProcessOnlyError, type ArrivedEmail } from "./errors";
export { ACCESS_TOKEN_LIFETIME_MS } from "./times";
