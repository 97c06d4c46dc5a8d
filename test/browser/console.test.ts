/**
 * The emulator's console (`/emulator`, a React app the emulator serves) in Chromium: its
 * shell (navigation with history, the project picker and the light/dark choice, both
 * remembered), its Content-Security-Policy holding with the app running, and axe finding
 * no violation on any of its pages, in light and in dark.
 */
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { cspViolations, sendSignInCode, setConsoleTheme, signUpUser, useConsoleEmulator } from "./console-world";
import { useBrowser } from "./harness";

describe("the console's shell", () => {
  const harness = useBrowser();
  const world = useConsoleEmulator();

  it("moves between its pages with history, and /emulator is the Mail page (the inbox's old address, ?to= kept)", async () => {
    const { page } = harness;
    const csp = cspViolations(page);
    await page.goto(`${world.url}/emulator?to=someone@example.com`);
    await page.getByRole("heading", { name: "Mail", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/emulator/mail?to=someone@example.com");
    expect(await page.getByLabel("Recipient").inputValue()).toBe("someone@example.com");
    const nav = page.getByRole("navigation", { name: "Console" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Projects", "Users", "Teams", "Mail", "Requests", "Time"]);
    for (const name of ["Projects", "Users", "Teams", "Requests", "Time"]) {
      await nav.getByRole("link", { name }).click();
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      expect(await nav.getByRole("link", { name }).getAttribute("aria-current")).toBe("page");
      // The shell sets the title in an effect, after the page it names has rendered.
      await expect.poll(() => page.title()).toBe(`${name} · Gatehouse emulator`);
    }
    await page.goBack();
    await page.getByRole("heading", { name: "Requests", level: 1 }).waitFor();
    await page.goto(`${world.url}/emulator/no-such-page`);
    await page.getByRole("heading", { name: "Page not found", level: 1 }).waitFor();
    expect(csp).toEqual([]);
  });

  it("remembers the picked project and the dark theme across visits", async () => {
    const { page } = harness;
    const other = world.em.createProject({ displayName: "Picked Project" });
    await page.goto(`${world.url}/emulator/projects`);
    const picker = page.getByRole("combobox", { name: "Project" });
    await picker.selectOption(other.id);
    await page.getByRole("heading", { name: "Picked Project", level: 2 }).waitFor();
    await setConsoleTheme(page, "dark");
    await page.reload();
    await page.getByRole("heading", { name: "Picked Project", level: 2 }).waitFor();
    expect(await picker.inputValue()).toBe(other.id);
    await expect.poll(() => page.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("has no axe violations on any of its pages, in light and in dark", async () => {
    const { page } = harness;
    await signUpUser(world, "axe@example.com");
    await sendSignInCode(world, "axe-code@example.com");
    const [request] = ((await (await fetch(`${world.url}/emulator/api/requests?route=sign-up`)).json()) as { items: { id: string }[] }).items;
    const pages = [
      ["Projects", "/emulator/projects"],
      ["Mail", "/emulator/mail"],
      ["Requests", "/emulator/requests"],
      ["Requests with the console's own", "/emulator/requests?console=shown"],
      ["a request", `/emulator/requests/${request!.id}`],
      ["Time", "/emulator/time"],
      ["a page not found", "/emulator/no-such-page"],
    ] as const;
    const found: string[] = [];
    for (const mode of ["light", "dark"] as const) {
      for (const [name, path] of pages) {
        await page.goto(`${world.url}${path}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await page.locator("main .gc-section, main p").first().waitFor();
        await setConsoleTheme(page, mode);
        // Details closed and open: the email's text is inside one.
        for (const summary of await page.locator("summary").all()) await summary.click();
        for (const v of await axeViolations(page)) found.push(`${name} (${mode}): ${v.rule} ${v.help} at ${v.targets.join(", ")}`);
      }
    }
    expect(found).toEqual([]);
  });
});
