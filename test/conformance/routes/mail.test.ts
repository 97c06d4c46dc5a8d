/**
 * The mails the service sends: subjects from the project's templates, and bodies in both
 * text and HTML with the template's blocks (heading, greeting, button or code, closing
 * note). The one-time code stands alone on a line of the text, where the service's own
 * suite (and apps' tests) find it with `/^[A-Z0-9]{6}$/m`.
 */
import { describe, expect, it } from "vitest";
import type { EmailRecord } from "../../../src/emulator/state/types";
import { EMULATOR_OUTBOX_HOST } from "../../../src/emulator/mail/email-host";
import type { Emulator, ProjectCredentials } from "../../../src/emulator/index";
import { APP, newEmulator, PASSWORD, send, signUp, tierHeaders, type Answer } from "./service";

/** The parts every built-in mail has: a whole HTML document with the link as an anchor, and the link in the text. */
function expectBothVersions(mail: EmailRecord, link: string): void {
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain(`<a href="${link.replace(/&/g, "&amp;")}"`);
  expect(mail.html).toContain("<hr>");
  expect(mail.text).toContain(link);
  expect(mail.text).not.toMatch(/<[a-z]/i);
}

describe("mail bodies", () => {
  it("POST /auth/otp/send-sign-in-code: the code alone on a line, the magic link, subject 'Sign in to <project>: Your code is <code>'", async () => {
    const em = newEmulator();
    const project = em.defaultProject;
    const sent = await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", tierHeaders(project, "client"), { email: "otp-mail@example.com", callback_url: `${APP}/handler/magic-link-callback` });
    expect(sent.status).toBe(200);
    const mail = em.outbox.latest({ to: "otp-mail@example.com" })!;
    const codes = mail.text.match(/^[A-Z0-9]{6}$/gm);
    expect(codes).toEqual([mail.otp]);
    expect(mail.subject).toBe(`Sign in to Default Project: Your code is ${mail.otp}`);
    expectBothVersions(mail, mail.links[0]!);
    expect(mail.html).toContain(`<code>${mail.otp}</code>`);
    // The code of the mail and the nonce of the answer sign in.
    const signIn = await send(em, "POST", "/api/v1/auth/otp/sign-in", tierHeaders(project, "client"), { code: `${codes![0]}${sent.body.nonce}` });
    expect(signIn.status).toBe(200);
    expect(signIn.body.is_new_user).toBe(true);
  });

  it("POST /auth/password/sign-up: the verification mail greets the user and links the callback with the code", async () => {
    const em = newEmulator();
    await signUp(em, em.defaultProject, "verify-mail@example.com");
    const mail = em.outbox.latest({ to: "verify-mail@example.com" })!;
    expect(mail.subject).toBe("Verify your email at Default Project");
    expect(mail.links).toEqual([`${APP}/handler/email-verification?code=${mail.code}`]);
    expectBothVersions(mail, mail.links[0]!);
  });

  it("POST /auth/password/send-reset-code: the reset mail with its link", async () => {
    const em = newEmulator();
    const project = em.defaultProject;
    await signUp(em, project, "reset-mail@example.com");
    const sent = await send(em, "POST", "/api/v1/auth/password/send-reset-code", tierHeaders(project, "client"), { email: "reset-mail@example.com", callback_url: `${APP}/handler/password-reset` });
    expect(sent.status).toBe(200);
    const mail = em.outbox.latest({ to: "reset-mail@example.com" })!;
    expect(mail.subject).toBe("Reset your password at Default Project");
    expectBothVersions(mail, mail.links[0]!);
  });

  it("POST /team-invitations/send-code: the invitation names the team", async () => {
    const em = newEmulator();
    const project = em.defaultProject;
    const { access_token } = await signUp(em, project, "inviter@example.com");
    const team = await send(em, "POST", "/api/v1/teams", tierHeaders(project, "client", access_token), { display_name: "Mail Team", creator_user_id: "me" });
    expect(team.status).toBe(201);
    const sent = await send(em, "POST", "/api/v1/team-invitations/send-code", tierHeaders(project, "client", access_token), { team_id: team.body.id, email: "invitee@example.com", callback_url: `${APP}/handler/team-invitation` });
    expect(sent.status).toBe(200);
    const mail = em.outbox.latest({ to: "invitee@example.com" })!;
    expect(mail.subject).toBe("You have been invited to join Mail Team");
    expect(mail.text).toContain("Mail Team");
    expectBothVersions(mail, mail.links[0]!);
  });

  it("mail comes from the project's name at the shared sender address, or from a standard config's sender", async () => {
    const em = newEmulator();
    const project = em.createProject({ displayName: "Sender Project", config: { magic_link_enabled: true } });
    await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", tierHeaders(project, "client"), { email: "from-shared@example.com", callback_url: `${APP}/handler/magic-link-callback` });
    expect(em.outbox.latest({ to: "from-shared@example.com" })?.from).toBe("Sender Project <noreply@example.com>");
    // A host that could exist: mail through one that cannot (smtp.example.com) fails, as on the service.
    const smtp = { type: "standard", host: "smtp.app-mail.dev", port: 587, username: "u", password: "p", sender_name: "My App", sender_email: "hello@app.example.com" };
    expect((await send(em, "PATCH", "/api/v1/internal/projects/current", tierHeaders(project, "admin"), { config: { email_config: smtp } })).status).toBe(200);
    await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", tierHeaders(project, "client"), { email: "from-smtp@example.com", callback_url: `${APP}/handler/magic-link-callback` });
    expect(em.outbox.latest({ to: "from-smtp@example.com" })?.from).toBe("My App <hello@app.example.com>");
  });

  it.each([
    ["js @stackframe/stack@2.5.37", false],
    ["js @stackframe/stack@2.4.0", false],
    ["js @stackframe/stack@2.5.38", true],
    ["js @stackframe/js@2.5.0", true],
    ["js @stackframe/stack@2.5", true],
  ])("x-stack-client-version %s: the code is in the mail: %s", async (version, hasCode) => {
    const em = newEmulator();
    await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", { ...tierHeaders(em.defaultProject, "client"), "x-stack-client-version": version }, { email: "legacy@example.com", callback_url: `${APP}/handler/magic-link-callback` });
    const mail = em.outbox.latest({ to: "legacy@example.com" })!;
    expect(/^[A-Z0-9]{6}$/m.test(mail.text)).toBe(hasCode);
    expect(mail.text).toContain(mail.links[0]);
  });
});

/**
 * Mail through a project's own (`standard`) SMTP server whose host cannot exist. The
 * service's mailer fails at the DNS lookup (HOST_NOT_FOUND, not retried), logs the mail
 * with its error (the email log, the failed-emails digest) and throws: the request that
 * sent it answers the generic 500, after the code it mailed was made. Password sign-up
 * sends its verification mail in the background, so it succeeds all the same.
 */
describe("mail of a project whose SMTP host cannot exist", () => {
  const HOST_NOT_FOUND = { errorType: "HOST_NOT_FOUND", canRetry: false, message: "Failed to connect to the email host. Please make sure the email host configuration is correct." };
  const smtp = (host: string) => ({ type: "standard" as const, host, port: 587, username: "u", password: "p", sender_name: "My App", sender_email: "hello@app.example.com" });

  function smtpProject(em: Emulator, host: string): ProjectCredentials {
    return em.createProject({ config: { magic_link_enabled: true, client_team_creation_enabled: true, email_config: smtp(host) } });
  }

  function expectServiceFailure(answer: Answer): void {
    expect(answer.status).toBe(500);
    expect(answer.headers.get("x-stack-known-error")).toBeNull();
    expect(answer.text).toMatch(/^Something went wrong\. Please make sure the data you entered is correct\.\n\nRequest ID: \S+$/);
  }

  async function emailLog(em: Emulator, project: ProjectCredentials) {
    const answer = await send(em, "GET", "/api/v1/internal/emails", tierHeaders(project, "admin"));
    expect(answer.status).toBe(200);
    return answer.body.items as { subject: string; to: string[]; error: unknown }[];
  }

  it.each(["smtp.example.com", "mail.test", "smtp.invalid", "mail.example.org"])("%s: POST /auth/otp/send-sign-in-code is a 500, the mail is in the email log with HOST_NOT_FOUND and in no inbox", async (host) => {
    const em = newEmulator();
    const project = smtpProject(em, host);
    const answer = await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", tierHeaders(project, "client"), { email: "otp-nowhere@example.com", callback_url: `${APP}/handler/magic-link-callback` });
    expectServiceFailure(answer);
    expect(em.outbox.list({ to: "otp-nowhere@example.com" })).toEqual([]);
    const [logged] = await emailLog(em, project);
    expect(logged).toMatchObject({ to: ["otp-nowhere@example.com"], subject: expect.stringMatching(/^Sign in to /), error: HOST_NOT_FOUND });
  });

  it("POST /auth/password/send-reset-code, /contact-channels/send-verification-code and /team-invitations/send-code are 500s too; the invitation was made", async () => {
    const em = newEmulator();
    const project = smtpProject(em, "smtp.example.com");
    const created = await send(em, "POST", "/api/v1/users", tierHeaders(project, "server"), { primary_email: "member@example.com", primary_email_auth_enabled: true, password: PASSWORD });
    expect(created.status).toBe(201);
    const session = await send(em, "POST", "/api/v1/auth/sessions", tierHeaders(project, "server"), { user_id: created.body.id });
    const client = tierHeaders(project, "client", session.body.access_token);

    expectServiceFailure(await send(em, "POST", "/api/v1/auth/password/send-reset-code", tierHeaders(project, "client"), { email: "member@example.com", callback_url: `${APP}/handler/password-reset` }));
    expectServiceFailure(await send(em, "POST", "/api/v1/contact-channels/send-verification-code", client, { email: "member@example.com", callback_url: `${APP}/handler/email-verification` }));
    const team = await send(em, "POST", "/api/v1/teams", client, { display_name: "Team", creator_user_id: "me" });
    expect(team.status).toBe(201);
    expectServiceFailure(await send(em, "POST", "/api/v1/team-invitations/send-code", client, { team_id: team.body.id, email: "invitee@example.com", callback_url: `${APP}/handler/team-invitation` }));
    const invitations = await send(em, "GET", `/api/v1/team-invitations?team_id=${team.body.id}`, client);
    expect(invitations.body.items.map((i: { recipient_email: string }) => i.recipient_email)).toEqual(["invitee@example.com"]);

    expect(em.outbox.list()).toEqual([]);
    expect((await emailLog(em, project)).map((m) => [m.to[0], m.error])).toEqual([
      ["invitee@example.com", HOST_NOT_FOUND],
      ["member@example.com", HOST_NOT_FOUND],
      ["member@example.com", HOST_NOT_FOUND],
    ]);
  });

  it("POST /auth/password/sign-up succeeds (its verification mail goes in the background) and the failed mail is logged", async () => {
    const em = newEmulator();
    const project = smtpProject(em, "smtp.example.com");
    const { user_id } = await signUp(em, project, "signup-nowhere@example.com");
    expect(user_id).toBeTruthy();
    expect(em.outbox.list({ to: "signup-nowhere@example.com" })).toEqual([]);
    expect(await emailLog(em, project)).toEqual([expect.objectContaining({ to: ["signup-nowhere@example.com"], error: HOST_NOT_FOUND })]);
  });

  it.each([EMULATOR_OUTBOX_HOST, "smtp.app-mail.dev", "127.0.0.1"])("%s: a host that could exist (or the emulator's outbox host) delivers to the outbox", async (host) => {
    const em = newEmulator();
    const project = smtpProject(em, host);
    const answer = await send(em, "POST", "/api/v1/auth/otp/send-sign-in-code", tierHeaders(project, "client"), { email: "otp-delivered@example.com", callback_url: `${APP}/handler/magic-link-callback` });
    expect(answer.status).toBe(200);
    expect(em.outbox.latest({ to: "otp-delivered@example.com" })?.from).toBe("My App <hello@app.example.com>");
    expect((await emailLog(em, project))[0]?.error).toBeNull();
  });
});
