/**
 * A ServerApp (or AdminApp) made in a browser puts its secret key in the page: the SDK says
 * so once, unless the page is served by the very service it talks to on this machine (the
 * emulator's own console, whose keys are the local emulator's and meant to be there).
 */
import { expect, it, vi } from "vitest";
import { catchWarnings, freshOptions, type OptionsModule } from "./options-warnings";

/** A fresh copy of the module (the warning is once per module instance), in a page at `pageUrl`. */
function inPage(pageUrl: string): Promise<OptionsModule> {
  vi.stubGlobal("window", {});
  vi.stubGlobal("document", {});
  vi.stubGlobal("location", new URL(pageUrl));
  return freshOptions();
}

const warnings = catchWarnings("a ServerApp was created in a browser");
const warned = () => warnings.printed().length > 0;
const keys = { projectId: "p", publishableClientKey: "pck_x", secretServerKey: "ssk_x", tokenStore: "memory" as const };

it("warns in an app's page, on another port of this machine or elsewhere", async () => {
  (await inPage("http://localhost:5173/admin")).resolveServerOptions({ ...keys, baseUrl: "http://127.0.0.1:8102" });
  expect(warned()).toBe(true);
  warnings.clear();
  (await inPage("https://app.example/admin")).resolveServerOptions({ ...keys, baseUrl: "https://app.example" });
  expect(warned()).toBe(true);
});

it("stays quiet in a page the local service serves itself (the emulator's console)", async () => {
  (await inPage("http://127.0.0.1:8102/emulator/users")).resolveServerOptions({ ...keys, baseUrl: "http://127.0.0.1:8102" }, "admin");
  expect(warned()).toBe(false);
});
