/**
 * The demo's one app instance: the emulator's default project (no keys to configure),
 * tokens in cookies, redirects through the window. `start.mjs` tells the page where the
 * emulator listens (`window.__GATEHOUSE_DEMO__`).
 */
import { ClientApp } from "gatehouse";

declare global {
  interface Window {
    __GATEHOUSE_DEMO__?: { emulatorUrl: string };
  }
}

export const emulatorUrl = window.__GATEHOUSE_DEMO__?.emulatorUrl ?? "http://127.0.0.1:8102";

export const app = new ClientApp({
  baseUrl: emulatorUrl,
  tokenStore: "cookie",
  redirectMethod: "window",
  urls: { afterSignUp: "/welcome" },
});
