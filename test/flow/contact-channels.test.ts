import { describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { APP_URL, createTestEnv, uniqueEmail } from "./harness";

const CALLBACK = `${APP_URL}/handler/email-verification`;

describe("contact channels", () => {
  it("adds a channel, verifies it with the mailed code, makes it primary, and removes it", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    const second = uniqueEmail("second");

    const channel = await user.createContactChannel({ type: "email", value: second, usedForAuth: false });
    expect(channel).toMatchObject({ value: second, type: "email", isPrimary: false, isVerified: false, usedForAuth: false });

    await channel.sendVerificationEmail({ callbackUrl: CALLBACK });
    const mail = env.inbox(second).at(-1)!;
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK);
    const code = link.searchParams.get("code")!;
    expect(await app.verifyEmail(code)).toEqual({ status: "ok", data: undefined });

    const afterVerify = await user.listContactChannels();
    expect(afterVerify.map((c) => [c.value, c.isVerified, c.isPrimary])).toEqual([[email, false, true], [second, true, false]]);

    await afterVerify[1]!.update({ isPrimary: true });
    const promoted = await app.getUser({ or: "throw" });
    expect(promoted.primaryEmail).toBe(second);
    expect(promoted.primaryEmailVerified).toBe(true);

    await (await promoted.listContactChannels()).find((c) => c.value === second)!.delete();
    expect((await promoted.listContactChannels()).map((c) => c.value)).toEqual([email]);
    expect((await app.getUser({ or: "throw" })).primaryEmail).toBeNull();
  });

  it("a second verification of the same code is a VerificationCodeError result", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const code = new URL(env.inbox(email).at(-1)!.links[0]!).searchParams.get("code")!;
    expect((await app.verifyEmail(code)).status).toBe("ok");
    const again = await app.verifyEmail(code);
    expect(again.status === "error" && KnownErrors.VerificationCodeAlreadyUsed.isInstance(again.error)).toBe(true);
  });

  it("sendVerificationEmail returns undefined, then the EmailAlreadyVerified error value once verified", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    expect(await user.sendVerificationEmail({ callbackUrl: CALLBACK })).toBeUndefined();
    const code = new URL(env.inbox(email).at(-1)!.links[0]!).searchParams.get("code")!;
    await app.verifyEmail(code);
    const verified = await app.getUser({ or: "throw" });
    expect(verified.primaryEmailVerified).toBe(true);
    const error = await verified.sendVerificationEmail({ callbackUrl: CALLBACK });
    expect(KnownErrors.EmailAlreadyVerified.isInstance(error)).toBe(true);
  });

  it("a channel another account signs in with cannot be used for auth", async () => {
    const env = createTestEnv();
    const { email: taken } = await env.signUp();
    const { app } = await env.signUp();
    const user = await app.getUser({ or: "throw" });
    await expect(user.createContactChannel({ type: "email", value: taken, usedForAuth: true }))
      .rejects.toSatisfy((e) => KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse.isInstance(e));
    const plain = await user.createContactChannel({ type: "email", value: taken, usedForAuth: false });
    expect(plain.usedForAuth).toBe(false);
  });

  it("server users manage any user's channels, including isVerified, and the user follows", async () => {
    const env = createTestEnv();
    const server = env.serverApp();
    const created = await server.createUser({ primaryEmail: uniqueEmail("srv") });
    const extra = uniqueEmail("srv-extra");
    const channel = await created.createContactChannel({ type: "email", value: extra, usedForAuth: true, isVerified: true, isPrimary: true });
    expect(channel).toMatchObject({ isVerified: true, isPrimary: true, usedForAuth: true });
    const reread = await server.getUser(created.id);
    expect(reread?.primaryEmail).toBe(extra);
    expect(reread?.primaryEmailVerified).toBe(true);
    await channel.update({ isVerified: false });
    expect((await created.listContactChannels()).find((c) => c.id === channel.id)?.isVerified).toBe(false);
    await expect(channel.sendVerificationEmail({ callbackUrl: CALLBACK })).resolves.toBeUndefined();
    expect(env.inbox(extra)).toHaveLength(1);
  });

  it("sendVerificationEmail on an address that is already verified resolves and mails nothing (client and server)", async () => {
    const env = createTestEnv();
    const { app, email } = await env.signUp();
    const code = new URL(env.inbox(email).at(-1)!.links[0]!).searchParams.get("code")!;
    expect((await app.verifyEmail(code)).status).toBe("ok");
    const mailsBefore = env.inbox(email).length;

    const [channel] = await (await app.getUser({ or: "throw" })).listContactChannels();
    expect(channel!.isVerified).toBe(true);
    await expect(channel!.sendVerificationEmail({ callbackUrl: CALLBACK })).resolves.toBeUndefined();

    const user = (await app.getUser({ or: "throw" }))!;
    const [serverChannel] = await (await env.serverApp().getUser(user.id))!.listContactChannels();
    await expect(serverChannel!.sendVerificationEmail({ callbackUrl: CALLBACK })).resolves.toBeUndefined();
    expect(env.inbox(email)).toHaveLength(mailsBefore);
  });
});
