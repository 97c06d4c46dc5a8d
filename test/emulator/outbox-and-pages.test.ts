import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";

const BASE = "http://localhost:8102";

function signUp(em: ReturnType<typeof createEmulator>, email: string) {
  const p = em.defaultProject;
  return em.fetch(new Request(`${BASE}/api/v1/auth/password/sign-up`, {
    method: "POST",
    headers: { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Correct-Horse-9", verification_callback_url: "http://localhost:3000/handler/email-verification?x=<b>" }),
  }));
}

describe("mail outbox", () => {
  it("captures the verification email with its code and link, newest last, filterable by recipient", async () => {
    const em = createEmulator();
    await signUp(em, "one@example.com");
    await signUp(em, "two@example.com");
    expect(em.outbox.list().map((e) => e.to)).toEqual(["one@example.com", "two@example.com"]);
    const mail = em.outbox.latest({ to: "one@example.com" })!;
    expect(mail.subject).toBe("Verify your email at Default Project");
    expect(mail.code).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect(mail.links).toEqual([`http://localhost:3000/handler/email-verification?x=%3Cb%3E&code=${mail.code}`]);

    const json = await em.fetch(`${BASE}/emulator/api/emails?to=two@example.com`);
    const body = (await json.json()) as { items: { to: string }[] };
    expect(body.items.map((e) => e.to)).toEqual(["two@example.com"]);
  });

  it("the outbox JSON carries each email's code and links as sent (the console's Mail page shows them: test/browser/console-mail.test.ts)", async () => {
    const em = createEmulator();
    await signUp(em, "three@example.com");
    const res = await em.fetch(`${BASE}/emulator/api/emails`);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const { items } = (await res.json()) as { items: { subject: string; code: string; links: string[] }[] };
    expect(items.map((e) => e.subject)).toEqual(["Verify your email at Default Project"]);
    expect(items[0]!.code).toBe(em.outbox.latest()!.code);
    expect(items[0]!.links[0]).toContain("x=%3Cb%3E");
  });
});

describe("http basics", () => {
  it("answers preflight immediately with the CORS headers", async () => {
    const em = createEmulator();
    const res = await em.fetch(new Request(`${BASE}/api/v1/users/me`, { method: "OPTIONS", headers: { origin: "http://127.0.0.1:5173" } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(res.headers.get("access-control-expose-headers")).toBe("content-type, x-stack-actual-status, x-stack-known-error");
    expect(res.headers.get("access-control-allow-headers")).toContain("x-stack-admin-access-token");
    expect(res.headers.get("access-control-allow-headers")).not.toContain("x-stack-auth");
  });

  it("puts a request id and no-store on every answer, and pretty-prints JSON for text/html accepts", async () => {
    const em = createEmulator();
    const res = await em.fetch(new Request(`${BASE}/health`, { headers: { accept: "text/html" } }));
    expect(res.headers.get("x-stack-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("cache-control")).toBe("no-store, max-age=0");
    expect(await res.text()).toBe('{\n  "status": "ok"\n}');
  });

  it("known-error bodies are pretty-printed with the key order code, details, error", async () => {
    const em = createEmulator();
    const res = await em.fetch(new Request(`${BASE}/api/v1/users/me`, { headers: { "x-stack-access-type": "client" } }));
    const text = await res.text();
    expect(text.startsWith('{\n  "code": "ACCESS_TYPE_WITHOUT_PROJECT_ID",\n  "details": {')).toBe(true);
    expect(Object.keys(JSON.parse(text))).toEqual(["code", "details", "error"]);
  });
});
