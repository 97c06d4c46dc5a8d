/**
 * For the console's Users and Teams browser tests: data made through the emulator's API
 * (the default project's server and admin keys), and the console opened on a project.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { DEFAULT_PROJECT_ID, DEFAULT_SECRET_SERVER_KEY, DEFAULT_SUPER_SECRET_ADMIN_KEY } from "../../src/interface/wire/defaults";
import type { Mode } from "./axe";
import { setConsoleTheme } from "./console-world";
import { expectScreenshot, settle, useTestFont } from "./screenshot";

export type ApiKeys = { projectId: string; secretServerKey: string; superSecretAdminKey: string };

export const DEFAULT_KEYS: ApiKeys = { projectId: DEFAULT_PROJECT_ID, secretServerKey: DEFAULT_SECRET_SERVER_KEY, superSecretAdminKey: DEFAULT_SUPER_SECRET_ADMIN_KEY };

/** `method path` under `/api/v1` of `base` with the server (or admin) key; the answer's JSON. */
export async function api<T = unknown>(base: string, keys: ApiKeys, method: string, path: string, body?: unknown, tier: "server" | "admin" = "server"): Promise<T> {
  const headers: Record<string, string> = { "x-stack-project-id": keys.projectId, "x-stack-access-type": tier, "content-type": "application/json" };
  if (tier === "server") headers["x-stack-secret-server-key"] = keys.secretServerKey;
  else headers["x-stack-super-secret-admin-key"] = keys.superSecretAdminKey;
  const res = await fetch(`${base}/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

export function createUser(base: string, keys: ApiKeys, fields: { display_name?: string; primary_email?: string; password?: string }): Promise<{ id: string }> {
  return api(base, keys, "POST", "/users", { primary_email_verified: true, primary_email_auth_enabled: fields.primary_email !== undefined, ...fields });
}

/** Opens `/emulator/<path>` of `base` on the project picked in the picker, in `mode` (the console's own theme switch). */
export async function openConsole(page: Page, base: string, path: string, { projectId = DEFAULT_PROJECT_ID, mode = "light" as Mode } = {}): Promise<void> {
  await page.goto(`${base}/emulator/${path}`);
  const picker = page.getByRole("combobox", { name: "Project" });
  await picker.waitFor();
  if ((await picker.inputValue()) !== projectId) await picker.selectOption(projectId);
  await setConsoleTheme(page, mode);
}

/**
 * A screenshot of a console page (the body), compared with `screenshots/<name>.png`: the
 * test font, the project picked, the page settled. Ids and times are masked (`code`, `time`).
 */
export async function expectConsoleScreenshot(page: Page, base: string, path: string, heading: string, name: string): Promise<void> {
  await openConsole(page, base, path, { mode: (await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)) ? "dark" : "light" });
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  await useTestFont(page);
  await page.addStyleTag({ content: 'body,input,button,select,textarea{font-family:"Noto Sans JP Variable"}' });
  await settle(page);
  await expectScreenshot(page.locator("body"), name, { mask: [page.locator("code, time")] });
}
