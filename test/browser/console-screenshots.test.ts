/**
 * Screenshots of the emulator's console pages (Mail, Requests, Users, a user), light and
 * dark, compared with the committed images in screenshots/. An emulator of its own, with a
 * frozen clock and fixed names, holds the same data on every run; what still differs (ids,
 * codes, wall-clock times, durations) is masked.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import type { Mode } from "./axe";
import { useBrowser } from "./harness";
import { expectScreenshot, FIXED_NOW, screenshotContext, settle, useTestFont } from "./screenshot";

const PEOPLE = [["Ada Lovelace", "ada@example.com"], ["Charles Babbage", "charles@example.com"], ["Mary Somerville", "mary@example.com"]] as const;

/** The console's data: three users, one of them with two sessions and a sign-in email; a failed request. */
async function populate(em: Emulator, url: string): Promise<string> {
  const p = em.defaultProject;
  const server = { "x-stack-project-id": p.id, "x-stack-access-type": "server", "x-stack-secret-server-key": p.secretServerKey, "content-type": "application/json" };
  const client = { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey, "content-type": "application/json" };
  let first = "";
  for (const [name, email] of PEOPLE) {
    const res = await fetch(`${url}/api/v1/users`, { method: "POST", headers: server, body: JSON.stringify({ display_name: name, primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: "Correct-Horse-9" }) });
    expect(res.status).toBe(201);
    first ||= ((await res.json()) as { id: string }).id;
  }
  for (let i = 0; i < 2; i++) {
    const signIn = await fetch(`${url}/api/v1/auth/password/sign-in`, { method: "POST", headers: client, body: JSON.stringify({ email: "ada@example.com", password: "Correct-Horse-9" }) });
    expect(signIn.status).toBe(200);
  }
  const otp = await fetch(`${url}/api/v1/auth/otp/send-sign-in-code`, { method: "POST", headers: client, body: JSON.stringify({ email: "ada@example.com", callback_url: "http://localhost:3000/handler/magic-link-callback" }) });
  expect(otp.status).toBe(200);
  expect((await fetch(`${url}/api/v1/users/me`, { headers: client })).status).toBe(400);
  return first;
}

describe("console screenshots", () => {
  const b = useBrowser();
  let em: Emulator;
  let url: string;
  let adaId: string;
  beforeAll(async () => {
    em = createEmulator({ now: FIXED_NOW.getTime() });
    ({ url } = await em.listen(0));
    adaId = await populate(em, url);
  });
  afterAll(() => em?.close());

  const shots = [
    { name: "mail", path: () => "/emulator?to=ada@example.com", heading: "Inbox" },
    { name: "requests", path: () => "/emulator/requests", heading: "Requests" },
    { name: "users", path: () => "/emulator/users", heading: "Users" },
    { name: "user", path: () => `/emulator/users/${adaId}`, heading: "Ada Lovelace" },
  ];
  for (const mode of ["light", "dark"] as Mode[]) {
    describe(mode, () => {
      let shot: { context: BrowserContext; page: Page };
      beforeAll(async () => {
        shot = await screenshotContext(b.browser, { bypassCSP: true });
        await shot.page.emulateMedia({ colorScheme: mode });
      });
      afterAll(async () => {
        await shot?.context.close();
      });
      for (const { name, path, heading } of shots) {
        it(name, async () => {
          const { page } = shot;
          await page.goto(`${url}${path()}`);
          await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
          await useTestFont(page);
          await page.addStyleTag({ content: 'body,input,button,select{font-family:"Noto Sans JP Variable"}' });
          // A mail's codes are random, and a line of text wraps where their letters' widths
          // take it: written as zeros of the same length, the page has one layout every run
          // (the codes are masked in the picture either way).
          await page.evaluate(() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.parentElement?.closest(".mail")) continue;
              node.textContent = (node.textContent ?? "")
                .replace(/(code=)([\w-]+)/g, (_, name: string, value: string) => name + "0".repeat(value.length))
                .replace(/\b[A-Z0-9]{6}\b/g, "000000");
            }
          });
          await settle(page);
          await expectScreenshot(page.locator("body"), `console-${name}-${mode}`, { mask: [page.locator("code, time, td.duration, .mail h2, .mail dd a")] });
        });
      }
    });
  }
});
