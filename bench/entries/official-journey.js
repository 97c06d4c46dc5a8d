// The official SDK's sign-in journey page: the same app as journey.js.
import { StackClientApp } from "@stackframe/js";

const query = new URL(location.href).searchParams;
const app = new StackClientApp({ baseUrl: query.get("api"), projectId: query.get("project"), publishableClientKey: query.get("key"), tokenStore: "cookie", redirectMethod: "none" });

window.journey = async (email, password) => {
  const result = await app.signInWithCredential({ email, password, noRedirect: true });
  if (result.status !== "ok") throw result.error;
  const user = await app.getUser({ or: "throw" });
  document.getElementById("user").textContent = user.primaryEmail;
  return user.primaryEmail;
};
