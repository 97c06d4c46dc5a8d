// The outside app of issue 12, from the README alone: a Vite + React + TypeScript app
// (test/package/fixtures/outside-app, shaped like Vite's react-ts template) whose App.tsx
// is README.md's React Router snippet as written, configured with the values the
// emulator's banner prints, built with `tsc -b && vite build` against the packed tarball,
// and served by a node:http server whose ServerApp is the banner's server block, pasted.
// The emulator is the tarball's bin on a free loopback port. Chromium signs up, edits
// account settings and signs out; the server names the browser's user from its cookies;
// the page logs no console error.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../browser/chromium";
import { bannerBlock } from "./support/banner-block";
import { cleanEnv, runAsync } from "./support/commands";
import { snippetsOf, undeclaredNames } from "./support/snippets";
import { ROOT } from "./support/tarball";

const consumer = inject("packedConsumer");
const app = join(consumer.dir, "outside-app");
const bin = (name: string) => join(consumer.dir, "node_modules", ...name.split("/"));
const PASSWORD = "correct horse battery staple";

const processes: ChildProcess[] = [];
let browser: Browser | undefined;
let appUrl: string;
let build: { tsc: string; vite: string };

/** Starts `node args` in `cwd` and resolves with its stdout once `ready` matches it. */
function start(args: string[], cwd: string, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, args, { cwd, env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] });
  processes.push(child);
  let out = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve(out);
    });
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`node ${args.join(" ")} exited (${code}) before it was ready:\n${out}`)));
  });
}

/** The string value of `name: "..."` in a block the banner printed. */
function optionOf(block: string, name: string): string {
  const value = new RegExp(`^\\s*${name}: (".*"),$`, "m").exec(block)?.[1];
  if (!value) throw new Error(`The banner's browser block has no ${name}:\n${block}`);
  return JSON.parse(value) as string;
}

async function step(name: string, command: string[], cwd: string): Promise<string> {
  const ran = await runAsync(process.execPath, command, cwd);
  if (ran.status !== 0) throw new Error(`${name} failed:\n${ran.output}`);
  return ran.output;
}

beforeAll(async () => {
  cpSync(join(ROOT, "test", "package", "fixtures", "outside-app"), app, { recursive: true });

  // The emulator, from the tarball's bin, on a free port; its banner is the app's config.
  const banner = await start([bin("gatehouse/dist/bin/gatehouse.js"), "emulator", "--port", "0"], consumer.dir, /^State: /m);
  const browserBlock = bannerBlock(banner, "// Browser");
  const serverBlock = bannerBlock(banner, "// Node server");
  if (!browserBlock || !serverBlock) throw new Error(`The banner has no browser or server block:\n${banner}`);
  const values = ["baseUrl", "projectId", "publishableClientKey"].map((name) => `export const ${name} = ${JSON.stringify(optionOf(browserBlock, name))};`);
  writeFileSync(join(app, "src", "config.ts"), `${values.join("\n")}\n`);
  writeFileSync(join(app, "gatehouse-server.mjs"), `${serverBlock}\n`);

  // App.tsx: the README's routing snippet as written, but for the values a reader pastes from
  // the banner (its placeholders), which come from config.ts.
  const routing = snippetsOf(readFileSync(join(ROOT, "README.md"), "utf8")).find((s) => s.code.includes("redirectMethod: { useNavigate }"));
  if (!routing) throw new Error("README.md has no React Router snippet");
  let code = routing.code;
  for (const [name, pattern] of [["baseUrl", /baseUrl: "[^"]*"/], ["projectId", /projectId: "[^"]*"/], ["publishableClientKey", /publishableClientKey: "[^"]*"/]] as const) {
    if (!pattern.test(code)) throw new Error(`README.md's React Router snippet sets no ${name}: "..."`);
    code = code.replace(pattern, name);
  }
  if (undeclaredNames(code, routing.lang).some((name) => !["baseUrl", "projectId", "publishableClientKey"].includes(name) && !["window", "location", "console"].includes(name))) {
    throw new Error(`README.md's React Router snippet uses names it does not define: ${undeclaredNames(code, routing.lang).join(", ")}`);
  }
  writeFileSync(join(app, "src", "App.tsx"), `import { baseUrl, projectId, publishableClientKey } from "./config.ts";\n${code}`);

  // The template's build script: tsc -b && vite build.
  build = {
    tsc: await step("tsc -b", [bin("typescript/bin/tsc"), "-b"], app),
    vite: await step("vite build", [bin("vite/bin/vite.js"), "build"], app),
  };

  const served = await start(["server.mjs"], app, /listening on (http:\S+)/);
  appUrl = /listening on (http:\S+)/.exec(served)![1]!;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const child of processes) child.kill();
});

/** A fresh browser session that records console errors and uncaught page errors. */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser!.newContext({ baseURL: appUrl });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return { page, errors };
}

/** What the app's node:http server knows of the browser's user (sent with the page's cookies). */
const serverSees = (page: Page) => page.evaluate(async () => (await fetch("/api/me")).json() as Promise<{ email: string | null; displayName: string | null }>);

describe("an outside Vite + React + TypeScript app on the packed tarball", () => {
  it("builds with tsc -b && vite build", () => {
    expect(build.tsc).toBe("");
    expect(build.vite).toMatch(/built in/);
    // No word about gatehouse's modules (their "use client" directives are for React Server Components).
    expect(build.vite).not.toMatch(/node_modules\/gatehouse|Module level directives/);
  });

  it("signs up, edits account settings and signs out in Chromium; the server reads the user from the cookies", async () => {
    const { page, errors } = await openPage();
    const email = `outside-${Date.now().toString(36)}@example.com`;

    await page.goto("/");
    await page.getByRole("link", { name: "sign up" }).click();
    await page.getByRole("tab", { name: "Email & password" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByText(`Signed in as ${email}.`).waitFor();
    expect(await serverSees(page)).toEqual({ email, displayName: null });

    await page.getByRole("link", { name: "Account settings" }).click();
    await page.getByRole("textbox", { name: "Display name" }).fill("Ada Lovelace");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    expect(await serverSees(page)).toEqual({ email, displayName: "Ada Lovelace" });

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await serverSees(page)).toEqual({ email: null, displayName: null });

    // Signed out, useUser({ or: "redirect" }) sends the visitor to sign-in through the router.
    // (Waiting for the heading, not for a "load": the redirect may come before /private's own
    // load event, which Playwright then reports as an aborted navigation.)
    await page.goto("/private", { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/handler/sign-in");

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("gives UserButton's trigger the font of its menu, not the unstyled page's", async () => {
    const { page, errors } = await openPage();
    await page.goto("/");
    const trigger = page.getByRole("button", { name: /Account menu/ });
    await trigger.waitFor();
    const fontOf = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
    const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const triggerFont = await trigger.evaluate((el) => getComputedStyle(el).fontFamily);
    await trigger.click();
    const menuFont = await fontOf("[role=menu]");
    expect(triggerFont).toBe(menuFont);
    expect(triggerFont).not.toBe(pageFont);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
