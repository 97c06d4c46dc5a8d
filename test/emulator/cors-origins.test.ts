/**
 * Which web pages may use the emulator's API (`/api/v1`): pages on this machine (origins on
 * localhost, *.localhost, 127.0.0.0/8, [::1], any port) and the origins allowed with
 * `--allow-origin` / `allowOrigins`. Any other page is refused before anything runs, its
 * preflight included, with a text that names the flag; a request naming no origin (a
 * server, a test) is answered as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import { main } from "../../src/emulator/cli";
import { clientHeaders, send, signUp } from "./default-project";

const LOOPBACK = ["http://localhost:3000", "http://localhost", "https://app.localhost:8443", "http://127.0.0.1:5173", "http://127.5.6.7:1", "http://[::1]:3000"];
const FOREIGN = ["https://evil.example", "http://localhost.evil.example", "http://127.0.0.1.evil.example:3000", "null", "http://192.168.1.20:3000", "file://"];

describe("the API's allowed origins", () => {
  it("answers pages on this machine, naming their origin", async () => {
    const em = createEmulator();
    for (const origin of LOOPBACK) {
      const preflight = await em.fetch("http://127.0.0.1:8102/api/v1/users/me", { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET" } });
      expect(preflight.status, origin).toBe(200);
      expect(preflight.headers.get("access-control-allow-origin"), origin).toBe(origin);
      expect(preflight.headers.get("vary"), origin).toContain("origin");
      const res = await send(em, "GET", "/projects/current", { ...clientHeaders(em), origin });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get("access-control-allow-origin"), origin).toBe(origin);
    }
  });

  it("refuses any other page, preflight and request, before anything runs, naming --allow-origin", async () => {
    const em = createEmulator();
    for (const origin of FOREIGN) {
      const preflight = await em.fetch("http://127.0.0.1:8102/api/v1/users", { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET" } });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(await preflight.text(), origin).toContain(`--allow-origin ${origin}`);
      // A simple request (no preflight) from such a page changes nothing either.
      const res = await em.fetch("http://127.0.0.1:8102/api/v1/auth/password/sign-up", {
        method: "POST",
        headers: { ...clientHeaders(em), origin, "content-type": "application/json" },
        body: JSON.stringify({ email: "cors@example.com", password: "Correct-Horse-9", verification_callback_url: "http://localhost:3000/cb" }),
      });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
    expect(em.getState().users).toEqual({});
  });

  it("answers a request naming no origin (servers, tests) without CORS permission", async () => {
    const em = createEmulator();
    await signUp(em, "no-origin@example.com");
    const res = await send(em, "GET", "/projects/current", clientHeaders(em));
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows the origins given in createEmulator({ allowOrigins }), and refuses a value that is not an origin", async () => {
    const em = createEmulator({ allowOrigins: ["https://app.example:3000/"] });
    const ok = await send(em, "GET", "/projects/current", { ...clientHeaders(em), origin: "https://app.example:3000" });
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://app.example:3000");
    expect((await send(em, "GET", "/projects/current", { ...clientHeaders(em), origin: "https://app.example:3001" })).status).toBe(403);
    expect(() => createEmulator({ allowOrigins: ["https://app.example/path"] })).toThrow(TypeError);
    expect(() => createEmulator({ allowOrigins: ["javascript:alert(1)"] })).toThrow(TypeError);
  });
});

describe("gatehouse emulator --allow-origin", () => {
  let stop: () => Promise<void>;
  let url: string;
  const out: string[] = [];
  beforeAll(async () => {
    const result = await main(["emulator", "--port", "0", "--allow-origin", "https://app.example:3000", "--allow-origin=http://192.168.1.20:5173"], { out: (line) => out.push(line), err: () => {}, handleSignals: false });
    if (!("stop" in result)) throw new Error(`the bin did not start: ${result.exitCode}`);
    ({ stop, url } = result);
  });
  afterAll(() => stop());

  it("allows each origin given, over HTTP, and the banner says which pages may use the API", async () => {
    for (const origin of ["https://app.example:3000", "http://192.168.1.20:5173", "http://localhost:3000"]) {
      const res = await fetch(`${url}/api/v1/users/me`, { method: "OPTIONS", headers: { origin } });
      expect(res.headers.get("access-control-allow-origin"), origin).toBe(origin);
      await res.arrayBuffer();
    }
    const refused = await fetch(`${url}/api/v1/users/me`, { method: "OPTIONS", headers: { origin: "https://evil.example" } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("--allow-origin https://evil.example");
    const banner = out.join("\n");
    expect(banner).toMatch(/Web pages allowed to use the API: those on this machine \(localhost, \*\.localhost, 127\.0\.0\.0\/8, \[::1\], any port\) and https:\/\/app\.example:3000, http:\/\/192\.168\.1\.20:5173/);
  });

  it("refuses a value that is not an origin", async () => {
    const err: string[] = [];
    const result = await main(["emulator", "--allow-origin", "app.example"], { out: () => {}, err: (line) => err.push(line), handleSignals: false });
    expect(result.exitCode).toBe(2);
    expect(err[0]).toContain("Invalid origin for --allow-origin: app.example");
  });
});

describe("the default banner", () => {
  it("says only pages on this machine may use the API, and how to add others", async () => {
    const out: string[] = [];
    const result = await main(["emulator", "--port", "0"], { out: (line) => out.push(line), err: () => {}, handleSignals: false });
    if (!("stop" in result)) throw new Error("the bin did not start");
    await result.stop();
    expect(out.join("\n")).toContain("add others with --allow-origin ORIGIN");
  });
});
