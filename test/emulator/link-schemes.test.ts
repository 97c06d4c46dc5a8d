/**
 * Links the emulator sends and shows are `http:` or `https:` only: a callback URL with
 * another scheme is not trusted, even when it parses with a local host name
 * (`javascript://localhost/%0a...`); the inbox shows any other link as text; and the
 * emulator's own pages forbid script with a Content-Security-Policy.
 */
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import { renderInbox } from "../../src/emulator/mail/inbox-page";
import type { EmailRecord } from "../../src/emulator";
import { clientHeaders, errorCode, send, signUp } from "./default-project";

const HOSTILE = [
  "javascript://localhost/%0aalert(document.domain)",
  "javascript://127.0.0.1/%0afetch('/emulator/api/emails')",
  "data://localhost/text/html,<script>alert(1)</script>",
  "vbscript://localhost/%0amsgbox(1)",
  "ftp://localhost/x",
];

describe("callback URL schemes", () => {
  it("only http: and https: callback URLs are trusted, whatever host they name", async () => {
    const em = createEmulator();
    await signUp(em, "reset@example.com");
    em.outbox.clear();
    for (const callback_url of HOSTILE) {
      const res = await send(em, "POST", "/auth/otp/send-sign-in-code", clientHeaders(em), { email: "scheme@example.com", callback_url });
      expect(await errorCode(res), callback_url).toBe("REDIRECT_URL_NOT_WHITELISTED");
      const reset = await send(em, "POST", "/auth/password/send-reset-code", clientHeaders(em), { email: "reset@example.com", callback_url });
      expect(await errorCode(reset), callback_url).toBe("REDIRECT_URL_NOT_WHITELISTED");
    }
    expect(em.outbox.list()).toEqual([]);
    const ok = await send(em, "POST", "/auth/otp/send-sign-in-code", clientHeaders(em), { email: "scheme@example.com", callback_url: "http://localhost:3000/handler/magic-link-callback" });
    expect(ok.status).toBe(200);
  });
});

describe("the inbox", () => {
  it("makes only http: and https: links clickable", () => {
    const base: EmailRecord = { id: "e1", projectId: "p", to: "a@example.com", subject: "s", text: "t", html: "", sentAt: 0, links: [] };
    const html = renderInbox([{ ...base, links: [...HOSTILE, "https://app.example/handler?code=1"] }]);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main.match(/<a /g)).toHaveLength(2); // the JSON link and the one web link
    expect(html).toContain('<a href="https://app.example/handler?code=1">');
    for (const link of HOSTILE) expect(html).not.toContain(`href="${link.split(":")[0]}:`);
    expect(html).not.toMatch(/<script/i);
  });

  it("and the other emulator pages forbid script with a Content-Security-Policy", async () => {
    const em = createEmulator();
    for (const path of ["/emulator", "/emulator/oauth/github/authorize?state=x", "/health", "/no-such-page"]) {
      const res = await em.fetch(`http://localhost:8102${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).not.toMatch(/script-src|unsafe-eval/);
      expect(await res.text(), path).not.toMatch(/<script/i);
    }
  });
});
