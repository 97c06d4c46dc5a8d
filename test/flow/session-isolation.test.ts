/**
 * One ServerApp serves many requests: a request's session never reaches another request
 * (docs/cache-and-sessions.md, "Sessions"). The requests here are real Fetch `Request`s
 * and header objects, as a server would hand them to `getUser({ tokenStore })`.
 */
import { describe, expect, it } from "vitest";
import type { ServerApp } from "../../src/index";
import { createTestEnv, PASSWORD, uniqueEmail, type TestEnv } from "./harness";

type Tokens = { accessToken: string; refreshToken: string };

async function signedUp(env: TestEnv, tag: string): Promise<{ id: string; tokens: Tokens }> {
  const { app } = await env.signUp(uniqueEmail(tag));
  const user = (await app.getUser({ or: "throw" }))!;
  const tokens = await user.currentSession.getTokens();
  return { id: user.id, tokens: tokens as Tokens };
}

function cookieRequest(env: TestEnv, tokens: { refreshToken: string; accessToken?: string }): Request {
  const cookies = [`stack-refresh-${env.project.id}=${encodeURIComponent(tokens.refreshToken)}`];
  if (tokens.accessToken) cookies.push(`stack-access=${encodeURIComponent(JSON.stringify([tokens.refreshToken, tokens.accessToken]))}`);
  return new Request("http://app.test/page", { headers: { cookie: cookies.join("; ") } });
}

function headerRequest(tokens: { refreshToken: string | null; accessToken: string | null }): Request {
  return new Request("http://app.test/api", { headers: { "x-stack-auth": JSON.stringify(tokens) } });
}

const anonymousVisitor = () => new Request("http://app.test/page");

function server(env: TestEnv): ServerApp {
  return env.serverApp({ tokenStore: null });
}

describe("a request with no tokens", () => {
  it("is signed out even after a request offered the refresh token 'not-logged-in' with a valid access token", async () => {
    const env = createTestEnv();
    const app = server(env);
    const attacker = await signedUp(env, "attacker");
    const planted = { refreshToken: "not-logged-in", accessToken: attacker.tokens.accessToken };

    // The attacker's own requests are theirs (the service answers for the access token)...
    expect((await app.getUser({ tokenStore: cookieRequest(env, planted) }))?.id).toBe(attacker.id);
    expect((await app.getUser({ tokenStore: headerRequest(planted) }))?.id).toBe(attacker.id);
    expect((await app.getUser({ tokenStore: { ...planted } }))?.id).toBe(attacker.id);

    // ...and every visitor who sends no tokens is still nobody, with no request spent.
    env.fetch.reset();
    for (let i = 0; i < 5; i++) {
      expect(await app.getUser({ tokenStore: anonymousVisitor() })).toBeNull();
      expect(await app.getUser({ tokenStore: { accessToken: null, refreshToken: null } })).toBeNull();
      expect(await app.getUser({ tokenStore: headerRequest({ accessToken: null, refreshToken: null }) })).toBeNull();
    }
    expect(env.fetch.calls).toEqual([]);
  });
});

describe("tokens offered by one request", () => {
  it("serve that request only: a mismatched access token never reaches a request that did not send it", async () => {
    const env = createTestEnv();
    const app = server(env);
    const victim = await signedUp(env, "victim");
    const attacker = await signedUp(env, "attacker");
    const forged = { refreshToken: victim.tokens.refreshToken, accessToken: attacker.tokens.accessToken };

    expect((await app.getUser({ tokenStore: cookieRequest(env, forged) }))?.id).toBe(attacker.id);
    // The victim's own requests, with their access token or with only their refresh token.
    expect((await app.getUser({ tokenStore: cookieRequest(env, victim.tokens) }))?.id).toBe(victim.id);
    expect((await app.getUser({ tokenStore: cookieRequest(env, { refreshToken: victim.tokens.refreshToken }) }))?.id).toBe(victim.id);
    expect((await app.getUser({ tokenStore: headerRequest({ refreshToken: victim.tokens.refreshToken, accessToken: null }) }))?.id).toBe(victim.id);
  });

  it("writes for the current user land in the user of that request", async () => {
    const env = createTestEnv();
    const app = server(env);
    const alice = await signedUp(env, "alice");
    const bob = await signedUp(env, "bob");
    await Promise.all([
      app.getUser({ tokenStore: cookieRequest(env, alice.tokens), or: "throw" }).then((u) => u.update({ displayName: "Alice" })),
      app.getUser({ tokenStore: headerRequest(bob.tokens), or: "throw" }).then((u) => u.update({ displayName: "Bob" })),
    ]);
    expect((await app.getUser(alice.id))!.displayName).toBe("Alice");
    expect((await app.getUser(bob.id))!.displayName).toBe("Bob");
  });
});

describe("concurrent requests on one ServerApp", () => {
  it("each see their own user, through cookies, x-stack-auth and token objects, under concurrency", async () => {
    const env = createTestEnv();
    const app = server(env);
    const users = await Promise.all(["a", "b", "c"].map((tag) => signedUp(env, tag)));
    const stores = [
      (t: Tokens) => cookieRequest(env, t),
      (t: Tokens) => cookieRequest(env, { refreshToken: t.refreshToken }),
      (t: Tokens) => headerRequest(t),
      (t: Tokens) => ({ ...t }),
      () => anonymousVisitor(),
    ];
    const requests = Array.from({ length: 150 }, (_, i) => {
      const user = users[i % users.length]!;
      const makeStore = stores[Math.floor(i / users.length) % stores.length]!;
      const expected = makeStore === stores[4] ? null : user.id;
      return { store: makeStore(user.tokens), expected };
    });
    const seen = await Promise.all(requests.map(({ store }) => app.getUser({ tokenStore: store }).then((u) => u?.id ?? null)));
    expect(seen).toEqual(requests.map((r) => r.expected));
  });

  it("still see their own user after the cache evicted their entries", async () => {
    const env = createTestEnv();
    const app = server(env);
    const people = await Promise.all(["p", "q"].map((tag) => app.createUser({ primaryEmail: uniqueEmail(tag), primaryEmailAuthEnabled: true, password: PASSWORD })));
    // 130 distinct sessions (more than the cache's 100 entries) minted for two users.
    const sessions = await Promise.all(
      Array.from({ length: 130 }, async (_, i) => {
        const person = people[i % 2]!;
        const tokens = (await (await person.createSession({ expiresInMillis: 3_600_000 })).getTokens()) as Tokens;
        return { tokens, expected: person.id };
      }),
    );
    for (let round = 0; round < 2; round++) {
      const seen = await Promise.all(sessions.map(({ tokens }, i) => app.getUser({ tokenStore: i % 2 ? headerRequest(tokens) : { ...tokens } })));
      expect(seen.map((u) => u?.id)).toEqual(sessions.map((s) => s.expected));
    }
  }, 30_000);
});
