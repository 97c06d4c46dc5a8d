// Core entry with every sign-in method the app offers.
import { ClientApp } from "gatehouse";

const app = new ClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
export async function main(email, password, code) {
  await app.signInWithCredential({ email, password });
  await app.signUpWithCredential({ email, password });
  await app.signInWithOAuth("github");
  await app.callOAuthCallback();
  await app.sendMagicLinkEmail(email);
  await app.signInWithMagicLink(code);
  await app.signInWithPasskey();
  await app.signInWithMfa(code, code);
  await app.promptCliLogin({ appUrl: "https://example.com" });
  return app.getUser();
}
