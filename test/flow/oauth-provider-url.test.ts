/**
 * OAuth sign-in through the SDK when the emulator is given an OpenID provider
 * (`oauthProviderUrl`, docs/protocol.md §8.6): signInWithOAuth, the browser at the provider
 * (a small OpenID provider on 127.0.0.1), the emulator's callback exchanging the provider's
 * code, and callOAuthCallback on the app's page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startOpenIdProvider, type OpenIdProvider } from "../emulator/openid-provider";
import { APP_URL, createTestEnv, uniqueEmail } from "./harness";
import { openOAuthPage, type OAuthPage } from "./support/oauth-session";

const pages: OAuthPage[] = [];
const providers: OpenIdProvider[] = [];
afterEach(async () => {
  pages.splice(0).forEach((p) => p.uninstall());
  await Promise.all(providers.splice(0).map((p) => p.close()));
});

async function setup() {
  const op = await startOpenIdProvider({
    clients: Object.fromEntries(["github"].map((id) => [id, { secret: "MOCK-SERVER-SECRET", auth: "client_secret_basic" as const }])),
  });
  providers.push(op);
  const env = createTestEnv({
    emulator: { oauthProviderUrl: op.url },
    project: { config: { oauth_providers: [{ id: "github", type: "shared" }] } },
  });
  const page = openOAuthPage(env);
  pages.push(page);
  return { op, page };
}

/** From the authorize URL the app navigated to, through the provider, to the emulator's answer. */
async function throughProvider(page: OAuthPage, op: OpenIdProvider, authorizeUrl: string, login: string) {
  const atProvider = await page.provider.authorize(authorizeUrl);
  expect(atProvider.startsWith(`${op.url}/auth?`)).toBe(true);
  return page.provider.request(await op.approve(atProvider, { login }));
}

describe("OAuth through an OpenID provider", () => {
  it("signs up with the provider's identity, then signs in again as the same user", async () => {
    const { op, page } = await setup();
    const email = uniqueEmail("openid");
    const hop = await throughProvider(page, op, await page.startSignIn("github"), email);
    expect(hop.status).toBe(303);
    expect(hop.location!.startsWith(`${APP_URL}/handler/oauth-callback?code=`)).toBe(true);
    expect(await page.callback(hop.location!)).toBe(true);
    expect(page.redirects).toEqual(["/after-sign-up"]);
    const user = await page.app.getUser({ or: "throw" });
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: true });
    expect(user.oauthProviders).toEqual([{ id: "github" }]);

    await user.signOut();
    const again = await throughProvider(page, op, await page.startSignIn("github"), email);
    expect(await page.callback(again.location!)).toBe(true);
    expect(page.redirects.at(-1)).toBe("/after-sign-in");
    const returning = await page.app.getUser({ or: "throw" });
    expect(returning.id).toBe(user.id);
  });
});
