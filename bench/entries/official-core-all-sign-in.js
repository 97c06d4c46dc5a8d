// The official SDK's core entry with every sign-in method it has (2.8.3 has no public
// signInWithMfa or promptCliLogin; MFA runs inside its sign-in calls).
import { StackClientApp } from "@stackframe/js";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
export async function main(email, password, code) {
  await app.signInWithCredential({ email, password });
  await app.signUpWithCredential({ email, password });
  await app.signInWithOAuth("github");
  await app.callOAuthCallback();
  await app.sendMagicLinkEmail(email);
  await app.signInWithMagicLink(code);
  await app.signInWithPasskey();
  return app.getUser();
}
