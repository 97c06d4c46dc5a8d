import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import { failures, replayFile } from "./replay";
import { call, clientHeaders, recordedWorld, signUp, TEST_PROJECT_ID } from "./world";

const BASE = "http://localhost:8102";

async function signedUp() {
  const world = recordedWorld();
  const tokens = await signUp(world, TEST_PROJECT_ID, "tok@example.com");
  return { world, em: world.emulator, tokens };
}

describe("access tokens", () => {
  it("are ES256 JWTs with the seed header and claims, verifiable against the project's JWKS", async () => {
    const { em, tokens } = await signedUp();
    expect(Object.keys(decodeProtectedHeader(tokens.access_token))).toEqual(["alg", "kid"]);
    const claims = decodeJwt(tokens.access_token);
    expect(Object.keys(claims)).toEqual(["sub", "branchId", "refreshTokenId", "role", "iss", "iat", "aud", "exp"]);
    expect(claims.exp! - claims.iat!).toBe(600);

    const jwksResponse = await em.fetch(`${BASE}/api/v1/projects/${TEST_PROJECT_ID}/.well-known/jwks.json`);
    const jwks = (await jwksResponse.json()) as { keys: Record<string, string>[] };
    expect(Object.keys(jwks.keys[0]!)).toEqual(["kty", "crv", "alg", "kid", "x", "y"]);
    expect(jwks.keys[0]!.kid).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks as any), {
      issuer: `${BASE}/api/v1/projects/${TEST_PROJECT_ID}`,
      audience: TEST_PROJECT_ID,
      currentDate: new Date(em.clock.now()),
    });
    expect(payload.sub).toBe(tokens.user_id);
  });

  it("expire after 10 minutes of emulator time, and the refresh token gets a fresh one", async () => {
    const { world, em, tokens } = await signedUp();
    const headers = clientHeaders(world, TEST_PROJECT_ID, { "x-stack-access-token": tokens.access_token });
    expect((await call(em, "GET", "/users/me", headers)).status).toBe(200);

    em.clock.advance(601_000);
    const expired = await call(em, "GET", "/users/me", headers);
    expect(expired.status).toBe(401);
    expect(expired.headers.get("x-stack-known-error")).toBe("ACCESS_TOKEN_EXPIRED");
    const body = (await expired.json()) as { details: { expired_at_millis: number } };
    expect(body.details.expired_at_millis).toBe(decodeJwt(tokens.access_token).exp! * 1000);

    const refreshed = await em.fetch(new Request(`${BASE}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: TEST_PROJECT_ID,
        client_secret: world.projects.get(TEST_PROJECT_ID)!.publishableClientKey,
      }),
    }));
    expect(refreshed.status).toBe(200);
    const fresh = (await refreshed.json()) as Record<string, unknown>;
    expect(Object.keys(fresh)).toEqual(["access_token", "token_type", "expires_in", "scope"]);
    const again = await call(em, "GET", "/users/me", { ...headers, "x-stack-access-token": String(fresh.access_token) });
    expect(again.status).toBe(200);
  });

  it("sessions end after 365 days", async () => {
    const { world, em, tokens } = await signedUp();
    em.clock.advance(366 * 24 * 3600 * 1000);
    const res = await call(em, "POST", "/auth/sessions/current/refresh", clientHeaders(world, TEST_PROJECT_ID, { "x-stack-refresh-token": tokens.refresh_token }), {});
    expect(res.headers.get("x-stack-known-error")).toBe("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED");
  });

  it("use the fixed baseUrl as issuer when one is given (the anonymous users' issuer for an anonymous user)", async () => {
    const em = createEmulator({ baseUrl: "https://auth.example.test/" });
    const res = await em.fetch(new Request("http://127.0.0.1:8102/api/v1/auth/anonymous/sign-up", {
      method: "POST",
      headers: { "x-stack-project-id": em.defaultProject.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": em.defaultProject.publishableClientKey },
    }));
    const { access_token } = (await res.json()) as { access_token: string };
    expect(decodeJwt(access_token).iss).toBe(`https://auth.example.test/api/v1/projects-anonymous-users/${em.defaultProject.id}`);
  });
});

describe("recorded exchanges: token endpoint (auth-oauth.json, refresh grant)", () => {
  it("answers the refresh grant and its errors as recorded", async () => {
    const world = recordedWorld();
    const steps = await replayFile(world, "auth-oauth.json", {
      only: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
      before: {
        13: (w) => signUp(w, TEST_PROJECT_ID, "oauth-refresh@example.com").then(() => undefined),
        // #17 sends a refresh token of `internal` to the test project.
        17: async (w) => {
          await signUp(w, "internal", "oauth-internal@example.com");
          w.placeholders.set("<refresh-token>", w.sessions.get("internal")!.refresh!);
        },
        18: (w) => void w.placeholders.delete("<refresh-token>"),
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(10);
  });
});
