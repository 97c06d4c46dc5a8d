/**
 * Screenshots of the console's Projects, Mail, Requests and Time pages, light and dark,
 * compared with the committed images in screenshots/. Each screenshot has an emulator of
 * its own, with a frozen clock and fixed names, filled the same way: what it shows (the
 * request log's counts above all) does not depend on which tests ran before it, so a
 * screenshot run alone (`-t`) matches too. What still differs (codes, links, wall-clock
 * times, durations, the port in the base URL) is masked.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import type { Mode } from "./axe";
import type { ConsoleWorld } from "./console-world";
import { useBrowser } from "./harness";
import { expectScreenshot, FIXED_NOW, screenshotContext, settle, useTestFont } from "./screenshot";

const PEOPLE = [["Ada Lovelace", "ada@example.com"], ["Charles Babbage", "charles@example.com"], ["Mary Somerville", "mary@example.com"]] as const;

/** The console's data: three users, one with two sign-ins and a sign-in email; a failed request. */
async function populate({ em, url }: ConsoleWorld): Promise<void> {
  const p = em.defaultProject;
  const server = { "x-stack-project-id": p.id, "x-stack-access-type": "server", "x-stack-secret-server-key": p.secretServerKey, "content-type": "application/json" };
  const client = { "x-stack-project-id": p.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": p.publishableClientKey, "content-type": "application/json" };
  for (const [name, email] of PEOPLE) {
    const res = await fetch(`${url}/api/v1/users`, { method: "POST", headers: server, body: JSON.stringify({ display_name: name, primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password: "Correct-Horse-9" }) });
    expect(res.status).toBe(201);
  }
  for (let i = 0; i < 2; i++) {
    const signIn = await fetch(`${url}/api/v1/auth/password/sign-in`, { method: "POST", headers: client, body: JSON.stringify({ email: "ada@example.com", password: "Correct-Horse-9" }) });
    expect(signIn.status).toBe(200);
  }
  const otp = await fetch(`${url}/api/v1/auth/otp/send-sign-in-code`, { method: "POST", headers: client, body: JSON.stringify({ email: "ada@example.com", callback_url: "http://localhost:3000/handler/magic-link-callback" }) });
  expect(otp.status).toBe(200);
  expect((await fetch(`${url}/api/v1/users/me`, { headers: client })).status).toBe(400);
}

/** A fresh emulator serving the console, filled by {@link populate}, for one screenshot. */
async function withWorld(run: (world: ConsoleWorld) => Promise<void>): Promise<void> {
  const em = createEmulator({ now: FIXED_NOW.getTime(), consoleDir: inject("consoleDir") });
  try {
    const { url } = await em.listen(0);
    const world = { em, url };
    await populate(world);
    await run(world);
  } finally {
    await em.close();
  }
}

describe("console screenshots", () => {
  const b = useBrowser();

  const shots = [
    { name: "projects", path: "/emulator/projects", heading: "Projects" },
    { name: "mail", path: "/emulator/mail?to=ada@example.com", heading: "Mail" },
    { name: "requests", path: "/emulator/requests", heading: "Requests" },
    { name: "time", path: "/emulator/time", heading: "Time" },
  ];
  for (const mode of ["light", "dark"] as Mode[]) {
    describe(mode, () => {
      for (const { name, path, heading } of shots) {
        it(name, () => withWorld(async (world) => {
          // The fonts come from the test, which the console's policy would refuse: the picture is of the layout.
          const shot: { context: BrowserContext; page: Page } = await screenshotContext(b.browser, { bypassCSP: true });
          try {
            const { page, context } = shot;
            await context.addInitScript((theme) => window.localStorage.setItem("gatehouse-console-theme", theme), mode);
            if (name === "requests") {
              // One call of the console's own (the Projects page reads the project), hidden by the Requests page and counted.
              await page.goto(`${world.url}/emulator/projects`);
              await page.getByRole("checkbox", { name: "Password" }).waitFor();
            }
            await page.goto(`${world.url}${path}`);
            await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
            await page.locator("main .gc-section, main table").first().waitFor();
            if (name === "requests") {
              await page.getByRole("row").nth(7).waitFor();
              await page.getByRole("status").filter({ hasText: "1 request of the console's own hidden" }).waitFor();
            }
            expect(await page.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe(String(mode === "dark"));
            await useTestFont(page);
            await page.addStyleTag({ content: 'body,input,button,select{font-family:"Noto Sans JP Variable"}' });
            // A mail's codes are random, and a line wraps where their letters' widths take it:
            // written as zeros of the same length, the page has one layout every run (the
            // codes are masked in the picture either way).
            await page.evaluate(() => {
              const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (!node.parentElement?.closest(".gc-mail")) continue;
                node.textContent = (node.textContent ?? "")
                  .replace(/(code=)([\w-]+)/g, (_, label: string, value: string) => label + "0".repeat(value.length))
                  .replace(/\b[a-z0-9]{45}\b/g, "0".repeat(45))
                  .replace(/\b[A-Z0-9]{6}\b/g, "000000");
              }
            });
            await settle(page);
            await expectScreenshot(page.locator("body"), `console-${name}-${mode}`, { mask: [page.locator(".gc-mail code, .gc-mail h2, .gc-mail dd a, main table time, .gc-duration, .gc-fields dd:last-of-type code")] });
          } finally {
            await shot.context.close();
          }
        }));
      }
    });
  }
});
