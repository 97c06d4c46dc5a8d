/**
 * gatehouse/testing (src/testing) against the in-process emulator, and against one reached
 * by URL: projects and their isolation and clean-up, the fixtures, signed-in cookies and
 * requests, mail waits, the clock, scripted OAuth accounts. The examples of how an app uses
 * it are test/examples; this file pins what each helper promises.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import {
  ACCESS_TOKEN_LIFETIME_MS,
  EmailTimeoutError,
  InProcessOnlyError,
  createTestProject,
  cypressCookies,
  documentCookies,
  requestFor,
  sessionCookies,
  signInBrowser,
  startEmulator,
  TEST_PASSWORD,
  type TestEmulator,
  type TokenCookie,
} from "../../src/testing/index";

const APP = "http://localhost:3000";
let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

/** A Playwright-like context that keeps what it is given. */
function fakeContext() {
  const cookies: TokenCookie[] = [];
  return { cookies, addCookies: async (given: TokenCookie[]) => void cookies.push(...given) };
}

describe("createTestProject", () => {
  it("hands out working apps of the three tiers, the app's config and its environment", async () => {
    const project = await createTestProject(emulator);
    expect(project.config).toEqual({
      baseUrl: "http://emulator.test",
      projectId: project.id,
      publishableClientKey: expect.stringMatching(/^pck_/),
      secretServerKey: expect.stringMatching(/^ssk_/),
      superSecretAdminKey: expect.stringMatching(/^sak_/),
      fetch: emulator.fetch,
    });
    expect(project.env).toMatchObject({
      NEXT_PUBLIC_STACK_PROJECT_ID: project.id,
      NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: project.config.publishableClientKey,
      STACK_SECRET_SERVER_KEY: project.config.secretServerKey,
      GATEHOUSE_API_URL: "http://emulator.test",
    });
    expect((await project.admin.getProject()).id).toBe(project.id);
    expect(await project.server.listUsers()).toHaveLength(0);
    expect(await project.client.getUser()).toBeNull();
  });

  it("keeps projects apart: a user of one is unknown to another, and its session is refused there", async () => {
    const [a, b] = await Promise.all([createTestProject(emulator), createTestProject(emulator)]);
    const user = await a.createUser();
    expect((await b.server.listUsers()).map((u) => u.id)).toEqual([]);
    expect(await b.server.getUser({ tokenStore: requestFor(user) })).toBeNull();
    expect((await a.server.getUser({ tokenStore: requestFor(user) }))?.id).toBe(user.id);
  });

  it("close() deletes the project with everything in it", async () => {
    const project = await createTestProject(emulator);
    await project.createUser();
    await project.close();
    expect(emulator.emulator!.getState().projects[project.id]).toBeUndefined();
    // Its keys went with it.
    await expect(project.server.listUsers()).rejects.toBeInstanceOf(KnownErrors.InvalidSecretServerKey);
  });
});

describe("createUser", () => {
  it("makes a signed-in, verified user with a password by default", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    expect(user.password).toBe(TEST_PASSWORD);
    expect(user.serverUser).toMatchObject({ primaryEmail: user.email, primaryEmailVerified: true, hasPassword: true });
    const app = project.clientApp();
    expect((await app.signInWithCredential({ email: user.email, password: TEST_PASSWORD, noRedirect: true })).status).toBe("ok");
    expect(user.session?.userId).toBe(user.id);
  });

  it("takes the display name, metadata, an unverified email, no password and no session", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser({
      displayName: "Ada", verified: false, password: null, signedIn: false,
      clientMetadata: { theme: "dark" }, clientReadOnlyMetadata: { plan: "pro" }, serverMetadata: { stripeId: "cus_1" },
    });
    const stored = (await project.server.getUser(user.id))!;
    expect(stored).toMatchObject({
      displayName: "Ada", primaryEmailVerified: false, hasPassword: false,
      clientMetadata: { theme: "dark" }, clientReadOnlyMetadata: { plan: "pro" }, serverMetadata: { stripeId: "cus_1" },
    });
    expect(user.session).toBeNull();
    expect(() => requestFor(user)).toThrow(/signedIn: false/);
  });

  it("with mfa: true, a password sign-in stops at the TOTP step, and totpCode() finishes it", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser({ mfa: true });
    // At the start of a 30 s step, so the code cannot roll over under the test.
    emulator.clock.set(Math.floor(emulator.clock.now() / 30_000) * 30_000 + 30_000);
    const app = project.clientApp();
    const attempt = await app.signInWithCredential({ email: user.email, password: TEST_PASSWORD, noRedirect: true });
    if (attempt.status !== "error" || !(attempt.error instanceof KnownErrors.MultiFactorAuthenticationRequired)) throw new Error("expected the MFA step");
    expect(await app.signInWithMfa(user.totpCode(), attempt.error.attemptCode, { noRedirect: true })).toEqual({ status: "ok", data: undefined });
    expect((await app.getUser())?.id).toBe(user.id);
  });

  it("signIn() makes another session, revoked on its own", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    const other = await user.signIn();
    expect(other.sessionId).not.toBe(user.session!.sessionId);
    await other.revoke();
    const left = await (await project.server.getUser(user.id))!.getActiveSessions();
    expect(left.map((s) => s.id)).toEqual([user.session!.sessionId]);
  });
});

describe("createTeam and createApiKey", () => {
  it("makes a team with its members and their permissions, defining missing ones", async () => {
    const project = await createTestProject(emulator);
    const [owner, member] = await Promise.all([project.createUser(), project.createUser()]);
    const team = await project.createTeam({ displayName: "Acme", members: [{ user: owner, permissions: ["billing", "$invite_members"] }, member] });
    expect(team.memberIds).toEqual([owner.id, member.id]);
    expect((await team.serverTeam.listUsers()).map((u) => u.id).sort()).toEqual([owner.id, member.id].sort());
    const ownerOnServer = (await project.server.getUser(owner.id))!;
    const memberOnServer = (await project.server.getUser(member.id))!;
    expect(await ownerOnServer.hasPermission(team.serverTeam, "billing")).toBe(true);
    expect(await memberOnServer.hasPermission(team.serverTeam, "billing")).toBe(false);
    // A second team reuses the definition.
    const again = await project.createTeam({ members: [{ user: member, permissions: ["billing"] }] });
    expect(await memberOnServer.hasPermission(again.serverTeam, "billing")).toBe(true);
  });

  it("makes user and team API keys that expire when the clock passes their lifetime", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    const team = await project.createTeam({ members: [user] });
    const userKey = await project.createApiKey(user, { expiresInMs: 60_000 });
    const teamKey = await project.createApiKey(team);
    expect((await project.server.getUser({ apiKey: userKey.value }))?.id).toBe(user.id);
    expect((await project.server.getTeam({ apiKey: teamKey.value }))?.id).toBe(team.id);
    await emulator.advanceTime(61_000);
    expect(await project.server.getUser({ apiKey: userKey.value })).toBeNull();
    expect((await project.server.getTeam({ apiKey: teamKey.value }))?.id).toBe(team.id);
  });
});

describe("signed in without a form", () => {
  it("signInBrowser gives a context the two token cookies of the app's origin, which a server reads as the user", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    const context = fakeContext();
    await signInBrowser(context, user, { url: `${APP}/dashboard` });
    expect(context.cookies.map((c) => [c.name, c.domain, c.path, c.secure])).toEqual([
      [`stack-refresh-${project.id}`, "localhost", "/", false],
      ["stack-access", "localhost", "/", false],
    ]);
    const cookie = context.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await project.server.getUser({ tokenStore: new Request(APP, { headers: { cookie } }) }))?.id).toBe(user.id);
    expect(sessionCookies(user, "https://app.example.com").every((c) => c.secure && c.domain === "app.example.com")).toBe(true);
  });

  it("cypressCookies and documentCookies carry the same session", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    const cypress = cypressCookies(user, APP);
    expect(cypress.map((c) => c.name)).toEqual([`stack-refresh-${project.id}`, "stack-access"]);
    expect(cypress[0]!.options).toMatchObject({ domain: "localhost", path: "/", sameSite: "lax" });
    // document.cookie lines: name=value; Path=/; Expires=...
    const lines = documentCookies(user);
    const jar = lines.map((line) => line.split(";")[0]!).filter((pair) => !pair.endsWith("="));
    expect((await project.server.getUser({ tokenStore: new Request(APP, { headers: { cookie: jar.join("; ") } }) }))?.id).toBe(user.id);
  });

  it("requestFor carries the session in cookies or in x-stack-auth, and null is signed out", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    const viaHeader = requestFor(user, { via: "header", method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(viaHeader.method).toBe("POST");
    expect(viaHeader.headers.get("content-type")).toBe("application/json");
    expect((await project.server.getUser({ tokenStore: viaHeader }))?.id).toBe(user.id);
    expect((await project.server.getUser({ tokenStore: requestFor(user, { headers: { cookie: "theme=dark" } }) }))?.id).toBe(user.id);
    expect(await project.server.getUser({ tokenStore: requestFor(null) })).toBeNull();
  });
});

describe("waitForEmail", () => {
  it("resolves with the next unread email to an address, its code, OTP and link, as soon as it is sent", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser({ signedIn: false });
    const app = project.clientApp();
    const waiting = project.waitForEmail(user.email);
    await app.sendMagicLinkEmail(user.email, { callbackUrl: `${APP}/handler/magic-link-callback` });
    const mail = await waiting;
    expect(mail.to).toBe(user.email);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/handler\/magic-link-callback\?code=/);
    expect(mail.otp).toBe(mail.code!.slice(0, 6).toUpperCase());
    expect((await app.signInWithMagicLink(mail.code!, { noRedirect: true })).status).toBe("ok");
    // The next wait does not hand the same email out again.
    await app.sendMagicLinkEmail(user.email, { callbackUrl: `${APP}/handler/magic-link-callback` });
    expect((await project.waitForEmail(user.email)).id).not.toBe(mail.id);
  });

  it("times out with the emails that did arrive", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser({ signedIn: false });
    await project.clientApp().sendMagicLinkEmail(user.email, { callbackUrl: `${APP}/handler/magic-link-callback` });
    const error = await project.waitForEmail("nobody@example.com", { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailTimeoutError);
    expect((error as EmailTimeoutError).arrived).toEqual([{ to: user.email, subject: expect.any(String) }]);
    expect((error as Error).message).toContain(`to ${user.email}`);
    const bySubject = await project.waitForEmail(user.email, { subject: /never/, timeoutMs: 50 }).catch((e: unknown) => e);
    expect((bySubject as Error).message).toMatch(/subject \/never\//);
  });

  it("codes expire when the clock moves past their lifetime", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser({ signedIn: false });
    const app = project.clientApp();
    await app.sendMagicLinkEmail(user.email, { callbackUrl: `${APP}/handler/magic-link-callback` });
    const mail = await project.waitForEmail(user.email);
    await emulator.advanceTime(8 * 24 * 60 * 60 * 1000); // sign-in codes last 7 days
    const result = await app.signInWithMagicLink(mail.code!, { noRedirect: true });
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.VerificationCodeExpired);
  });
});

describe("invitations and the clock", () => {
  it("an invitation read from the mail is accepted in time, and refused once the clock passed its lifetime", async () => {
    const project = await createTestProject(emulator);
    const [owner, early, late] = await Promise.all([project.createUser(), project.createUser(), project.createUser()]);
    const team = await project.createTeam({ members: [owner] });
    const callbackUrl = `${APP}/handler/team-invitation`;
    await team.serverTeam.inviteUser({ email: early.email, callbackUrl });
    await team.serverTeam.inviteUser({ email: late.email, callbackUrl });
    const [toEarly, toLate] = await Promise.all([project.waitForEmail(early.email), project.waitForEmail(late.email)]);
    expect(toEarly.link).toMatch(/^http:\/\/localhost:3000\/handler\/team-invitation\?code=/);
    expect(await (await project.clientAppFor(early)).acceptTeamInvitation(toEarly.code!)).toEqual({ status: "ok", data: undefined });
    await emulator.advanceTime(8 * 24 * 60 * 60 * 1000); // invitations last 7 days
    const refused = await (await project.clientAppFor(late)).acceptTeamInvitation(toLate.code!);
    expect(refused.status === "error" && refused.error).toBeInstanceOf(KnownErrors.VerificationCodeExpired);
    expect((await team.serverTeam.listUsers()).map((u) => u.id).sort()).toEqual([owner.id, early.id].sort());
  });
});

describe("the clock and the SDK", () => {
  it("an app holding an expired access token gets a new one, stamped in the emulator's time", async () => {
    const project = await createTestProject(emulator);
    const user = await project.createUser();
    const app = await project.clientAppFor(user);
    const before = (await (await app.getUser({ or: "throw" })).currentSession.getTokens()).accessToken!;
    await emulator.advanceTime(ACCESS_TOKEN_LIFETIME_MS + 1000);
    const fresh = await app.getUser({ or: "throw" });
    await fresh.update({ displayName: "After" });
    const after = (await fresh.currentSession.getTokens()).accessToken!;
    expect(after).not.toBe(before);
    const iat = (token: string) => (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { iat: number }).iat * 1000;
    expect(iat(after)).toBeGreaterThanOrEqual(emulator.clock.now() - ACCESS_TOKEN_LIFETIME_MS / 10);
  });
});

describe("scripted OAuth accounts", () => {
  it("refuses something that is not an email", () => {
    expect(() => emulator.nextOAuthAccount("github", "nope")).toThrow(TypeError);
  });
});

describe("an emulator reached by URL", () => {
  let served: TestEmulator;
  beforeAll(async () => {
    served = await startEmulator({ listen: true });
  });
  afterAll(() => served.close());

  it("makes projects, users and sessions over HTTP, waits for mail by asking the outbox, and says what needs the emulator in-process", async () => {
    const remote = await startEmulator({ url: served.url });
    expect(remote.inProcess).toBe(false);
    const project = await createTestProject(remote);
    expect(project.config.fetch).toBeUndefined();
    const user = await project.createUser({ displayName: "Remote" });
    expect((await project.server.getUser({ tokenStore: requestFor(user) }))?.displayName).toBe("Remote");
    const waiting = project.waitForEmail(user.email);
    await project.clientApp().sendMagicLinkEmail(user.email, { callbackUrl: `${APP}/handler/magic-link-callback` });
    expect((await waiting).code).toMatch(/^\w+$/);
    expect(() => remote.clock).toThrow(InProcessOnlyError);
    expect(() => remote.nextOAuthAccount("github", "a@example.com")).toThrow(InProcessOnlyError);
    await project.close();
    await expect(project.server.listUsers()).rejects.toBeInstanceOf(KnownErrors.InvalidSecretServerKey);
  });

  it("moves the running emulator's clock through its clock route: a code sent before has expired after", async () => {
    const remote = await startEmulator({ url: served.url });
    const before = served.clock.now();
    await remote.advanceTime(60_000);
    expect(served.clock.now() - before).toBeGreaterThanOrEqual(60_000);
    const project = await createTestProject(remote);
    const user = await project.createUser();
    const waiting = project.waitForEmail(user.email);
    await project.clientApp().sendMagicLinkEmail(user.email, { callbackUrl: `${APP}/handler/magic-link-callback` });
    const { code } = await waiting;
    await remote.advanceTime(8 * 24 * 60 * 60 * 1000); // sign-in codes last 7 days
    const result = await project.clientApp().signInWithMagicLink(code!, { noRedirect: true });
    expect(result.status).toBe("error");
    expect(() => remote.advanceTime(Number.NaN)).toThrow(TypeError);
    await project.close();
  });

  it("says plainly when nothing answers at the URL", async () => {
    await expect(startEmulator({ url: "http://127.0.0.1:9" })).rejects.toThrow(/No emulator answers at http:\/\/127\.0\.0\.1:9/);
  });
});
