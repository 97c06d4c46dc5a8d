import { test } from "vitest";
import { startConformanceEnv } from "./env";
test("debug", async () => {
  const env = await startConformanceEnv();
  const orig = globalThis.fetch;
  globalThis.fetch = (async (i: any, init?: any) => { const r = await orig(i, init); console.log(init?.method ?? "GET", String(i), JSON.stringify(init?.headers), r.status, (await r.clone().text()).slice(0, 1500)); return r; }) as any;
  const p = env.newProject();
  try { await env.adminApp(p).getProject(); } catch (e) { console.log(String(e)); }
  globalThis.fetch = orig;
  await env.stop();
});
