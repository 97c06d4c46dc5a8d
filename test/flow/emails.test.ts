import { describe, expect, it } from "vitest";
import { HttpStatusError } from "../../src/index";
import { EMULATOR_OUTBOX_HOST } from "../../src/emulator/routes/emails";
import { createTestEnv, uniqueEmail } from "./harness";

// The emulator's outbox host: mail of a project whose SMTP host cannot exist (such as
// smtp.example.com) fails as on the service (docs/protocol.md §14.2).
const SMTP = { host: EMULATOR_OUTBOX_HOST, port: 587, username: "mailer", password: "secret", senderName: "My App", senderEmail: "noreply@example.com" };


describe("email templates", () => {
  it("are refused with the service's text while the project uses the shared email config", async () => {
    const env = createTestEnv();
    const admin = env.adminApp();
    const error = await admin.updateEmailTemplate("magic_link", { subject: "x" }).catch((e: unknown) => e);
    expect((error as HttpStatusError).body).toBe("Cannot update email templates in shared email config. Set up a custom email config to update email templates.");
  });

  it("update and reset with a custom email config; the list follows", async () => {
    const env = createTestEnv({ project: { config: { email_config: { type: "standard", host: SMTP.host, port: SMTP.port, username: SMTP.username, password: SMTP.password, sender_name: SMTP.senderName, sender_email: SMTP.senderEmail } } } });
    const admin = env.adminApp();
    const defaults = await admin.listEmailTemplates();
    expect(defaults.map((t) => [t.type, t.subject, t.isDefault])).toEqual([
      ["email_verification", "Verify your email at {{ projectDisplayName }}", true],
      ["password_reset", "Reset your password at {{ projectDisplayName }}", true],
      ["magic_link", "Sign in to {{ projectDisplayName }}: Your code is {{ otp }}", true],
      ["team_invitation", "You have been invited to join {{ teamDisplayName }}", true],
    ]);

    await admin.updateEmailTemplate("email_verification", { subject: "Welcome to {{ projectDisplayName }}" });
    const updated = (await admin.listEmailTemplates())[0]!;
    expect(updated).toMatchObject({ subject: "Welcome to {{ projectDisplayName }}", isDefault: false });
    expect(updated.content).toEqual(defaults[0]!.content);

    const invalid = await admin.updateEmailTemplate("email_verification", { content: { hello: "world" } }).catch((e: unknown) => e);
    expect((invalid as HttpStatusError).body).toBe("Invalid email template content");

    await admin.resetEmailTemplate("email_verification");
    expect((await admin.listEmailTemplates())[0]).toEqual(defaults[0]);
    const again = await admin.resetEmailTemplate("email_verification").catch((e: unknown) => e);
    expect((again as HttpStatusError).status).toBe(404);
  });
});

describe("sent emails, test email, metrics", () => {
  it("lists the verification mail a sign-up sent, newest first", async () => {
    const env = createTestEnv();
    const { email } = await env.signUp();
    const { email: later } = await env.signUp();
    const admin = env.adminApp();
    const sent = await admin.listSentEmails();
    expect(sent.map((m) => m.recipient)).toEqual([later, email]);
    const projectName = (await admin.getProject()).displayName;
    expect(sent[1]).toMatchObject({ to: [email], subject: `Verify your email at ${projectName}`, error: null });
    expect(sent[1]!.sentAt).toBeInstanceOf(Date);
  });

  it("sendTestEmail is a Result: the emulator's outbox host succeeds, a host that cannot exist is not found, any real server times out", async () => {
    const env = createTestEnv();
    const admin = env.adminApp();
    const recipient = uniqueEmail("test-mail");
    expect(await admin.sendTestEmail({ recipientEmail: recipient, emailConfig: { ...SMTP, host: "smtp.my-app.dev" } })).toEqual({
      status: "error",
      error: { errorMessage: "Timed out while sending test email. Make sure the email server is running and accepting connections." },
    });
    expect(await admin.sendTestEmail({ recipientEmail: recipient, emailConfig: { ...SMTP, host: "smtp.example.com" } })).toEqual({
      status: "error",
      error: { errorMessage: "Failed to connect to the email host. Please make sure the email host configuration is correct." },
    });
    expect(await admin.sendTestEmail({ recipientEmail: recipient, emailConfig: SMTP })).toEqual({ status: "ok", data: undefined });
    expect(env.inbox(recipient).map((m) => m.subject)).toEqual(["Test Email from Stack Auth"]);
  });

  it("getMetrics (gatehouse extension) counts the project's users", async () => {
    const env = createTestEnv();
    const { email } = await env.signUp();
    const metrics = await env.adminApp().getMetrics();
    expect(metrics.totalUsers).toBe(1);
    expect(metrics.dailyUsers).toHaveLength(31);
    expect(metrics.dailyUsers.at(-1)!.activity).toBe(1);
    expect(metrics.recentlyRegistered.map((u) => u.primaryEmail)).toEqual([email]);
    expect(metrics.loginMethods).toEqual([{ method: "password", count: 1 }]);
  });
});
