/**
 * gatehouse/next's password forms posted before hydration (src/next/password-form-post.ts),
 * run without a Next server: the action's body inside a server action's cookie jar (Next's
 * own class), against an emulator on a port (the action's copy of the app uses the global
 * fetch). Where it redirects after signing in. The whole of it in a built Next.js app is the
 * browser test test/browser/next-app.test.ts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { getURLFromRedirectError } from "next/dist/client/components/redirect.js";
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies.js";
import { MutableRequestCookiesAdapter } from "next/dist/server/web/spec-extension/adapters/request-cookies.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerHostIntegration } from "../../src/lib/core/host-integration";
import { appToClientJson, type AppClientJson } from "../../src/next/app-json";
import { cookieJarStore, type CookieJar } from "../../src/next/cookie-jar-store";
import { submitPasswordForm } from "../../src/next/password-form-post";
import { PerRequestTokenStore } from "../../src/next/per-request-store";
import { createTestEnv, PASSWORD, type TestEnv } from "./harness";

const currentJar = new AsyncLocalStorage<CookieJar>();

let env: TestEnv;
let json: AppClientJson;
let email: string;

beforeAll(async () => {
  // The cookie jar of the request being handled, found through async context as Next does.
  registerHostIntegration({
    perRequestStore: (options) =>
      new PerRequestTokenStore(async () => {
        const jar = currentJar.getStore();
        if (!jar) throw new Error("outside a request");
        return cookieJarStore(jar, options, async () => new Headers({ host: "app.test" }));
      }),
  });
  env = createTestEnv();
  const { url } = await env.emulator.listen(0, "127.0.0.1");
  json = { ...(await appToClientJson(env.serverApp({ tokenStore: "nextjs-cookie" }))), baseUrl: url };
  ({ email } = await env.signUp());
});

afterAll(async () => {
  registerHostIntegration({ perRequestStore: undefined });
  await env.emulator.close();
});

/** Where a sign-in posted with `returnTo` redirects; checks that it signed in. */
async function signIn(returnTo: string): Promise<string> {
  const form = new FormData();
  form.set("email", email);
  form.set("password", PASSWORD);
  form.set("after_auth_return_to", returnTo);
  let sent: string[] = [];
  const jar = MutableRequestCookiesAdapter.wrap(new RequestCookies(new Headers()), (cookies: string[]) => (sent = cookies));
  const thrown = await currentJar.run(jar as unknown as CookieJar, () => submitPasswordForm("sign-in", json, form).catch((e: unknown) => e));
  const target = getURLFromRedirectError(thrown as never);
  expect(target, JSON.stringify(returnTo)).not.toBeNull();
  expect(sent.some((c) => c.startsWith(`stack-refresh-${env.project.id}=`)), JSON.stringify(returnTo)).toBe(true);
  return target!;
}

describe("the password sign-in form's server action, after signing in", () => {
  it("goes back to a path on the app's origin, written as the browser reads it: only what a Location header may carry", async () => {
    // Next writes the target into a Location header; node refuses a line break or a
    // character past U+00FF there, and the action ended in a 500 after signing in.
    for (const [given, expected] of [
      ["/dashboard?tab=1#top", "/dashboard?tab=1#top"],
      ["/\u65e5\u672c/caf\u00e9?q=\u00e4 \u00f6", "/%E6%97%A5%E6%9C%AC/caf%C3%A9?q=%C3%A4%20%C3%B6"],
      ["/a\nb\r\tc", "/abc"],
      ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ] as const) {
      const target = await signIn(given);
      expect(target, JSON.stringify(given)).toBe(expected);
      expect(target).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });

  it("drops a return path the browser would read as another origin, for the app's after-sign-in page", async () => {
    for (const given of ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example/", "https:evil.example", "javascript:alert(1)", " //evil.example"]) {
      expect(await signIn(given), JSON.stringify(given)).toBe(json.urls.afterSignIn);
    }
  });
});
