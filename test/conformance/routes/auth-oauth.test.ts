/**
 * `GET /auth/oauth/callback/:provider_id`: who the callback signs in. The service looks up
 * the provider account first (a connected account signs in), then refuses with
 * SIGN_UP_NOT_ENABLED when sign-up is off, and only then merges by email
 * (`oauth_account_merge_strategy`) or creates a user: with sign-up off, not even a
 * `link_method` merge with a verified user happens.
 *
 * The browser's part (authorize, the provider's page, the callback) is driven over plain
 * requests, through the emulator's built-in mock provider.
 */
import { describe, expect, it } from "vitest";
import { MockOAuthBrowser } from "../../flow/support/mock-oauth";
import { APP, BASE, expectKnownError, newEmulator, PASSWORD, send, tierHeaders, type Answer } from "./service";
import type { Emulator, ProjectCredentials } from "../../../src/emulator/index";

function githubProject(em: Emulator, config: Record<string, unknown> = {}): ProjectCredentials {
  return em.createProject({ config: { oauth_providers: [{ id: "github", type: "shared" }], ...config } });
}

/** The authorize URL the SDK builds, without an error redirect: known errors come back as JSON. */
function authorizeUrl(project: ProjectCredentials): string {
  const query = new URLSearchParams({
    client_id: project.id,
    client_secret: project.publishableClientKey,
    redirect_uri: `${APP}/handler/oauth-callback`,
    scope: "legacy",
    state: "conformance-state",
    grant_type: "authorization_code",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    response_type: "code",
    type: "authenticate",
  });
  return `${BASE}/api/v1/auth/oauth/authorize/github?${query}`;
}

/** Signs in at the mock provider as `email` and returns the callback's answer. */
async function callback(em: Emulator, project: ProjectCredentials, email: string): Promise<Answer> {
  const browser = new MockOAuthBrowser(em.fetch);
  const callbackUrl = await browser.signInAtProvider(await browser.authorize(authorizeUrl(project)), email);
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await em.fetch(callbackUrl, { headers: { cookie }, redirect: "manual" });
  const text = await res.text();
  const body = (res.headers.get("content-type") ?? "").startsWith("application/json") ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, text, body };
}

async function passwordUser(em: Emulator, project: ProjectCredentials, email: string): Promise<string> {
  const created = await send(em, "POST", "/api/v1/users", tierHeaders(project, "server"), {
    primary_email: email,
    primary_email_verified: true,
    primary_email_auth_enabled: true,
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function setSignUp(em: Emulator, project: ProjectCredentials, enabled: boolean): Promise<void> {
  const patched = await send(em, "PATCH", "/api/v1/internal/projects/current", tierHeaders(project, "admin"), { config: { sign_up_enabled: enabled } });
  expect(patched.status).toBe(200);
}

describe("GET /auth/oauth/callback/:provider_id with sign-up disabled", () => {
  it("refuses a link_method merge with a verified user: SIGN_UP_NOT_ENABLED, and the user gains no provider", async () => {
    const em = newEmulator();
    const project = githubProject(em, { sign_up_enabled: false });
    const email = "merge-signup-off@example.com";
    const id = await passwordUser(em, project, email);

    const answer = await callback(em, project, email);
    expectKnownError(answer, 400, "SIGN_UP_NOT_ENABLED");
    const user = await send(em, "GET", `/api/v1/users/${id}`, tierHeaders(project, "server"));
    expect(user.body.oauth_providers).toEqual([]);
  });

  it("the same merge succeeds while sign-up is enabled (the user's own account, 303 to the app)", async () => {
    const em = newEmulator();
    const project = githubProject(em);
    const email = "merge-signup-on@example.com";
    const id = await passwordUser(em, project, email);

    const answer = await callback(em, project, email);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(new RegExp(`^${APP}/handler/oauth-callback\\?code=`));
    const user = await send(em, "GET", `/api/v1/users/${id}`, tierHeaders(project, "server"));
    expect(user.body.oauth_providers).toEqual([expect.objectContaining({ id: "github" })]);
  });

  it("still signs in an account connected before sign-up was turned off", async () => {
    const em = newEmulator();
    const project = githubProject(em);
    const email = "connected-before@example.com";
    expect((await callback(em, project, email)).status).toBe(303);
    await setSignUp(em, project, false);

    const again = await callback(em, project, email);
    expect(again.status).toBe(303);
    const other = await callback(em, project, "someone-new@example.com");
    expectKnownError(other, 400, "SIGN_UP_NOT_ENABLED");
  });
});
