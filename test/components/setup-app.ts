/**
 * A real ClientApp on the emulator's in-process handler: components are tested against
 * the SDK's public API, with no network and no mocks.
 */
import { ClientApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";

export function testApp() {
  const emulator = createEmulator();
  const app = new ClientApp({ baseUrl: "http://emulator.test", fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" });
  return { app, emulator };
}

let counter = 0;
export const uniqueEmail = (label = "user") => `${label}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
