/**
 * What `verifyAccessToken` reads from a token about its user being anonymous (docs/api.md
 * §2.6): every marker a service may write (the `:anon` audience, the anonymous issuer, an
 * `is_anonymous` claim), and "unknown" where the token carries none (the seed service's).
 */
import { SignJWT, importJWK, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyAccessToken } from "../../../src/lib/access-tokens/verify-access-token";
import { ecJwkPair } from "../../support/key-pairs";

const BASE = "https://markers.test";
const projectId = `p-${Math.random().toString(36).slice(2)}`;
const normalIssuer = `${BASE}/api/v1/projects/${projectId}`;
const anonIssuer = `${BASE}/api/v1/projects-anonymous-users/${projectId}`;
let sign: (claims: JWTPayload) => Promise<string>;
let fetchJwks: typeof fetch;

beforeAll(async () => {
  const pair = ecJwkPair();
  const privateKey = await importJWK(pair.privateJwk, "ES256");
  const jwks = { keys: [{ ...pair.publicJwk, kid: "k1", alg: "ES256" }] };
  fetchJwks = (async () => new Response(JSON.stringify(jwks))) as typeof fetch;
  sign = (claims) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: "u1", iss: normalIssuer, aud: projectId, iat: now, exp: now + 600, ...claims }).setProtectedHeader({ alg: "ES256", kid: "k1" }).sign(privateKey);
  };
});

async function verify(claims: JWTPayload, allowAnonymous = false) {
  return verifyAccessToken(await sign(claims), { projectId, baseUrl: BASE, fetch: fetchJwks, allowAnonymous });
}

describe("anonymity markers", () => {
  it("a seed token (no marker) verifies, and says it cannot tell", async () => {
    const result = await verify({});
    expect(result.status === "ok" && result.data.isAnonymous).toBe("unknown");
  });

  it("is_anonymous: false on the project's audience says not anonymous", async () => {
    for (const claim of [{ is_anonymous: false }, { isAnonymous: false }]) {
      const result = await verify(claim);
      expect(result.status === "ok" && result.data.isAnonymous).toBe(false);
    }
  });

  it("any anonymous marker refuses the token unless allowAnonymous, then says anonymous", async () => {
    const marked: JWTPayload[] = [
      { aud: `${projectId}:anon`, iss: anonIssuer, is_anonymous: true },
      { aud: `${projectId}:anon`, iss: anonIssuer },
      { aud: `${projectId}:anon`, iss: anonIssuer, is_anonymous: false },
      { is_anonymous: true },
      { isAnonymous: true },
    ];
    for (const claims of marked) {
      const refused = await verify(claims);
      expect(refused.status === "error" && refused.error.reason, JSON.stringify(claims)).toBe("audience");
      const allowed = await verify(claims, true);
      expect(allowed.status === "ok" && allowed.data.isAnonymous, JSON.stringify(claims)).toBe(true);
    }
  });

  it("the issuer must be the one of the token's audience", async () => {
    const anonIssuerOnNormal = await verify({ iss: anonIssuer });
    expect(anonIssuerOnNormal.status === "error" && anonIssuerOnNormal.error.reason).toBe("issuer");
    const normalIssuerOnAnon = await verify({ aud: `${projectId}:anon`, is_anonymous: true }, true);
    expect(normalIssuerOnAnon.status === "error" && normalIssuerOnAnon.error.reason).toBe("issuer");
  });
});

describe("a service with a key per user type", () => {
  it("lists the anonymous users' key only when asked with include_anonymous=true, as allowAnonymous does", async () => {
    const projectId = `p-${Math.random().toString(36).slice(2)}`;
    const regular = ecJwkPair();
    const anonymous = ecJwkPair();
    const regularJwk = { ...regular.publicJwk, kid: "regular", alg: "ES256" };
    const anonymousJwk = { ...anonymous.publicJwk, kid: "anon", alg: "ES256" };
    const asked: string[] = [];
    const service = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      asked.push(url.search);
      const keys = url.searchParams.get("include_anonymous") === "true" ? [regularJwk, anonymousJwk] : [regularJwk];
      return new Response(JSON.stringify({ keys }));
    }) as typeof fetch;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sub: "anon-1", iss: `${BASE}/api/v1/projects-anonymous-users/${projectId}`, aud: `${projectId}:anon`, iat: now, exp: now + 600, is_anonymous: true })
      .setProtectedHeader({ alg: "ES256", kid: "anon" })
      .sign(await importJWK(anonymous.privateJwk, "ES256"));

    const result = await verifyAccessToken(token, { projectId, baseUrl: BASE, fetch: service, allowAnonymous: true });
    expect(result.status === "ok" && result.data).toMatchObject({ userId: "anon-1", isAnonymous: true });
    expect(asked).toEqual(["?include_anonymous=true"]);
  });
});
