/**
 * Where OAuth sign-in goes (docs/protocol.md §8.6), end to end with a small OpenID provider
 * on 127.0.0.1 (./openid-provider.ts): `shared` providers at the provider given by
 * `oauthProviderUrl` (discovery, PKCE, client_secret_basic as the provider id, id token,
 * userinfo), the callback's merge strategies and link flow, its failures; `standard`
 * providers at their real endpoints (checked by URL, and, with `oauthFetch` sending Google's
 * hosts to the local provider, through a whole sign-in and connected-account refresh).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createEmulator, type Emulator, type EmulatorOptions, type NewProjectOptions, type ProjectCredentials } from "../../src/emulator";
import { main } from "../../src/emulator/cli";
import { startOpenIdProvider, type OpenIdProvider, type OpenIdProviderOptions } from "./openid-provider";

const BASE = "http://localhost:8102";
const APP_CALLBACK = "http://localhost:3000/handler/oauth-callback";
const ERROR_PAGE = "http://localhost:3000/handler/error";
const MOCK_CLIENTS = Object.fromEntries(["github", "google", "spotify"].map((id) => [id, { secret: "MOCK-SERVER-SECRET", auth: "client_secret_basic" as const }]));

const providers: OpenIdProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.splice(0).map((p) => p.close()));
});

async function provider(options: Partial<OpenIdProviderOptions> = {}): Promise<OpenIdProvider> {
  const op = await startOpenIdProvider({ clients: MOCK_CLIENTS, ...options });
  providers.push(op);
  return op;
}

type Setup = { em: Emulator; project: ProjectCredentials };

function setup(emulator: EmulatorOptions, project: NewProjectOptions["config"] = {}): Setup {
  const em = createEmulator(emulator);
  return {
    em,
    project: em.createProject({ config: { oauth_providers: [{ id: "github", type: "shared" }, { id: "spotify", type: "shared" }], ...project } }),
  };
}

type Start = { provider?: string; type?: "link"; token?: string; providerScope?: string; errorRedirectUrl?: string };

/** GET authorize as the app's page would; returns where the browser is sent and the flow's cookie. */
async function authorize({ em, project }: Setup, o: Start = {}) {
  const verifier = randomBytes(32).toString("base64url");
  const q = new URLSearchParams({
    client_id: project.id, client_secret: project.publishableClientKey, redirect_uri: APP_CALLBACK, scope: "legacy", state: "outer-state",
    grant_type: "authorization_code", code_challenge: createHash("sha256").update(verifier).digest("base64url"), code_challenge_method: "S256", response_type: "code",
  });
  if (o.type) q.set("type", o.type);
  if (o.token) q.set("token", o.token);
  if (o.providerScope) q.set("provider_scope", o.providerScope);
  if (o.errorRedirectUrl) q.set("error_redirect_url", o.errorRedirectUrl);
  const res = await em.fetch(`${BASE}/api/v1/auth/oauth/authorize/${o.provider ?? "github"}?${q}`);
  const cookie = /^(stack-oauth-inner-[^=]+=true)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { res, location: res.headers.get("location") ?? "", cookie, verifier };
}

/** The provider's redirect arriving at the emulator's callback, with the flow's cookie. */
async function callback({ em }: Setup, url: string, cookie: string) {
  return em.fetch(url, { headers: { cookie } });
}

async function exchange({ em, project }: Setup, appUrl: string, verifier: string) {
  const code = new URL(appUrl).searchParams.get("code")!;
  const res = await em.fetch(`${BASE}/api/v1/auth/oauth/token`, {
    method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: APP_CALLBACK, code_verifier: verifier, client_id: project.id, client_secret: project.publishableClientKey }).toString(),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; is_new_user: boolean };
}

/** authorize → provider (as `login`) → callback → code exchange. */
async function signIn(s: Setup, op: OpenIdProvider, login: string, o: Start = {}) {
  const { location, cookie, verifier } = await authorize(s, o);
  const back = await callback(s, await op.approve(location, { login }), cookie);
  expect(back.status, await back.clone().text()).toBe(303);
  return exchange(s, back.headers.get("location")!, verifier);
}

function serverHeaders({ project }: Setup) {
  return { "content-type": "application/json", "x-stack-project-id": project.id, "x-stack-access-type": "server", "x-stack-secret-server-key": project.secretServerKey };
}

async function me(s: Setup, accessToken: string) {
  const res = await s.em.fetch(`${BASE}/api/v1/users/me`, { headers: { ...serverHeaders(s), "x-stack-access-token": accessToken } });
  return (await res.json()) as { id: string; primary_email: string | null; primary_email_verified: boolean; display_name: string | null; oauth_providers: { id: string; account_id: string; email: string | null }[] };
}

async function createUser(s: Setup, email: string, verified: boolean): Promise<string> {
  const res = await s.em.fetch(`${BASE}/api/v1/users`, {
    method: "POST", headers: serverHeaders(s),
    body: JSON.stringify({ primary_email: email, primary_email_verified: verified, primary_email_auth_enabled: true }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function knownError(res: Response) {
  return new URL(res.headers.get("location")!).searchParams.get("errorCode");
}

describe("shared providers with oauthProviderUrl", () => {
  it("send the browser to the OpenID provider as the client named by the provider id, asking for openid with PKCE", async () => {
    const op = await provider();
    const s = setup({ oauthProviderUrl: `${op.url}/` });
    const { res, location } = await authorize(s, { provider: "spotify" });
    expect(res.status).toBe(307);
    expect(res.headers.get("set-cookie")).toMatch(/^stack-oauth-inner-[A-Za-z0-9_-]{43}=true; Path=\/; Expires=[^;]+; Max-Age=600; HttpOnly$/);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${op.url}/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: "spotify", scope: "openid", response_type: "code", redirect_uri: `${BASE}/api/v1/auth/oauth/callback/spotify`,
      code_challenge_method: "S256", access_type: "offline",
    });
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The built-in mock page does not answer for a flow at another provider.
    expect((await s.em.fetch(`${BASE}/emulator/oauth/spotify/authorize?state=${q.state}`)).status).toBe(400);
  });

  it("sign in: the code is exchanged with the flow's verifier and the provider's secret; sub is the account and its verified email", async () => {
    const op = await provider();
    const s = setup({ oauthProviderUrl: op.url });
    const first = await signIn(s, op, "ada@example.com");
    expect(first.is_new_user).toBe(true);
    const user = await me(s, first.access_token);
    expect(user.primary_email).toBe("ada@example.com");
    expect(user.primary_email_verified).toBe(true);
    expect(user.oauth_providers).toEqual([{ id: "github", account_id: "ada@example.com", email: "ada@example.com" }]);

    const [exchangeRequest] = op.tokenRequests;
    expect(exchangeRequest!.authorization).toBe(`Basic ${Buffer.from("github:MOCK-SERVER-SECRET").toString("base64")}`);
    expect(exchangeRequest!.fields).toMatchObject({ grant_type: "authorization_code", redirect_uri: `${BASE}/api/v1/auth/oauth/callback/github` });
    expect(exchangeRequest!.fields.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await signIn(s, op, "ada@example.com");
    expect(again.is_new_user).toBe(false);
    expect((await me(s, again.access_token)).id).toBe(user.id);
    // Shared keys: no provider token for the app, as on the service.
    const token = await s.em.fetch(`${BASE}/api/v1/connected-accounts/me/github/access-token`, {
      method: "POST", headers: { ...serverHeaders(s), "x-stack-access-token": again.access_token }, body: "{}",
    });
    expect(token.headers.get("x-stack-known-error")).toBe("OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS");
  });

  it("checks RS256 id tokens too (the service's mock server signs with RS256)", async () => {
    const op = await provider({ alg: "RS256" });
    const s = setup({ oauthProviderUrl: op.url });
    expect((await signIn(s, op, "rsa@example.com")).is_new_user).toBe(true);
    op.signWithUnknownKey();
    const forged = await authorize(s);
    const refused = await callback(s, await op.approve(forged.location, { login: "eve@example.com" }), forged.cookie);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toMatch(/its id token was refused: its signature does not verify$/);
  });

  it("a code from another flow fails PKCE at the provider: the callback says the grant is invalid; a code is used once", async () => {
    const op = await provider();
    const s = setup({ oauthProviderUrl: op.url });
    const a = await authorize(s);
    const b = await authorize(s);
    const forB = new URL(await op.approve(b.location, { login: "bob@example.com" }));
    const stateA = new URL(a.location).searchParams.get("state")!;
    const swapped = new URL(forB);
    swapped.searchParams.set("state", stateA);
    const res = await callback(s, swapped.toString(), a.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Inner OAuth callback failed due to invalid grant. Please try again.");
    expect(res.headers.get("set-cookie")).toMatch(/^stack-oauth-inner-[^=]+=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(op.tokenRequests.at(-1)!.fields.code_verifier).not.toBe(undefined);

    // The provider spent B's code on the failed attempt; a fresh flow works once, then its code is spent too.
    expect((await callback(s, forB.toString(), b.cookie)).status).toBe(400);
    const c = await authorize(s);
    const forC = await op.approve(c.location, { login: "bob@example.com" });
    expect((await callback(s, forC, c.cookie)).status).toBe(303);
    const replay = await callback(s, forC, c.cookie);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toBe("Inner OAuth callback failed due to invalid grant. Please try again.");
  });

  it("a refusal at the provider is OAUTH_PROVIDER_ACCESS_DENIED at the error URL; an id token signed by an unknown key is refused", async () => {
    const op = await provider();
    const s = setup({ oauthProviderUrl: op.url });
    const denied = await authorize(s, { errorRedirectUrl: ERROR_PAGE });
    const res = await callback(s, await op.approve(denied.location, { deny: true }), denied.cookie);
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/handler\/error\?/);
    expect(knownError(res)).toBe("OAUTH_PROVIDER_ACCESS_DENIED");

    op.signWithUnknownKey();
    const forged = await authorize(s);
    const refused = await callback(s, await op.approve(forged.location, { login: "eve@example.com" }), forged.cookie);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toMatch(/^The OAuth provider \(the OpenID provider at http:\/\/127\.0\.0\.1:\d+\) did not answer as expected: its id token was refused: its signature does not verify$/);
    expect(Object.values(s.em.getState().users).filter((u) => u.oauthAccounts.length > 0)).toEqual([]);
  });

  it("an unreachable provider fails the authorize step with a 502 and starts no flow", async () => {
    const op = await provider();
    await op.close();
    const s = setup({ oauthProviderUrl: op.url });
    const { res } = await authorize(s);
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/^The OAuth provider \(the OpenID provider at http:\/\/127\.0\.0\.1:\d+\) did not answer as expected: GET .*\/\.well-known\/openid-configuration failed/);
    expect(s.em.getState().oauthFlows).toEqual({});
  });

  it("the merge strategy decides about an email already used for sign-in", async () => {
    const op = await provider();
    const linked = setup({ oauthProviderUrl: op.url });
    const owner = await createUser(linked, "grace@example.com", true);
    const merged = await signIn(linked, op, "grace@example.com");
    expect(merged.is_new_user).toBe(false);
    expect((await me(linked, merged.access_token)).id).toBe(owner);

    const unverified = setup({ oauthProviderUrl: op.url });
    await createUser(unverified, "grace@example.com", false);
    const flow = await authorize(unverified, { errorRedirectUrl: ERROR_PAGE });
    expect(knownError(await callback(unverified, await op.approve(flow.location, { login: "grace@example.com" }), flow.cookie))).toBe("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE");

    const raise = setup({ oauthProviderUrl: op.url }, { oauth_account_merge_strategy: "raise_error" });
    await createUser(raise, "grace@example.com", true);
    const raised = await authorize(raise, { errorRedirectUrl: ERROR_PAGE });
    expect(knownError(await callback(raise, await op.approve(raised.location, { login: "grace@example.com" }), raised.cookie))).toBe("CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE");

    const dup = setup({ oauthProviderUrl: op.url }, { oauth_account_merge_strategy: "allow_duplicates" });
    const first = await createUser(dup, "grace@example.com", true);
    const second = await signIn(dup, op, "grace@example.com");
    expect(second.is_new_user).toBe(true);
    expect((await me(dup, second.access_token)).id).not.toBe(first);
  });

  it("a link flow connects the provider account to the signed-in user, and refuses one connected to someone else", async () => {
    const op = await provider();
    const s = setup({ oauthProviderUrl: op.url });
    const ada = await signIn(s, op, "ada@example.com", { provider: "spotify" });
    const linked = await signIn(s, op, "ada.github@example.com", { type: "link", token: ada.access_token });
    expect(linked.is_new_user).toBe(false);
    expect((await me(s, ada.access_token)).oauth_providers.map((p) => [p.id, p.account_id])).toEqual([["spotify", "ada@example.com"], ["github", "ada.github@example.com"]]);

    const bob = await signIn(s, op, "bob@example.com", { provider: "spotify" });
    const flow = await authorize(s, { type: "link", token: bob.access_token, errorRedirectUrl: ERROR_PAGE });
    expect(knownError(await callback(s, await op.approve(flow.location, { login: "ada.github@example.com" }), flow.cookie))).toBe("OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER");
  });

  it("gatehouse emulator --oauth-provider-url: the bin's shared providers go there, and the banner says so", async () => {
    const op = await provider();
    const out: string[] = [];
    const result = await main(["emulator", "--port", "0", "--oauth-provider-url", op.url], { out: (l) => out.push(l), err: () => {}, handleSignals: false });
    if (!("emulator" in result)) throw new Error(`the bin exited with ${result.exitCode}`);
    try {
      expect(out.join("\n")).toContain(`OAuth: shared providers sign in at ${op.url}`);
      const s = { em: result.emulator, project: result.emulator.createProject({ config: { oauth_providers: [{ id: "google", type: "shared" }] } }) };
      const { location } = await authorize(s, { provider: "google" });
      expect(location.startsWith(`${op.url}/auth?client_id=google&`)).toBe(true);
    } finally {
      await result.stop();
    }
    const err: string[] = [];
    expect(await main(["emulator", "--oauth-provider-url", "ftp://example.com"], { out: () => {}, err: (l) => err.push(l), handleSignals: false })).toEqual({ exitCode: 2 });
    expect(err[0]).toBe("Invalid OAuth provider URL (expected http:// or https://): ftp://example.com");
    expect(() => createEmulator({ oauthProviderUrl: "not a url" })).toThrow(TypeError);
  });

  it("a flow waiting at the provider is kept in a saved state file and finishes after loading it", async () => {
    const op = await provider();
    const s = setup({ oauthProviderUrl: op.url });
    const { location, cookie, verifier } = await authorize(s);
    const dir = mkdtempSync(join(tmpdir(), "gatehouse-oauth-"));
    const restarted = createEmulator({ oauthProviderUrl: op.url });
    try {
      s.em.save(join(dir, "state.json"));
      restarted.load(join(dir, "state.json"));
    } finally {
      rmSync(dir, { recursive: true });
    }
    const r = { em: restarted, project: s.project };
    const back = await callback(r, await op.approve(location, { login: "ada@example.com" }), cookie);
    expect(back.status).toBe(303);
    expect((await exchange(r, back.headers.get("location")!, verifier)).is_new_user).toBe(true);
  });

  it("without oauthProviderUrl, shared providers stay on the built-in mock page", async () => {
    const { location } = await authorize(setup({}));
    expect(location).toMatch(/^http:\/\/localhost:8102\/emulator\/oauth\/github\/authorize\?/);
  });
});

const GOOGLE = { id: "google", type: "standard" as const, client_id: "google-client-id", client_secret: "google-secret" };

describe("standard providers", () => {
  it("send the browser to each real provider's authorization endpoint with the project's client id", async () => {
    const s = setup({}, {
      oauth_providers: [
        GOOGLE,
        { id: "github", type: "standard", client_id: "gh-id", client_secret: "gh-secret" },
        { id: "linkedin", type: "standard", client_id: "li-id", client_secret: "li-secret" },
        { id: "apple", type: "standard", client_id: "apple-id", client_secret: "apple-secret" },
        { id: "microsoft", type: "standard", client_id: "ms-id", client_secret: "ms-secret", microsoft_tenant_id: "my-tenant" },
      ],
    });
    const at = async (providerId: string, o: Start = {}) => {
      const url = new URL((await authorize(s, { provider: providerId, ...o })).location);
      return { endpoint: `${url.origin}${url.pathname}`, q: Object.fromEntries(url.searchParams) };
    };
    const google = await at("google", { providerScope: "https://www.googleapis.com/auth/drive.readonly" });
    expect(google.endpoint).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(google.q).toMatchObject({
      client_id: "google-client-id", response_type: "code", redirect_uri: `${BASE}/api/v1/auth/oauth/callback/google`, code_challenge_method: "S256",
      scope: "https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile https://www.googleapis.com/auth/drive.readonly",
      access_type: "offline", prompt: "consent", include_granted_scopes: "true",
    });
    expect((await at("github")).endpoint).toBe("https://github.com/login/oauth/authorize");
    expect((await at("github")).q.scope).toBe("user:email");
    const linkedin = await at("linkedin");
    expect(linkedin.endpoint).toBe("https://www.linkedin.com/oauth/v2/authorization");
    expect(linkedin.q.code_challenge).toBe(undefined);
    expect((await at("apple")).q).toMatchObject({ response_mode: "form_post", scope: "name email" });
    expect((await at("microsoft")).endpoint).toBe("https://login.microsoftonline.com/my-tenant/oauth2/v2.0/authorize");
  });

  it("sign in with Apple: the code is posted to the callback, the secret sent in the body, the person read from the id token", async () => {
    const op = await provider({
      clients: { "apple-id": { secret: "apple-secret", auth: "client_secret_post" } },
      issuer: "https://appleid.apple.com",
      idTokenClaims: (login) => ({ sub: `apple-${login}`, email: login, email_verified: "true" }),
    });
    const routes: Record<string, string> = { "https://appleid.apple.com/auth/token": `${op.url}/token`, "https://appleid.apple.com/auth/keys": `${op.url}/jwks` };
    const s = setup({ oauthFetch: (input, init) => (Object.hasOwn(routes, input) ? fetch(routes[input]!, init) : Promise.reject(new Error(`no network: ${input}`))) }, {
      oauth_providers: [{ id: "apple", type: "standard", client_id: "apple-id", client_secret: "apple-secret" }],
    });
    const { location, cookie, verifier } = await authorize(s, { provider: "apple" });
    const redirect = new URL(await op.approve(location, { login: "tim@example.com" }));
    // response_mode=form_post: the browser posts the answer.
    const posted = await s.em.fetch(`${redirect.origin}${redirect.pathname}`, {
      method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: redirect.searchParams.toString(),
    });
    expect(posted.status, await posted.clone().text()).toBe(303);
    const tokens = await exchange(s, posted.headers.get("location")!, verifier);
    expect(tokens.is_new_user).toBe(true);
    const user = await me(s, tokens.access_token);
    expect(user).toMatchObject({ primary_email: "tim@example.com", primary_email_verified: true });
    expect(user.oauth_providers).toEqual([{ id: "apple", account_id: "apple-tim@example.com", email: "tim@example.com" }]);
    expect(op.tokenRequests[0]).toMatchObject({ authorization: null, fields: { client_id: "apple-id", client_secret: "apple-secret" } });
  });

  it("GitHub: the person from /user and the primary address of /user/emails; X: an account without email", async () => {
    let emailsStatus = 200;
    const op = await provider({
      clients: { "gh-id": { secret: "gh-secret", auth: "client_secret_basic" }, "x-id": { secret: "x-secret", auth: "client_secret_basic" } },
      api: {
        "github-user": (login) => ({ body: { id: 4242, name: `Octo ${login}`, avatar_url: "https://example.com/octo.png" } }),
        "github-emails": (login) => ({
          status: emailsStatus,
          body: emailsStatus === 200 ? [{ email: `other-${login}`, primary: false, verified: true }, { email: login, primary: true, verified: true }] : { message: "Resource not accessible by integration" },
        }),
        "x-me": () => ({ body: { data: { id: "777", name: "", username: "xuser", profile_image_url: "https://example.com/x.png" } } }),
      },
    });
    const routes: Record<string, string> = {
      "https://github.com/login/oauth/access_token": `${op.url}/token`,
      "https://api.github.com/user": `${op.url}/api/github-user`,
      "https://api.github.com/user/emails": `${op.url}/api/github-emails`,
      "https://api.x.com/2/oauth2/token": `${op.url}/token`,
      "https://api.x.com/2/users/me?user.fields=id,name,profile_image_url": `${op.url}/api/x-me`,
    };
    const seen: { url: string; headers: Headers }[] = [];
    const s = setup({
      oauthFetch: (input, init) => {
        seen.push({ url: input, headers: new Headers(init?.headers) });
        return Object.hasOwn(routes, input) ? fetch(routes[input]!, init) : Promise.reject(new Error(`no network: ${input}`));
      },
    }, {
      oauth_providers: [
        { id: "github", type: "standard", client_id: "gh-id", client_secret: "gh-secret" },
        { id: "x", type: "standard", client_id: "x-id", client_secret: "x-secret" },
      ],
    });
    const octo = await signIn(s, op, "octo@example.com");
    const user = await me(s, octo.access_token);
    expect(user).toMatchObject({ primary_email: "octo@example.com", primary_email_verified: true, display_name: "Octo octo@example.com" });
    expect(user.oauth_providers).toEqual([{ id: "github", account_id: "4242", email: "octo@example.com" }]);
    expect(seen.find((r) => r.url === "https://api.github.com/user")!.headers.get("x-github-api-version")).toBe("2022-11-28");

    emailsStatus = 403; // the GitHub app lacks the "Email addresses" permission
    const flow = await authorize(s);
    const refused = await callback(s, await op.approve(flow.location, { login: "octo@example.com" }), flow.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/^GitHub returned a 403 error when fetching user emails\./);

    const x = await signIn(s, op, "ignored", { provider: "x" });
    expect(x.is_new_user).toBe(true);
    expect(await me(s, x.access_token)).toMatchObject({ primary_email: null, display_name: "xuser", oauth_providers: [{ id: "x", account_id: "777", email: null }] });
  });

  it("sign in at Google (its hosts served by the local provider) and hand out its token to the app, refreshed at Google", async () => {
    const op = await provider({
      clients: { "google-client-id": { secret: "google-secret", auth: "client_secret_basic" } },
      issuer: "https://accounts.google.com",
      claims: (login) => ({ sub: `g-${login}`, email: login, email_verified: true, name: "Ada Lovelace", picture: "https://example.com/ada.png" }),
    });
    const routes: Record<string, string> = {
      "https://oauth2.googleapis.com/token": `${op.url}/token`,
      "https://www.googleapis.com/oauth2/v3/certs": `${op.url}/jwks`,
      "https://openidconnect.googleapis.com/v1/userinfo": `${op.url}/me`,
    };
    const oauthFetch = (input: string, init?: RequestInit) => {
      if (!Object.hasOwn(routes, input)) throw new Error(`no network in this test: ${input}`);
      return fetch(routes[input]!, init);
    };
    const s = setup({ oauthFetch }, { oauth_providers: [GOOGLE] });
    const signedIn = await signIn(s, op, "ada@example.com", { provider: "google" });
    expect(signedIn.is_new_user).toBe(true);
    const user = await me(s, signedIn.access_token);
    expect(user).toMatchObject({ primary_email: "ada@example.com", primary_email_verified: true, display_name: "Ada Lovelace" });
    expect(user.oauth_providers).toEqual([{ id: "google", account_id: "g-ada@example.com", email: "ada@example.com" }]);

    // By user id on the server tier: the app's own session expires while the clock moves.
    const providerToken = async (scope?: string) => {
      const res = await s.em.fetch(`${BASE}/api/v1/connected-accounts/${user.id}/google/access-token`, {
        method: "POST", headers: serverHeaders(s), body: JSON.stringify(scope === undefined ? {} : { scope }),
      });
      const text = await res.text();
      return { status: res.status, code: res.headers.get("x-stack-known-error"), token: res.status === 201 ? ((JSON.parse(text)) as { access_token: string }).access_token : undefined, text };
    };
    const first = await providerToken("https://www.googleapis.com/auth/userinfo.email");
    expect(first.status).toBe(201);
    expect(op.accessTokens.get(first.token!)).toBe("ada@example.com");
    expect((await providerToken("https://www.googleapis.com/auth/drive")).code).toBe("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");

    s.em.clock.advance(56 * 60 * 1000); // under 5 minutes left: a refresh grant at the provider
    const refreshed = await providerToken();
    expect(refreshed.status).toBe(201);
    expect(refreshed.token).not.toBe(first.token);
    expect(op.accessTokens.get(refreshed.token!)).toBe("ada@example.com");
    expect(op.tokenRequests.map((r) => r.grantType)).toEqual(["authorization_code", "refresh_token"]);

    s.em.clock.advance(56 * 60 * 1000);
    routes["https://oauth2.googleapis.com/token"] = "http://127.0.0.1:1/token"; // Google is down
    const down = await providerToken();
    expect(down.status).toBe(502);
    routes["https://oauth2.googleapis.com/token"] = `${op.url}/token`;
    op.refreshTokens.clear(); // the person revoked the app at the provider
    expect((await providerToken()).code).toBe("OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");
  });
});
