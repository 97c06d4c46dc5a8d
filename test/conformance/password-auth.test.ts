/**
 * Official SDK, client tier: password sign-up / sign-in / getUser / update / sign-out,
 * access-token refresh with the emulator's clock, magic link via the outbox.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorCodeOf, MAGIC_LINK_CALLBACK_URL, PASSWORD, startConformanceEnv, uniqueEmail, VERIFICATION_CALLBACK_URL, type ConformanceEnv } from "./env";

let env: ConformanceEnv;
beforeAll(async () => {
  env = await startConformanceEnv();
});
afterAll(async () => {
  await env.stop();
});

describe("password sign-up and sign-in", () => {
  test("signUpWithCredential signs the user in", async () => {
    const email = uniqueEmail();
    const app = env.clientApp();
    const result = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFICATION_CALLBACK_URL });
    expect(result.status).toBe("ok");
    const user = await app.getUser();
    expect(user).not.toBeNull();
    expect(user!.primaryEmail).toBe(email);
    expect(user!.primaryEmailVerified).toBe(false);
    expect(user!.hasPassword).toBe(true);
    // The service sends a verification email to the new address.
    expect(env.emulator.outbox.list({ to: email }).length).toBe(1);
  });

  test("signing up twice with the same email returns USER_EMAIL_ALREADY_EXISTS", async () => {
    const { email } = await env.signUp();
    const result = await env.clientApp().signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFICATION_CALLBACK_URL });
    expect(result.status).toBe("error");
    expect(errorCodeOf(result.status === "error" ? result.error : null)).toBe("USER_EMAIL_ALREADY_EXISTS");
  });

  test("signInWithCredential signs an existing user in from a fresh app", async () => {
    const { email } = await env.signUp();
    const app = env.clientApp();
    expect(await app.getUser()).toBeNull();
    const result = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(result.status).toBe("ok");
    const user = await app.getUser({ or: "throw" });
    expect(user.primaryEmail).toBe(email);
  });

  test("a wrong password gives EMAIL_PASSWORD_MISMATCH as a returned error", async () => {
    const { email } = await env.signUp();
    const app = env.clientApp();
    const result = await app.signInWithCredential({ email, password: "Wrong-Password-1", noRedirect: true });
    expect(result.status).toBe("error");
    const error = result.status === "error" ? result.error : null;
    expect(errorCodeOf(error)).toBe("EMAIL_PASSWORD_MISMATCH");
    expect(await app.getUser()).toBeNull();
  });
});

describe("getUser", () => {
  test("getUser() is null and getUser({ or: 'throw' }) throws when signed out", async () => {
    const app = env.clientApp();
    expect(await app.getUser()).toBeNull();
    await expect(app.getUser({ or: "throw" })).rejects.toThrow(/not signed in/);
  });

  test("getUser({ or: 'throw' }) returns the signed-in user", async () => {
    const { app, email } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    expect(user.primaryEmail).toBe(email);
    expect(typeof user.id).toBe("string");
    expect(user.signedUpAt).toBeInstanceOf(Date);
  });
});

describe("user.update and signOut", () => {
  test("update({ displayName }) is visible on re-read, from the client and the server", async () => {
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    await user.update({ displayName: "Ada Lovelace" });
    expect((await app.getUser({ or: "throw" })).displayName).toBe("Ada Lovelace");
    const serverView = await env.serverApp().getUser(user.id);
    expect(serverView?.displayName).toBe("Ada Lovelace");
  });

  test("signOut ends the session on the service", async () => {
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const sessionsOf = () => Object.values(env.emulator.getState().sessions).filter((s) => s.userId === user.id);
    expect(sessionsOf()).toHaveLength(1);
    await user.signOut();
    expect(await app.getUser()).toBeNull();
    // Not only forgotten by the app: the SDK's DELETE reached the emulator.
    expect(sessionsOf()).toEqual([]);
  });
});

describe("access-token refresh", () => {
  test("after the emulator's clock passes the 600 s lifetime, the SDK refreshes and the request succeeds", async () => {
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const before = await user.getAuthJson();
    expect(before.accessToken).toEqual(expect.any(String));

    env.emulator.clock.advance(601_000);
    // The SDK judges expiry by its own clock, so it sends the old token; the emulator
    // answers ACCESS_TOKEN_EXPIRED and the SDK must refresh and retry.
    await user.update({ displayName: "After Refresh" });

    const after = await (await app.getUser({ or: "throw" })).getAuthJson();
    expect(after.accessToken).toEqual(expect.any(String));
    expect(after.accessToken).not.toBe(before.accessToken);
    expect((await env.serverApp().getUser(user.id))?.displayName).toBe("After Refresh");
  });
});

describe("magic link via the outbox", () => {
  test("sendMagicLinkEmail then signInWithMagicLink with the emailed code", async () => {
    const email = uniqueEmail("magic");
    const app = env.clientApp();
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: MAGIC_LINK_CALLBACK_URL });
    expect(sent.status).toBe("ok");
    expect(sent.status === "ok" ? sent.data.nonce : null).toEqual(expect.any(String));

    const mail = env.emulator.outbox.latest({ to: email });
    expect(mail).toBeDefined();
    const link = new URL(mail!.links.find((l) => l.startsWith(MAGIC_LINK_CALLBACK_URL))!);
    const code = link.searchParams.get("code");
    expect(code).toEqual(expect.any(String));

    const result = await app.signInWithMagicLink(code!, { noRedirect: true });
    expect(result.status).toBe("ok");
    const user = await app.getUser({ or: "throw" });
    expect(user.primaryEmail).toBe(email);
    // Signing in through the emailed link proves the address.
    expect(user.primaryEmailVerified).toBe(true);

    // The code is single use.
    const again = await env.clientApp().signInWithMagicLink(code!, { noRedirect: true });
    expect(errorCodeOf(again.status === "error" ? again.error : null)).toBe("VERIFICATION_CODE_ALREADY_USED");
  });
});
