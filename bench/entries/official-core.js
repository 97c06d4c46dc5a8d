// The official SDK's core entry: an app, the current user, password sign-in.
import { StackClientApp } from "@stackframe/js";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
export async function main(email, password) {
  await app.signInWithCredential({ email, password });
  return app.getUser();
}
