/**
 * `POST /internal/send-test-email`, `GET /internal/emails` and the cron route
 * `POST /internal/failed-emails-digest`.
 */
import { describe, expect, it } from "vitest";
import type { Emulator, ProjectCredentials } from "../../../src/emulator/index";
import { EMULATOR_OUTBOX_HOST } from "../../../src/emulator/mail/email-host";
import { expectKnownError, expectTextError, INTERNAL, newEmulator, send, signInWithOtp, tierHeaders, type Keys } from "./service";

const CONFIG = { port: 123, username: "123", password: "123", sender_email: "123@g.co", sender_name: "123" };
const HOST_NOT_FOUND = "Failed to connect to the email host. Please make sure the email host configuration is correct.";
const TIMED_OUT = "Timed out while sending test email. Make sure the email server is running and accepting connections.";

/** A dashboard user (signed in to `internal` by one-time code) and a project they own. */
async function ownedProject(em: Emulator, ownerEmail: string): Promise<{ project: Keys; owner: string }> {
  const { access_token } = await signInWithOtp(em, INTERNAL, ownerEmail);
  const created = await send(em, "POST", "/api/v1/internal/projects", tierHeaders(INTERNAL, "client", access_token), { display_name: "Digest Project" });
  expect(created.status).toBe(201);
  const admin = { "x-stack-admin-access-token": access_token };
  const keys = await send(em, "POST", "/api/v1/internal/api-keys", { "x-stack-project-id": created.body.id, "x-stack-access-type": "admin", ...admin }, {
    description: "digest", expires_at_millis: Date.now() + 3_600_000, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true,
  });
  expect(keys.status).toBe(200);
  return {
    project: { id: created.body.id, publishableClientKey: keys.body.publishable_client_key, secretServerKey: keys.body.secret_server_key, superSecretAdminKey: keys.body.super_secret_admin_key },
    owner: ownerEmail,
  };
}

function sendTestEmail(em: Emulator, project: Keys | ProjectCredentials, host: string, to = "test-email-recipient@stackframe.co") {
  return send(em, "POST", "/api/v1/internal/send-test-email", tierHeaders(project, "admin"), { recipient_email: to, email_config: { host, ...CONFIG } });
}

function digest(em: Emulator, authorization: string | null, query = "") {
  return send(em, "POST", `/api/v1/internal/failed-emails-digest${query}`, authorization === null ? {} : { authorization });
}

describe("POST /internal/send-test-email", () => {
  it("a host that does not exist: success false with the service's 'Failed to connect' message", async () => {
    const em = newEmulator();
    const answer = await sendTestEmail(em, em.defaultProject, "this-is-not-a-valid-host.example.com");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, error_message: HOST_NOT_FOUND });
    expect(em.outbox.list({ to: "test-email-recipient@stackframe.co" })).toEqual([]);
  });

  it.each(["bad host name", "this-is-not-a-valid-host.0.0.0.0", "smtp.invalid", "mail.test"])("host %j is not found either", async (host) => {
    const em = newEmulator();
    expect((await sendTestEmail(em, em.defaultProject, host)).body).toEqual({ success: false, error_message: HOST_NOT_FOUND });
  });

  it("a host that may exist is not tried: the service's time-out answer", async () => {
    const em = newEmulator();
    expect((await sendTestEmail(em, em.defaultProject, "smtp.gmail.com")).body).toEqual({ success: false, error_message: TIMED_OUT });
  });

  it("the emulator's outbox host delivers the test mail", async () => {
    const em = newEmulator();
    expect((await sendTestEmail(em, em.defaultProject, EMULATOR_OUTBOX_HOST, "ok@example.com")).body).toEqual({ success: true });
    expect(em.outbox.latest({ to: "ok@example.com" })?.subject).toBe("Test Email from Stack Auth");
  });

  it("GET /internal/emails lists a failed test email with its error", async () => {
    const em = newEmulator();
    await sendTestEmail(em, em.defaultProject, "nowhere.invalid");
    const list = await send(em, "GET", "/api/v1/internal/emails", tierHeaders(em.defaultProject, "admin"));
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ subject: "Test Email from Stack Auth", to: ["test-email-recipient@stackframe.co"], error: { message: HOST_NOT_FOUND } });
  });
});

describe("POST /internal/failed-emails-digest", () => {
  it("a wrong bearer secret is a plain-text 401 Unauthorized", async () => {
    const em = newEmulator();
    expectTextError(await digest(em, "Bearer some_invalid_secret"), 401, "Unauthorized");
  });

  it("a malformed authorization header is a plain-text 401 Unauthorized", async () => {
    const em = newEmulator();
    expectTextError(await digest(em, "InvalidFormat"), 401, "Unauthorized");
  });

  it("with project keys but no authorization header: 400", async () => {
    const em = newEmulator();
    const answer = await send(em, "POST", "/api/v1/internal/failed-emails-digest", tierHeaders(em.defaultProject, "server"));
    expectKnownError(answer, 400, "SCHEMA_ERROR");
  });

  it("dry run: the failed emails of each owned project, with the owners' addresses, and no digest mail", async () => {
    const em = newEmulator();
    const { project, owner } = await ownedProject(em, "owner-digest@example.com");
    expect((await sendTestEmail(em, project, "this-is-not-a-valid-host.example.com")).body.success).toBe(false);
    const answer = await digest(em, "Bearer mock_cron_secret", "?dry_run=true");
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const mine = answer.body.failed_emails_by_tenancy.filter((b: { tenant_owner_emails: string[] }) => b.tenant_owner_emails.includes(owner));
    expect(mine).toEqual([{
      emails: [{ subject: "Test Email from Stack Auth", to: ["test-email-recipient@stackframe.co"] }],
      tenant_owner_emails: [owner],
      project_id: project.id,
      tenancy_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    }]);
    expect(em.outbox.list({ to: owner }).filter((m) => m.subject === "Failed emails digest")).toEqual([]);
  });

  it("without dry run: each owner gets a 'Failed emails digest' mail", async () => {
    const em = newEmulator();
    const { project, owner } = await ownedProject(em, "owner-digest-2@example.com");
    await sendTestEmail(em, project, "nowhere.invalid");
    const answer = await digest(em, "Bearer mock_cron_secret");
    expect(answer.status).toBe(200);
    const mail = em.outbox.latest({ to: owner });
    expect(mail?.subject).toBe("Failed emails digest");
    expect(mail?.text).toContain("To: test-email-recipient@stackframe.co");
  });

  it("lists a project's mail that its SMTP host, which cannot exist, failed", async () => {
    const em = newEmulator();
    const { project, owner } = await ownedProject(em, "owner-digest-smtp@example.com");
    const email_config = { type: "standard", host: "smtp.example.com", ...CONFIG };
    expect((await send(em, "PATCH", "/api/v1/internal/projects/current", tierHeaders(project, "admin"), { config: { email_config, magic_link_enabled: true } })).status).toBe(200);
    const sent = await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", tierHeaders(project, "client"), { email: "never-arrives@example.com", callback_url: "http://localhost:3000/handler/magic-link-callback" });
    expect(sent.status).toBe(500);
    const answer = await digest(em, "Bearer mock_cron_secret", "?dry_run=true");
    const mine = answer.body.failed_emails_by_tenancy.filter((b: { project_id: string }) => b.project_id === project.id);
    expect(mine.map((b: { emails: unknown[]; tenant_owner_emails: string[] }) => [b.emails, b.tenant_owner_emails])).toEqual([
      [[{ subject: expect.stringMatching(/^Sign in to Digest Project: Your code is /), to: ["never-arrives@example.com"] }], [owner]],
    ]);
  });

  it("a project whose emails were all delivered is not listed", async () => {
    const em = newEmulator();
    const { owner } = await ownedProject(em, "owner-digest-3@example.com");
    const answer = await digest(em, "Bearer mock_cron_secret", "?dry_run=true");
    expect(answer.body.failed_emails_by_tenancy.filter((b: { tenant_owner_emails: string[] }) => b.tenant_owner_emails.includes(owner))).toEqual([]);
  });

  it("the cron secret is the emulator's option", async () => {
    const em = newEmulator({ cronSecret: "s3cret" });
    expectTextError(await digest(em, "Bearer mock_cron_secret"), 401, "Unauthorized");
    expect((await digest(em, "Bearer s3cret")).status).toBe(200);
  });
});
