/**
 * Links the emulator sends and shows are `http:` or `https:` only: a callback URL with
 * another scheme is not trusted, even when it parses with a local host name
 * (`javascript://localhost/%0a...`); and the emulator's own pages forbid script with a
 * Content-Security-Policy (the console allows its own files only). The console's Mail page
 * shows any other link as text (test/browser/console-mail.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
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

describe("the emulator's pages", () => {
  it("forbid script with a Content-Security-Policy, except the console's own files (no inline script, no eval)", async () => {
    const em = createEmulator();
    for (const path of ["/emulator/oauth/github/authorize?state=x", "/health", "/no-such-page", "/emulator/api/emails"]) {
      const res = await em.fetch(`http://localhost:8102${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).not.toMatch(/script-src|unsafe-eval/);
      expect(await res.text(), path).not.toMatch(/<script/i);
    }
    const console = await em.fetch("http://localhost:8102/emulator");
    const csp = console.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
