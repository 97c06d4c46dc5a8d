/**
 * What the recordings cannot show: the mock provider's page and form, access denied,
 * PKCE `plain`, and provider tokens of connected accounts on a `standard` provider
 * (scopes from a link flow's `provider_scope`, refresh when the token runs out).
 */
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator, type ProjectCredentials } from "../../src/emulator";

const BASE = "http://localhost:8102";
const CALLBACK = "http://localhost:3000/handler/oauth-callback";

function setup(): { em: Emulator; project: ProjectCredentials } {
  // Standard providers (facebook here, with made-up keys) also sign in at the mock provider.
  const em = createEmulator({ now: Date.UTC(2026, 0, 1), mockStandardOAuthProviders: true });
  const project = em.createProject({
    config: { oauth_providers: [{ id: "github", type: "shared" }, { id: "facebook", type: "standard", client_id: "fb-id", client_secret: "fb-secret" }] },
  });
  return { em, project };
}

type Flow = { provider?: string; verifier?: string; method?: "S256" | "plain"; type?: "link"; token?: string; providerScope?: string; errorRedirectUrl?: string };

async function authorize(em: Emulator, project: ProjectCredentials, f: Flow = {}) {
  const verifier = f.verifier ?? randomBytes(32).toString("base64url");
  const q = new URLSearchParams({
    client_id: project.id, client_secret: project.publishableClientKey, redirect_uri: CALLBACK, scope: "legacy", state: "outer-state",
    grant_type: "authorization_code",
    code_challenge: f.method === "plain" ? verifier : createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: f.method ?? "S256", response_type: "code",
  });
  if (f.type) q.set("type", f.type);
  if (f.token) q.set("token", f.token);
  if (f.providerScope) q.set("provider_scope", f.providerScope);
  if (f.errorRedirectUrl) q.set("error_redirect_url", f.errorRedirectUrl);
  const res = await em.fetch(`${BASE}/api/v1/auth/oauth/authorize/${f.provider ?? "github"}?${q}`);
  expect(res.status).toBe(307);
  expect(res.headers.get("set-cookie")).toMatch(/^stack-oauth-inner-[A-Za-z0-9_-]{43}=true; Path=\/; Expires=[^;]+; Max-Age=600; HttpOnly$/);
  const page = res.headers.get("location")!;
  return { page, innerState: new URL(page).searchParams.get("state")!, verifier };
}

async function submit(em: Emulator, provider: string, fields: Record<string, string>) {
  return em.fetch(`${BASE}/emulator/oauth/${provider}/authorize`, {
    method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(),
  });
}

/** Authorize → form → callback → token exchange; returns the token response. */
async function signIn(em: Emulator, project: ProjectCredentials, email: string, f: Flow = {}) {
  const provider = f.provider ?? "github";
  const { innerState, verifier } = await authorize(em, project, f);
  const toCallback = (await submit(em, provider, { state: innerState, email })).headers.get("location")!;
  const back = await em.fetch(toCallback, { headers: { cookie: `stack-oauth-inner-${innerState}=true` } });
  expect(back.status).toBe(303);
  const code = new URL(back.headers.get("location")!).searchParams.get("code")!;
  const token = await em.fetch(`${BASE}/api/v1/auth/oauth/token`, {
    method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: CALLBACK, code_verifier: verifier, client_id: project.id, client_secret: project.publishableClientKey }).toString(),
  });
  expect(token.status).toBe(200);
  return (await token.json()) as { access_token: string; refresh_token: string; is_new_user: boolean };
}

async function providerToken(em: Emulator, project: ProjectCredentials, accessToken: string, provider: string, scope?: string) {
  const res = await em.fetch(`${BASE}/api/v1/connected-accounts/me/${provider}/access-token`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-stack-project-id": project.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": project.publishableClientKey, "x-stack-access-token": accessToken },
    body: JSON.stringify(scope === undefined ? {} : { scope }),
  });
  return { status: res.status, code: res.headers.get("x-stack-known-error"), body: (await res.json()) as { access_token?: string } };
}

describe("the mock OAuth provider", () => {
  it("serves an accessible page with the documented form, escaping what it shows", async () => {
    const { em, project } = setup();
    await signIn(em, project, "known-<b>@example.com");
    const { page, innerState } = await authorize(em, project);
    const res = await em.fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain(`<form method="post" action="/emulator/oauth/github/authorize"><input type="hidden" name="state" value="${innerState}">`);
    expect(html).toContain(`<label for="mock-email">Email</label>`);
    expect(html).toContain(`<input id="mock-email" name="email" type="email"`);
    expect(html).toContain(`<button type="submit">Sign in as known-&lt;b&gt;@example.com</button>`);
    expect(html).toContain(`<button type="submit">Sign in as this email</button>`);
    expect(html).not.toContain("<b>@");

    const bad = await submit(em, "github", { state: innerState, email: "not an email" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(`role="alert">Enter a valid email address to sign in as.`);
    expect((await submit(em, "github", { state: "unknown", email: "a@example.com" })).status).toBe(400);
  });

  it("derives one stable account per email and reports a denied consent as OAUTH_PROVIDER_ACCESS_DENIED", async () => {
    const { em, project } = setup();
    expect((await signIn(em, project, "Same@Example.com")).is_new_user).toBe(true);
    expect((await signIn(em, project, "same@example.com")).is_new_user).toBe(false);

    const { innerState } = await authorize(em, project, { errorRedirectUrl: "http://localhost:3000/handler/error" });
    const denied = await submit(em, "github", { state: innerState, deny: "1" });
    const callback = denied.headers.get("location")!;
    expect(new URL(callback).searchParams.get("error")).toBe("access_denied");
    const res = await em.fetch(callback, { headers: { cookie: `stack-oauth-inner-${innerState}=true` } });
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).searchParams.get("errorCode")).toBe("OAUTH_PROVIDER_ACCESS_DENIED");
  });

  it("accepts the plain PKCE method", async () => {
    const { em, project } = setup();
    expect((await signIn(em, project, "plain@example.com", { method: "plain" })).is_new_user).toBe(true);
  });

  it("gives standard providers' connections a provider token covering the granted scopes, refreshed when it runs out", async () => {
    const { em, project } = setup();
    const { access_token, refresh_token } = await signIn(em, project, "fb@example.com", { provider: "facebook" });
    const first = await providerToken(em, project, access_token, "facebook", "email");
    expect(first.status).toBe(201);
    expect(first.body.access_token).toMatch(/^mock_facebook_at_/);
    expect((await providerToken(em, project, access_token, "facebook")).body).toEqual(first.body);
    expect((await providerToken(em, project, access_token, "facebook", "user_photos")).code).toBe("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");

    // A link flow with provider_scope grants more.
    await signIn(em, project, "fb@example.com", { provider: "facebook", type: "link", token: access_token, providerScope: "user_photos" });
    const wider = await providerToken(em, project, access_token, "facebook", "user_photos email");
    expect(wider.status).toBe(201);
    expect(wider.body.access_token).not.toBe(first.body.access_token);

    em.clock.advance(56 * 60 * 1000); // less than 5 minutes left: a refresh grant mints a new one
    const renewed = await em.fetch(`${BASE}/api/v1/auth/oauth/token`, {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token, client_id: project.id, client_secret: project.publishableClientKey }).toString(),
    });
    const fresh = ((await renewed.json()) as { access_token: string }).access_token;
    const refreshed = await providerToken(em, project, fresh, "facebook", "email");
    expect(refreshed.status).toBe(201);
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);

    expect((await providerToken(em, project, fresh, "github")).code).toBe("OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS");
  });
});

describe("scripted mock accounts (emulator.queueMockOAuthAccount)", () => {
  it("answers the provider's page with the queued account at once, in order, then shows the page again", async () => {
    const { em, project } = setup();
    em.queueMockOAuthAccount("github", "First@Example.com");
    em.queueMockOAuthAccount("github", "second@example.com");
    const emails: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { page, innerState, verifier } = await authorize(em, project);
      const hop = await em.fetch(page);
      expect(hop.status).toBe(303);
      const back = new URL(hop.headers.get("location")!);
      expect(`${back.origin}${back.pathname}`).toBe(`${BASE}/api/v1/auth/oauth/callback/github`);
      expect(back.searchParams.get("state")).toBe(innerState);
      const done = await em.fetch(back.href, { headers: { cookie: `stack-oauth-inner-${innerState}=true` } });
      const code = new URL(done.headers.get("location")!).searchParams.get("code")!;
      const token = await em.fetch(`${BASE}/api/v1/auth/oauth/token`, {
        method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: CALLBACK, code_verifier: verifier, client_id: project.id, client_secret: project.publishableClientKey }).toString(),
      });
      const { access_token } = (await token.json()) as { access_token: string };
      const me = await em.fetch(`${BASE}/api/v1/users/me`, {
        headers: { "x-stack-project-id": project.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": project.publishableClientKey, "x-stack-access-token": access_token },
      });
      emails.push(((await me.json()) as { primary_email: string }).primary_email);
    }
    expect(emails).toEqual(["first@example.com", "second@example.com"]);
    // The queue is empty: the page is back.
    const { page } = await authorize(em, project);
    expect((await em.fetch(page)).status).toBe(200);
  });

  it("keeps a queued account for its own provider only", async () => {
    const { em, project } = setup();
    em.queueMockOAuthAccount("google", "g@example.com");
    const { page } = await authorize(em, project);
    expect((await em.fetch(page)).status).toBe(200);
  });
});
