// Core entry: an app, the current user, password sign-in.
import { ClientApp } from "gatehouse";

const app = new ClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
export async function main(email, password) {
  await app.signInWithCredential({ email, password });
  return app.getUser();
}
