/**
 * Anonymous users' access tokens carry the newer service's markers (docs/protocol.md §12):
 * audience `<project>:anon`, the anonymous users' issuer and `is_anonymous: true`, from
 * sign-up and from every refresh, so no verifier can take them for a signed-in user's.
 * `internal`, where the seed service itself allows anonymous users, keeps its exact tokens.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { clientHeaders, send, serverHeaders } from "./default-project";

const BASE = "http://localhost:8102";

async function anonymousSignUp(em: Emulator, project = em.defaultProject) {
  const headers = { "x-stack-project-id": project.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": project.publishableClientKey };
  const res = await em.fetch(`${BASE}/api/v1/auth/anonymous/sign-up`, { method: "POST", headers });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; user_id: string };
}

async function refreshed(em: Emulator, refreshToken: string): Promise<string> {
  const res = await send(em, "POST", "/auth/sessions/current/refresh", { ...clientHeaders(em), "x-stack-refresh-token": refreshToken }, {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("anonymous users' access tokens", () => {
  it("carry the anonymous audience, issuer and claim, and still work as the user's token", async () => {
    const em = createEmulator();
    const { access_token, refresh_token, user_id } = await anonymousSignUp(em);
    const id = em.defaultProject.id;
    for (const token of [access_token, await refreshed(em, refresh_token)]) {
      expect(decodeJwt(token)).toMatchObject({ sub: user_id, aud: `${id}:anon`, iss: `${BASE}/api/v1/projects-anonymous-users/${id}`, is_anonymous: true });
    }
    const me = await send(em, "GET", "/users/me", clientHeaders(em, access_token));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user_id, is_anonymous: true });
  });

  it("lose the markers once the user is no longer anonymous (the next refresh)", async () => {
    const em = createEmulator();
    const { refresh_token, user_id } = await anonymousSignUp(em);
    expect((await send(em, "PATCH", `/users/${user_id}`, serverHeaders(em), { is_anonymous: false })).status).toBe(200);
    const claims = decodeJwt(await refreshed(em, refresh_token));
    expect(claims.aud).toBe(em.defaultProject.id);
    expect(claims).not.toHaveProperty("is_anonymous");
  });

  it("name their project: another project refuses them", async () => {
    const em = createEmulator();
    const { access_token } = await anonymousSignUp(em);
    const other = em.createProject({ anonymousSignUpEnabled: true });
    const foreign = await send(em, "GET", "/users/me", {
      "x-stack-project-id": other.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": other.publishableClientKey, "x-stack-access-token": access_token,
    });
    expect(foreign.headers.get("x-stack-known-error")).toBe("INVALID_PROJECT_FOR_ACCESS_TOKEN");
  });

  it("stay as the seed service writes them on internal", async () => {
    const em = createEmulator();
    const { access_token } = await anonymousSignUp(em, em.internalProject);
    const claims = decodeJwt(access_token);
    expect(Object.keys(claims)).toEqual(["sub", "branchId", "refreshTokenId", "role", "iss", "iat", "aud", "exp"]);
    expect(claims.aud).toBe(em.internalProject.id);
  });

  it("verify against the project's key set, which ignores its query as the seed's does: include_anonymous=true lists the same key", async () => {
    const em = createEmulator();
    const { access_token } = await anonymousSignUp(em);
    const path = `${BASE}/api/v1/projects/${em.defaultProject.id}/.well-known/jwks.json`;
    const plain = await em.fetch(path);
    const asked = await em.fetch(`${path}?include_anonymous=true`);
    expect([plain.status, asked.status]).toEqual([200, 200]);
    const [plainKeys, askedKeys] = [await plain.json(), await asked.json()];
    expect(askedKeys).toEqual(plainKeys);
    const { payload } = await jwtVerify(access_token, createLocalJWKSet(askedKeys), { audience: `${em.defaultProject.id}:anon` });
    expect(payload.is_anonymous).toBe(true);
    // The seed's route names no query at all: any other parameter is ignored too, not a SCHEMA_ERROR.
    expect((await em.fetch(`${path}?include_restricted=true&utm_source=x`)).status).toBe(200);
  });
});
