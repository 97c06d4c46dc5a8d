/**
 * The console's pages under `/emulator`: Mail, Requests and Users, their filters and
 * paging, the session revoke form and its same-origin rule, and their script-free CSP.
 */
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { clientHeaders, send, signUp } from "./default-project";

const BASE = "http://localhost:8102";

async function page(em: Emulator, path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await em.fetch(`${BASE}${path}`);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The text of the page's `main`, tags removed. */
function mainText(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the console", () => {
  it("every page is HTML with a navigation, marks where it is, and forbids every script", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "nav@example.com");
    const [entry] = ((await (await em.fetch(`${BASE}/emulator/api/requests`)).json()) as { items: { id: string }[] }).items;
    for (const [path, current] of [["/emulator", "Mail"], ["/emulator/requests", "Requests"], [`/emulator/requests/${entry!.id}`, "Requests"], ["/emulator/users", "Users"], [`/emulator/users/${user_id}`, "Users"]] as const) {
      const { status, html, headers } = await page(em, path);
      expect(status, path).toBe(200);
      expect(headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).not.toMatch(/script-src/);
      expect(html, path).not.toMatch(/<script|\son[a-z]+=/i);
      expect(html, path).toContain(`aria-current="page">${current}</a>`);
      expect(headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });

  it("escapes what users and requests bring: names, metadata, searches, routes", async () => {
    const em = createEmulator();
    const hostile = `<img src=x onerror="alert(1)">'"&`;
    const { user_id, access_token } = await signUp(em, "hostile@example.com");
    const patched = await send(em, "PATCH", "/users/me", clientHeaders(em, access_token), { display_name: hostile, client_metadata: { note: hostile } });
    expect(patched.status).toBe(200);
    await send(em, "GET", `/no-such/${encodeURIComponent(hostile)}?x=${encodeURIComponent(hostile)}`, { "x-stack-project-id": hostile });
    const pages = [`/emulator/users/${user_id}`, `/emulator/users?q=${encodeURIComponent(hostile)}`, "/emulator/users", `/emulator/requests?route=${encodeURIComponent(hostile)}`, "/emulator/requests"];
    const [newest] = ((await (await em.fetch(`${BASE}/emulator/api/requests`)).json()) as { items: { id: string }[] }).items;
    for (const path of [...pages, `/emulator/requests/${newest!.id}`]) {
      const { status, html } = await page(em, path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain("<img");
      expect(html, path).not.toMatch(/onerror="/);
    }
    expect((await page(em, `/emulator/users/${user_id}`)).html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&quot;&amp;");
  });

  it("Mail shows each email's code and link on their own, and filters by recipient", async () => {
    const em = createEmulator();
    await signUp(em, "mail-two@example.com");
    for (let i = 0; i < 2; i++) {
      const sent = await send(em, "POST", "/auth/otp/send-sign-in-code", clientHeaders(em), { email: "mail-one@example.com", callback_url: "http://localhost:3000/handler/magic-link-callback" });
      expect(sent.status).toBe(200);
    }
    const otpMail = em.outbox.latest({ to: "mail-one@example.com" })!;
    expect(otpMail.otp).toMatch(/^[0-9A-Z]{6}$/);
    const { html } = await page(em, "/emulator?to=mail-one@example.com");
    expect(html).toContain(`<dt>One-time code</dt><dd><code class="value">${otpMail.otp}</code></dd>`);
    expect(html).toContain(`<dt>Code</dt><dd><code class="value">${otpMail.code}</code></dd>`);
    expect(html).toContain(`<a href="${otpMail.links[0]}">`);
    expect(mainText(html)).toContain("2 email(s) to mail-one@example.com");
    expect(html).not.toContain("mail-two@example.com");
    expect(mainText((await page(em, "/emulator?to=")).html)).toContain("3 email(s);");
  });

  it("Requests lists the log with its filters, and a request opens to its masked bodies", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "req@example.com");
    await send(em, "GET", "/users/me", clientHeaders(em));
    const list = await page(em, "/emulator/requests?status=error");
    expect(mainText(list.html)).toContain("1 request(s) match");
    expect(list.html).toContain("CANNOT_GET_OWN_USER_WITHOUT_USER");
    expect(list.html).not.toContain("/api/v1/auth/password/sign-up");
    expect(list.html).toContain('name="status" value="error"');
    const all = await page(em, "/emulator/requests");
    const href = /href="(\/emulator\/requests\/[^"]+)">\/api\/v1\/auth\/password\/sign-up</.exec(all.html)![1]!;
    const detail = await page(em, href);
    expect(detail.status).toBe(200);
    expect(mainText(detail.html)).toContain("POST /api/v1/auth/password/sign-up");
    expect(detail.html).toContain("req@example.com");
    expect(detail.html).toContain("&quot;password&quot;: &quot;[masked]&quot;");
    expect(detail.html).not.toContain(access_token);
    expect((await page(em, "/emulator/requests/no-such-id")).status).toBe(404);
  });

  it("Users lists a project's users in pages, searches them with the index, and picks a project", async () => {
    const em = createEmulator();
    for (let i = 0; i < 55; i++) await signUp(em, `user-${String(i).padStart(2, "0")}@example.com`);
    const first = await page(em, "/emulator/users");
    expect(mainText(first.html)).toContain("55 user(s) in Default Project");
    expect(first.html.match(/<tr>\s*<td><a href="\/emulator\/users\//g)).toHaveLength(50);
    expect(first.html).toContain("user-00@example.com");
    expect(first.html).not.toContain("user-50@example.com");
    const next = /href="(\/emulator\/users\?[^"]+)" rel="next"/.exec(first.html)![1]!.replaceAll("&amp;", "&");
    const second = await page(em, next);
    expect(second.html.match(/<tr>\s*<td><a href="\/emulator\/users\//g)).toHaveLength(5);
    expect(second.html).toContain("user-54@example.com");
    expect(second.html).not.toContain('rel="next"');
    expect(second.html).toContain("First page");
    const search = await page(em, "/emulator/users?q=USER-4");
    expect(search.html.match(/<tr>\s*<td><a href="\/emulator\/users\//g)).toHaveLength(10);
    const other = em.createProject({ displayName: "Empty <Project>" });
    const empty = await page(em, `/emulator/users?project=${other.id}`);
    expect(mainText(empty.html)).toContain("0 user(s) in Empty &lt;Project&gt;");
    expect(empty.html).toContain(`<option value="${other.id}" selected>`);
    expect((await page(em, "/emulator/users?project=nope")).status).toBe(404);
  });

  it("a user's page shows the profile, contact channels and sessions; a session is revoked by its form", async () => {
    const em = createEmulator();
    const { user_id, refresh_token } = await signUp(em, "who@example.com");
    const other = await send(em, "POST", "/auth/password/sign-in", clientHeaders(em), { email: "who@example.com", password: "Correct-Horse-9" });
    expect(other.status).toBe(200);
    const user = await page(em, `/emulator/users/${user_id}`);
    const text = mainText(user.html);
    expect(text).toContain("who@example.com");
    expect(text).toMatch(/Password yes/);
    const forms = [...user.html.matchAll(/<form method="post" action="([^"]+)">/g)].map((m) => m[1]!);
    expect(forms).toHaveLength(2);
    // Another site's form is refused; the console's own form is taken.
    const crossSite = await em.fetch(`${BASE}${forms[0]}`, { method: "POST", headers: { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(crossSite.status).toBe(403);
    const fetchedCrossSite = await em.fetch(`${BASE}${forms[0]}`, { method: "POST", headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchedCrossSite.status).toBe(403);
    const revoked = await em.fetch(`${BASE}${forms[0]}`, { method: "POST", headers: { origin: BASE, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" }, body: "", redirect: "manual" });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get("location")).toBe(`/emulator/users/${user_id}?notice=revoked`);
    const after = await page(em, revoked.headers.get("location")!);
    expect(mainText(after.html)).toContain("Session revoked.");
    expect([...after.html.matchAll(/<form method="post"/g)]).toHaveLength(1);
    // The revoked session no longer refreshes; the other still does.
    const refreshes = await Promise.all([refresh_token, ((await other.json()) as { refresh_token: string }).refresh_token].map(async (token) =>
      (await send(em, "POST", "/auth/sessions/current/refresh", { ...clientHeaders(em), "x-stack-refresh-token": token }, {})).status));
    expect(refreshes.sort()).toEqual([200, 401]);
    expect((await em.fetch(`${BASE}${forms[0]}`, { method: "POST" })).status).toBe(404);
    expect((await page(em, "/emulator/users/00000000-0000-4000-8000-000000000abc")).status).toBe(404);
  });
});
