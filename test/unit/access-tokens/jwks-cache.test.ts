/**
 * The JWKS cache of `verifyAccessToken` (docs/api.md §2.6): keyed by the key set's URL, not
 * by the `fetch` function a call passes, and a failed fetch is remembered for a short,
 * growing interval, so neither new functions nor forged tokens turn verifications into
 * requests to a failing service.
 */
import { SignJWT, importJWK } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAILURE_COOLDOWN_MS, MAX_FAILURE_COOLDOWN_MS, failureCooldownMs } from "../../../src/lib/access-tokens/jwks";
import { verifyAccessToken } from "../../../src/lib/access-tokens/verify-access-token";
import { ecJwkPair } from "../../support/key-pairs";

let projectCounter = 0;
const BASE = "https://keys.test";

async function project() {
  const projectId = `project-${++projectCounter}-${Math.random().toString(36).slice(2)}`;
  const pair = ecJwkPair();
  const privateKey = await importJWK(pair.privateJwk, "ES256");
  const jwk = { ...pair.publicJwk, kid: "kid-1", alg: "ES256" };
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ sub: "user-1", is_anonymous: false })
    .setProtectedHeader({ alg: "ES256", kid: "kid-1" })
    .setIssuer(`${BASE}/api/v1/projects/${projectId}`)
    .setAudience(projectId)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
  return { projectId, token, jwks: { keys: [jwk] } };
}

/** A fetch that counts its calls and answers `answer()`. */
function countingFetch(answer: () => Response) {
  const calls: string[] = [];
  const fn = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

afterEach(() => vi.useRealTimers());

describe("the JWKS cache", () => {
  it("is keyed by the key set's URL: a new fetch function per call fetches once", async () => {
    const { projectId, token, jwks } = await project();
    let fetched = 0;
    for (let i = 0; i < 50; i++) {
      const fresh = (async () => {
        fetched++;
        return new Response(JSON.stringify(jwks), { status: 200 });
      }) as typeof fetch;
      const result = await verifyAccessToken(token, { projectId, baseUrl: BASE, fetch: fresh });
      expect(result.status).toBe("ok");
    }
    expect(fetched).toBe(1);
  });

  it("with allowAnonymous asks for ?include_anonymous=true: another URL, so another cache entry", async () => {
    const { projectId, token, jwks } = await project();
    const { fn, calls } = countingFetch(() => new Response(JSON.stringify(jwks), { status: 200 }));
    const plain = `${BASE}/api/v1/projects/${projectId}/.well-known/jwks.json`;
    for (let i = 0; i < 3; i++) {
      expect((await verifyAccessToken(token, { projectId, baseUrl: BASE, fetch: fn })).status).toBe("ok");
      expect((await verifyAccessToken(token, { projectId, baseUrl: BASE, fetch: fn, allowAnonymous: true })).status).toBe("ok");
    }
    expect(calls).toEqual([plain, `${plain}?include_anonymous=true`]);
  });

  it("remembers a failed fetch for a short, growing interval", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"], now: Date.now() });
    const { projectId, token, jwks } = await project();
    let up = false;
    const service = countingFetch(() => (up ? new Response(JSON.stringify(jwks), { status: 200 }) : new Response("down", { status: 503 })));
    const verify = () => verifyAccessToken(token, { projectId, baseUrl: BASE, fetch: service.fn });

    // 200 tokens while the service answers 503: one fetch, every verification throws.
    const first = await Promise.allSettled(Array.from({ length: 200 }, verify));
    expect(first.every((r) => r.status === "rejected" && (r.reason as Error).name === "HttpStatusError")).toBe(true);
    expect(service.calls).toHaveLength(1);

    // Within the first interval: no request. After it: one, which fails again; the interval doubles.
    vi.advanceTimersByTime(FAILURE_COOLDOWN_MS - 10);
    await expect(verify()).rejects.toMatchObject({ name: "HttpStatusError" });
    expect(service.calls).toHaveLength(1);
    vi.advanceTimersByTime(20);
    await expect(verify()).rejects.toMatchObject({ name: "HttpStatusError" });
    expect(service.calls).toHaveLength(2);
    vi.advanceTimersByTime(FAILURE_COOLDOWN_MS + 10);
    await expect(verify()).rejects.toMatchObject({ name: "HttpStatusError" });
    expect(service.calls).toHaveLength(2);

    // Once the service is back and the interval is over, the keys are fetched and kept.
    up = true;
    vi.advanceTimersByTime(2 * FAILURE_COOLDOWN_MS);
    expect((await verify()).status).toBe("ok");
    expect((await verify()).status).toBe("ok");
    expect(service.calls).toHaveLength(3);
  });

  it("times its cooldown on the monotonic clock, so a wall clock stepped back does not stretch it", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"], now: Date.now() });
    const { projectId, token, jwks } = await project();
    let up = false;
    const service = countingFetch(() => (up ? new Response(JSON.stringify(jwks), { status: 200 }) : new Response("down", { status: 503 })));
    // The token is judged at its issue time, so only the key set's cooldown depends on the clocks.
    const issued = new Date();
    const verify = () => verifyAccessToken(token, { projectId, baseUrl: BASE, fetch: service.fn, currentDate: issued });
    await expect(verify()).rejects.toMatchObject({ name: "HttpStatusError" });
    expect(service.calls).toHaveLength(1);

    // The machine's clock is set back a minute (NTP, a user, a VM resumed): the cooldown still ends on time.
    up = true;
    vi.setSystemTime(Date.now() - 60_000);
    vi.advanceTimersByTime(FAILURE_COOLDOWN_MS + 10);
    expect((await verify()).status).toBe("ok");
    expect(service.calls).toHaveLength(2);
  });

  it("grows the interval up to a bound", () => {
    expect([1, 2, 3, 4].map(failureCooldownMs)).toEqual([1, 2, 4, 8].map((n) => n * FAILURE_COOLDOWN_MS));
    expect(failureCooldownMs(100)).toBe(MAX_FAILURE_COOLDOWN_MS);
  });
});
