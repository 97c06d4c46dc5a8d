/**
 * One OAuth "page session" for flow tests: a fake browser page on the app's origin, a
 * ClientApp whose redirects are recorded, and the plain-HTTP driver for the emulator's
 * mock provider. `signIn(email)` runs the whole dance through the SDK's own methods.
 */
import type { ClientApp } from "../../../src/index";
import { APP_URL, createTestEnv, recordingRedirects, withRedirectWait, type TestEnv } from "../harness";
import { FakeBrowser } from "./fake-browser";
import { MockOAuthBrowser, type Hop } from "./mock-oauth";

export type OAuthPage = {
  env: TestEnv;
  browser: FakeBrowser;
  app: ClientApp;
  /** Where the app's navigator was sent (after-sign-in pages etc.), in order. */
  redirects: string[];
  provider: MockOAuthBrowser;
  /** `app.signInWithOAuth(provider)` up to the page leaving; returns the authorize URL. */
  startSignIn(provider?: string): Promise<string>;
  /** Authorize → mock page → form → callback; returns the callback's answer. */
  atProvider(authorizeUrl: string, email: string): Promise<Hop>;
  /** Puts the page on `url` and runs `app.callOAuthCallback()` (its ~2 s post-redirect wait on fake time). */
  callback(url?: string): Promise<boolean>;
  /** startSignIn + atProvider + callback; throws unless the callback sent the page back to the app. */
  signIn(email: string, provider?: string): Promise<boolean>;
  uninstall(): void;
};

export function openOAuthPage(env: TestEnv = createTestEnv(), appOptions: Record<string, unknown> = {}): OAuthPage {
  const browser = new FakeBrowser(`${APP_URL}/handler/sign-in`);
  const uninstall = browser.install();
  const { redirects, redirectMethod } = recordingRedirects();
  const app = env.clientApp({
    redirectMethod,
    urls: { afterSignIn: "/after-sign-in", afterSignUp: "/after-sign-up" },
    ...appOptions,
  });
  const provider = new MockOAuthBrowser(env.emulator.fetch);
  let lastHop: Hop | null = null;

  const page: OAuthPage = {
    env,
    browser,
    app,
    redirects,
    provider,
    async startSignIn(providerId = "github") {
      const leaving = browser.nextNavigation();
      void app.signInWithOAuth(providerId as never);
      return leaving;
    },
    async atProvider(authorizeUrl, email) {
      lastHop = await provider.run(authorizeUrl, email);
      return lastHop;
    },
    async callback(url) {
      const target = url ?? lastHop?.location;
      if (!target) throw new Error("no callback URL to open");
      browser.href = target;
      return withRedirectWait(() => app.callOAuthCallback(), redirects);
    },
    async signIn(email, providerId = "github") {
      const hop = await page.atProvider(await page.startSignIn(providerId), email);
      if (hop.status !== 303 || !hop.location?.startsWith(APP_URL)) throw new Error(`the callback answered ${hop.status} ${hop.location ?? hop.body}`);
      return page.callback();
    },
    uninstall,
  };
  return page;
}
