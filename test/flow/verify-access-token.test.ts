/**
 * `verifyAccessToken` and `getUser({ accessTokenOnly: true })` against the in-process
 * emulator: its real tokens verify against its JWKS (one request, then none), and every
 * kind of bad token is refused. Tokens with chosen claims are signed with the emulator
 * project's own private key (read from its state), so only the claim under test is wrong.
 */
import { SignJWT, importJWK } from "jose";
import { describe, expect, it, vi } from "vitest";
import { generateSigningKey } from "../../src/emulator/tokens/keys";
import { InvalidAccessTokenError, verifyAccessToken } from "../../src/index";
import { createTestEnv, EMULATOR_URL, type TestEnv } from "./harness";

const jwksPath = (projectId: string) => `/api/v1/projects/${projectId}/.well-known/jwks.json`;

async function signedIn(env: TestEnv) {
  const { app } = await env.signUp();
  const user = await app.getUser({ or: "throw" });
  const { accessToken, refreshToken } = await user.getAuthJson();
  return { user, accessToken: accessToken!, refreshToken: refreshToken! };
}

/** A token signed with the project's real key (`kid` and all), with `claims` over the emulator's. */
async function tokenWith(env: TestEnv, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const key = env.emulator.getState().projects[env.project.id]!.signingKey;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: "user-1", branchId: "main", refreshTokenId: "session-1", role: "authenticated", iss: `${EMULATOR_URL}/api/v1/projects/${env.project.id}`, iat: now, aud: env.project.id, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: "ES256", kid: key.kid, ...header })
    .sign(await importJWK(key.privateJwk as any, "ES256"));
}

function options(env: TestEnv, extra: Record<string, unknown> = {}) {
  return { projectId: env.project.id, baseUrl: EMULATOR_URL, fetch: env.fetch, ...extra };
}

async function reasonOf(promise: Promise<Awaited<ReturnType<typeof verifyAccessToken>>>): Promise<string> {
  const result = await promise;
  if (result.status === "ok") throw new Error(`expected a refusal, got claims of ${result.data.userId}`);
  expect(result.error).toBeInstanceOf(InvalidAccessTokenError);
  return result.error.reason;
}

describe("verifyAccessToken against the emulator", () => {
  it("verifies the emulator's tokens with one JWKS request, then none", async () => {
    const env = createTestEnv();
    const { user, accessToken } = await signedIn(env);
    env.fetch.reset();
    const first = await verifyAccessToken(accessToken, options(env));
    expect(first.status).toBe("ok");
    if (first.status !== "ok") return;
    // The seed service's tokens (and the emulator's for a regular user) say nothing about anonymity.
    expect(first.data).toMatchObject({ userId: user.id, projectId: env.project.id, isAnonymous: "unknown", branchId: "main" });
    expect(first.data.sessionId).toEqual(expect.any(String));
    expect(first.data.expiresAt.getTime() - first.data.issuedAt.getTime()).toBe(600_000);
    expect(env.fetch.calls).toEqual([{ method: "GET", path: jwksPath(env.project.id) }]);

    env.fetch.reset();
    const results = await Promise.all(Array.from({ length: 200 }, () => verifyAccessToken(accessToken, options(env))));
    expect(results.every((r) => r.status === "ok" && r.data.userId === user.id)).toBe(true);
    expect(env.fetch.calls).toEqual([]);
  });

  it("the app method uses the app's project, base URL and fetch", async () => {
    const env = createTestEnv();
    const { user, accessToken } = await signedIn(env);
    const result = await env.serverApp().verifyAccessToken(accessToken);
    expect(result.status === "ok" && result.data.userId).toBe(user.id);
    const other = createTestEnv();
    const foreign = await other.clientApp().verifyAccessToken(accessToken);
    expect(foreign.status === "error" && foreign.error.reason).toBe("wrong-project");
  });

  it("refuses forged, expired, not-yet-valid, wrong-audience, wrong-project and wrong-issuer tokens", async () => {
    const env = createTestEnv();
    const { accessToken } = await signedIn(env);
    const [head, body] = accessToken.split(".");
    const now = Math.floor(Date.now() / 1000);

    // Forged: the payload changed under the original signature; a token signed by another key with the same kid.
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...payload, sub: "someone-else" })).toString("base64url")}.${accessToken.split(".")[2]}`;
    expect(await reasonOf(verifyAccessToken(tampered, options(env)))).toBe("signature");
    const other = createTestEnv();
    const otherKey = other.emulator.getState().projects[other.project.id]!.signingKey;
    const kid = env.emulator.getState().projects[env.project.id]!.signingKey.kid;
    const wrongKey = await new SignJWT(payload).setProtectedHeader({ alg: "ES256", kid }).sign(await importJWK(otherKey.privateJwk as any, "ES256"));
    expect(await reasonOf(verifyAccessToken(wrongKey, options(env)))).toBe("signature");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${body}.`;
    expect(await reasonOf(verifyAccessToken(unsigned, options(env)))).toBe("signature");
    const hs256 = await new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("a shared secret of thirty-two by"));
    expect(await reasonOf(verifyAccessToken(hs256, options(env)))).toBe("signature");
    expect(await reasonOf(verifyAccessToken("not.a.jwt", options(env)))).toBe("malformed");

    // Times, with the 30 s skew: 31 s past expiry is refused, 29 s is not. Judged at `now`
    // itself, so a loaded machine's pause between the lines cannot move the boundary.
    const atNow = options(env, { currentDate: new Date(now * 1000) });
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { iat: now - 700, exp: now - 31 }), atNow))).toBe("expired");
    expect((await verifyAccessToken(await tokenWith(env, { iat: now - 700, exp: now - 29 }), atNow)).status).toBe("ok");
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { iat: now + 120 }), atNow))).toBe("not-yet-valid");
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { nbf: now + 120 }), atNow))).toBe("not-yet-valid");
    expect(await reasonOf(verifyAccessToken(accessToken, options(env, { currentDate: new Date(Date.now() + 700_000) })))).toBe("expired");

    // Audiences: anonymous users only when asked; restricted users and other projects never.
    const anon = await tokenWith(env, { aud: `${env.project.id}:anon`, iss: `${EMULATOR_URL}/api/v1/projects-anonymous-users/${env.project.id}` });
    expect(await reasonOf(verifyAccessToken(anon, options(env)))).toBe("audience");
    const anonOk = await verifyAccessToken(anon, options(env, { allowAnonymous: true }));
    expect(anonOk.status === "ok" && anonOk.data.isAnonymous).toBe(true);
    const anonFlag = await tokenWith(env, { is_anonymous: true });
    expect(await reasonOf(verifyAccessToken(anonFlag, options(env)))).toBe("audience");
    const regular = await verifyAccessToken(await tokenWith(env, { is_anonymous: false }), options(env));
    expect(regular.status === "ok" && regular.data.isAnonymous).toBe(false);
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { aud: `${env.project.id}:restricted` }), options(env, { allowAnonymous: true })))).toBe("audience");
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { aud: "another-project" }), options(env)))).toBe("wrong-project");
    // Issuer: another base URL, or the anonymous issuer on a normal token.
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { iss: `http://evil.test/api/v1/projects/${env.project.id}` }), options(env)))).toBe("issuer");
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { iss: `${EMULATOR_URL}/api/v1/projects-anonymous-users/${env.project.id}` }), options(env)))).toBe("issuer");
    // A real token of the project verified as another project's.
    expect(await reasonOf(verifyAccessToken(accessToken, { ...options(env), projectId: other.project.id }))).toBe("wrong-project");
    // Missing claims.
    expect(await reasonOf(verifyAccessToken(await tokenWith(env, { sub: undefined }), options(env)))).toBe("malformed");
  });

  it("fetches the JWKS again for an unknown kid (key rotation), at most once per 30 s cooldown", async () => {
    const env = createTestEnv();
    const { accessToken } = await signedIn(env);
    // The cooldown runs on the monotonic clock: fake it with the wall clock from the first fetch on, and move both.
    vi.useFakeTimers({ toFake: ["Date", "performance"], now: Date.now() });
    try {
      expect((await verifyAccessToken(accessToken, options(env))).status).toBe("ok");
      // The service rotates the project's key (the emulator's state, changed in place).
      const project = env.emulator.getState().projects[env.project.id]! as { signingKey: unknown };
      project.signingKey = generateSigningKey();
      const rotated = await tokenWith(env, {});
      env.fetch.reset();
      // Within the cooldown of the last fetch: no request, the unknown key is refused.
      expect(await reasonOf(verifyAccessToken(rotated, options(env)))).toBe("unknown-key");
      expect(env.fetch.calls).toEqual([]);
      vi.advanceTimersByTime(31_000);
      const [a, b] = await Promise.all([verifyAccessToken(rotated, options(env)), verifyAccessToken(rotated, options(env))]);
      expect([a.status, b.status]).toEqual(["ok", "ok"]);
      expect(env.fetch.calls.map((c) => c.path)).toEqual([jwksPath(env.project.id)]);
      // A forged kid right after: refused with no request (the cooldown again).
      expect(await reasonOf(verifyAccessToken(await tokenWith(env, {}, { kid: "not-a-kid-00" }), options(env)))).toBe("unknown-key");
      expect(env.fetch.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a JWKS that cannot be fetched throws a transport error (nothing is said about the token)", async () => {
    const env = createTestEnv();
    const { accessToken } = await signedIn(env);
    const failing = (async () => new Response("down", { status: 503 })) as typeof fetch;
    await expect(verifyAccessToken(accessToken, { ...options(env), fetch: failing })).rejects.toMatchObject({ name: "HttpStatusError" });
  });
});

describe("anonymous users' tokens", () => {
  async function anonymous(env: TestEnv) {
    const app = env.clientApp();
    const user = await app.getUser({ or: "anonymous" });
    const { accessToken, refreshToken } = await user.getAuthJson();
    return { user, accessToken: accessToken!, refreshToken: refreshToken! };
  }
  const requestWith = (tokens: { accessToken: string; refreshToken?: string }) => ({ headers: new Headers({ "x-stack-auth": JSON.stringify(tokens) }) });

  it("the emulator's are refused without allowAnonymous, and verify as anonymous with it", async () => {
    const env = createTestEnv({ project: { anonymousSignUpEnabled: true } });
    const { user, accessToken } = await anonymous(env);
    expect(await reasonOf(verifyAccessToken(accessToken, options(env)))).toBe("audience");
    expect(await reasonOf(env.serverApp().verifyAccessToken(accessToken))).toBe("audience");
    const allowed = await verifyAccessToken(accessToken, options(env, { allowAnonymous: true }));
    expect(allowed.status === "ok" && allowed.data).toMatchObject({ userId: user.id, isAnonymous: true });
  });

  it("accessTokenOnly: an anonymous user counts as signed out unless asked for, as in getUser()", async () => {
    const env = createTestEnv({ project: { anonymousSignUpEnabled: true } });
    const { user, accessToken, refreshToken } = await anonymous(env);
    const server = env.serverApp({ tokenStore: null });
    const request = requestWith({ accessToken, refreshToken });
    expect(await server.getUser({ tokenStore: request })).toBeNull();
    expect(await server.getUser({ tokenStore: request, accessTokenOnly: true })).toBeNull();
    await expect(server.getUser({ tokenStore: request, accessTokenOnly: true, or: "throw" })).rejects.toThrow(/not signed in/);
    expect(await server.getUser({ tokenStore: request, accessTokenOnly: true, or: "anonymous-if-exists" })).toMatchObject({ id: user.id, isAnonymous: true });
  });

  it("accessTokenOnly: a token with no marker (as the seed service writes) is settled by one request per user, never guessed", async () => {
    const env = createTestEnv({ project: { anonymousSignUpEnabled: true } });
    const { user: anon, refreshToken } = await anonymous(env);
    const session = (await signedIn(env)).user;
    const server = env.serverApp({ tokenStore: null });
    // The anonymous user's token, written the seed service's way: no marker at all.
    const unmarked = await tokenWith(env, { sub: anon.id });
    expect((await verifyAccessToken(unmarked, options(env))).status === "ok").toBe(true);
    env.fetch.reset();
    expect(await server.getUser({ tokenStore: requestWith({ accessToken: unmarked, refreshToken }), accessTokenOnly: true })).toBeNull();
    expect(env.fetch.calls.map((c) => c.path)).toEqual(["/api/v1/users/me"]);
    const asked = await server.getUser({ tokenStore: requestWith({ accessToken: unmarked, refreshToken }), accessTokenOnly: true, or: "anonymous-if-exists" });
    expect(asked).toMatchObject({ id: anon.id, isAnonymous: true });

    // A regular user's unmarked token: one request, then none for that user.
    const { accessToken, refreshToken: regularRefresh } = await session.getAuthJson();
    env.fetch.reset();
    for (let i = 0; i < 5; i++) {
      const found = await server.getUser({ tokenStore: requestWith({ accessToken: accessToken!, refreshToken: regularRefresh! }), accessTokenOnly: true });
      expect(found).toMatchObject({ id: session.id, isAnonymous: false });
    }
    expect(env.fetch.calls.map((c) => c.path)).toEqual(["/api/v1/users/me"]);
  });
});

describe("serverApp.getUser({ accessTokenOnly: true })", () => {
  it("identifies the user from the verified token with no request after warm-up (one /users/me for an unmarked token)", async () => {
    const env = createTestEnv();
    const { user, accessToken, refreshToken } = await signedIn(env);
    const app = env.serverApp({ tokenStore: null });
    const request = { headers: new Headers({ "x-stack-auth": JSON.stringify({ accessToken, refreshToken }) }) };
    expect(await app.getUser({ tokenStore: request, accessTokenOnly: true })).toMatchObject({ id: user.id, isAnonymous: false });
    env.fetch.reset();
    for (let i = 0; i < 50; i++) {
      const found = await app.getUser({ tokenStore: request, accessTokenOnly: true, or: "throw" });
      expect(found.id).toBe(user.id);
    }
    expect(env.fetch.calls).toEqual([]);
  });

  it("returns null (or throws with or: 'throw') for no token or a forged one", async () => {
    const env = createTestEnv();
    const app = env.serverApp({ tokenStore: null });
    expect(await app.getUser({ tokenStore: { headers: new Headers() }, accessTokenOnly: true })).toBeNull();
    const forged = await tokenWith(env, { iss: "http://evil.test/api/v1/projects/x" });
    const request = { headers: new Headers({ "x-stack-auth": JSON.stringify({ accessToken: forged }) }) };
    expect(await app.getUser({ tokenStore: request, accessTokenOnly: true })).toBeNull();
    await expect(app.getUser({ tokenStore: request, accessTokenOnly: true, or: "throw" })).rejects.toThrow(/not signed in/);
  });

  it("tradeoff: a deleted user's token still identifies them until it expires; a full getUser() does not", async () => {
    const env = createTestEnv();
    const { user, accessToken } = await signedIn(env);
    const server = env.serverApp({ tokenStore: null });
    const request = { headers: new Headers({ "x-stack-auth": JSON.stringify({ accessToken }) }) };
    expect((await server.getUser({ tokenStore: request, accessTokenOnly: true }))?.id).toBe(user.id);
    await (await server.getUser(user.id))!.delete();
    expect(await server.getUser({ tokenStore: request })).toBeNull();
    expect((await server.getUser({ tokenStore: request, accessTokenOnly: true }))?.id).toBe(user.id);
  });
});
