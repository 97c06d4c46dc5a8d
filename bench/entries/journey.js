// The sign-in journey page (bench/lib/journey.mjs): an app that signs a user in with a
// password and shows who is signed in. The page's query names the service and project.
import { ClientApp } from "gatehouse";

const query = new URL(location.href).searchParams;
const app = new ClientApp({ baseUrl: query.get("api"), projectId: query.get("project"), publishableClientKey: query.get("key"), tokenStore: "cookie", redirectMethod: "none" });

window.journey = async (email, password) => {
  const result = await app.signInWithCredential({ email, password, noRedirect: true });
  if (result.status !== "ok") throw result.error;
  const user = await app.getUser({ or: "throw" });
  document.getElementById("user").textContent = user.primaryEmail;
  return user.primaryEmail;
};
