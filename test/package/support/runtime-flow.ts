/**
 * The flow the runtime tests (workerd.test.ts, runtimes.test.ts) run inside each runtime, as
 * the source of a module `runtime-flow.mjs` written into the consumer project: with the
 * runtime's own fetch against the emulator it signs up, signs out, signs in, reads the user,
 * verifies its access token (and refuses a forged one), and reads the user again from a
 * request with a ServerApp. Each test wraps `check()` in what its runtime runs.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const FLOW = `import { ClientApp, ServerApp, verifyAccessToken } from "gatehouse";
export async function check({ baseUrl, project }) {
  const common = { projectId: project.id, publishableClientKey: project.publishableClientKey, baseUrl, redirectMethod: "none" };
  const app = new ClientApp({ ...common, tokenStore: "memory" });
  const email = "runtime-" + crypto.randomUUID() + "@example.com";
  const signUp = await app.signUpWithCredential({ email, password: "Correct-Horse-9", noRedirect: true, verificationCallbackUrl: "http://localhost:3000/handler/email-verification" });
  if (signUp.status !== "ok") throw signUp.error;
  await app.signOut();
  if ((await app.getUser()) !== null) throw new Error("still signed in after signOut()");
  const signIn = await app.signInWithCredential({ email, password: "Correct-Horse-9", noRedirect: true });
  if (signIn.status !== "ok") throw signIn.error;
  const user = await app.getUser({ or: "throw" });
  const tokens = await user.getAuthJson();
  const verified = await verifyAccessToken(tokens.accessToken, { projectId: project.id, baseUrl });
  const forged = await verifyAccessToken(tokens.accessToken.slice(0, -4) + "AAAA", { projectId: project.id, baseUrl });
  const server = new ServerApp({ ...common, secretServerKey: project.secretServerKey, tokenStore: null });
  const incoming = new Request("https://app.example/", { headers: { "x-stack-auth": JSON.stringify(tokens) } });
  const serverUser = await server.getUser({ tokenStore: incoming });
  return {
    email,
    clientEmail: user.primaryEmail,
    verifiedUser: verified.status === "ok" && verified.data.userId === user.id,
    forgedRefused: forged.status === "error",
    serverEmail: serverUser && serverUser.primaryEmail,
  };
}
`;

/** What `check()` answers when every step worked, for the email it signed up. */
export function passedFlow(email: unknown) {
  return { email, clientEmail: email, verifiedUser: true, forgedRefused: true, serverEmail: email };
}

/** Writes `runtime-flow.mjs` into `dir` (a directory of the consumer project); returns its path. */
export function writeRuntimeFlow(dir: string): string {
  const file = join(dir, "runtime-flow.mjs");
  writeFileSync(file, FLOW);
  return file;
}
