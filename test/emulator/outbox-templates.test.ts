import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";

const BASE = "http://localhost:8102";
const CALLBACK = "http://localhost:3000/handler/magic-link-callback";
const SMTP = { type: "standard", host: "127.0.0.1", port: 2500, username: "u", password: "p", sender_name: "App", sender_email: "noreply@app.example" };

function call(em: Emulator, method: string, path: string, tier: "client" | "admin", body?: unknown): Promise<Response> {
  const p = em.defaultProject;
  const headers: Record<string, string> = { "x-stack-project-id": p.id, "x-stack-access-type": tier };
  if (tier === "client") headers["x-stack-publishable-client-key"] = p.publishableClientKey;
  else headers["x-stack-super-secret-admin-key"] = p.superSecretAdminKey;
  if (body !== undefined) headers["content-type"] = "application/json";
  return em.fetch(new Request(`${BASE}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
}

/** A project with its own SMTP config: only then may templates be customised. */
async function emulatorWithCustomEmail(): Promise<Emulator> {
  const em = createEmulator();
  const res = await call(em, "PATCH", "/internal/projects/current", "admin", { config: { email_config: SMTP } });
  expect(res.status).toBe(200);
  return em;
}

async function sendMagicLink(em: Emulator, email: string): Promise<void> {
  const res = await call(em, "POST", "/auth/otp/send-sign-in-code", "client", { email, callback_url: CALLBACK });
  expect(res.status).toBe(200);
}

describe("outbox emails follow the project's email templates", () => {
  it("uses a magic-link subject customised through the admin route, with its variables filled in", async () => {
    const em = await emulatorWithCustomEmail();
    const patched = await call(em, "PATCH", "/email-templates/magic_link", "admin", {
      subject: "{{ otp }} is your code for {{ projectDisplayName }}{{#if userDisplayName}}, {{ userDisplayName }}{{/if}}",
    });
    expect(patched.status).toBe(200);

    await sendMagicLink(em, "reader@example.com");
    const mail = em.outbox.latest({ to: "reader@example.com" })!;
    expect(mail.otp).toMatch(/^[0-9A-Z]{6}$/);
    expect(mail.subject).toBe(`${mail.otp} is your code for Default Project`);
    expect(mail.links).toEqual([`${CALLBACK}?code=${mail.code}`]);
  });

  it("renders a customised body document as text, and goes back to the defaults on reset", async () => {
    const em = await emulatorWithCustomEmail();
    const content = {
      root: { type: "EmailLayout", data: { childrenIds: ["heading", "button"] } },
      heading: { type: "Heading", data: { props: { text: "Welcome to {{ projectDisplayName }}", level: "h3" } } },
      button: { type: "Button", data: { props: { text: "Sign in", url: "{{ magicLink }}" } } },
    };
    expect((await call(em, "PATCH", "/email-templates/magic_link", "admin", { content })).status).toBe(200);

    await sendMagicLink(em, "first@example.com");
    const custom = em.outbox.latest()!;
    expect(custom.subject).toBe(`Sign in to Default Project: Your code is ${custom.otp}`);
    expect(custom.text).toBe(`Welcome to Default Project\n\nSign in: ${CALLBACK}?code=${custom.code}`);

    expect((await call(em, "DELETE", "/email-templates/magic_link", "admin")).status).toBe(200);
    await sendMagicLink(em, "second@example.com");
    const plain = em.outbox.latest()!;
    expect(plain.subject).toBe(`Sign in to Default Project: Your code is ${plain.otp}`);
    expect(plain.text).toBe([
      "Your code for Default Project",
      "Hello! Enter this one-time code to sign in:",
      plain.otp,
      `Or sign in with this link: ${CALLBACK}?code=${plain.code}`,
      "Did not expect this email? Nothing happens if you ignore it.",
    ].join("\n\n"));
  });
});
