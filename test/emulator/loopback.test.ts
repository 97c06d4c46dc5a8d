/**
 * Loopback means loopback: the service's CORS only on its API, none on the emulator's own
 * pages and APIs (so no web page can read the outbox), requests for foreign host names
 * refused (DNS rebinding), the emulator's own pages answering this machine only, and a
 * warning when the emulator is bound to a public interface.
 */
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { main } from "../../src/emulator/cli";
import { clientHeaders, send, signUp } from "./default-project";

/** A raw HTTP request with a chosen Host header (fetch does not let a caller set it). */
function rawGet(url: string, path: string, host: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    // Host and port apart from the path: a request target need not start with `/` (`*`).
    const req = httpRequest({ hostname, port, path, method: "GET", headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("CORS", () => {
  it("is on the service API and nowhere else: not on the outbox, the inbox page, the mock provider or /health", async () => {
    const em = createEmulator();
    await signUp(em, "cors@example.com");
    const api = await send(em, "GET", "/projects/current", { ...clientHeaders(em), origin: "http://localhost:3000" });
    expect(api.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const preflight = await em.fetch("http://localhost:8102/api/v1/users/me", { method: "OPTIONS", headers: { origin: "http://localhost:3000" } });
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-stack-access-token");
    for (const path of ["/emulator/api/emails", "/emulator/api/emails?to=cors@example.com", "/emulator", "/emulator/oauth/github/authorize?state=x", "/health"]) {
      const res = await em.fetch(`http://localhost:8102${path}`, { headers: { origin: "http://localhost:3000" } });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
      await res.arrayBuffer();
    }
    const outboxPreflight = await em.fetch("http://localhost:8102/emulator/api/emails", { method: "OPTIONS", headers: { origin: "http://localhost:3000" } });
    expect(outboxPreflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("host names", () => {
  let em: Emulator;
  let url: string;
  beforeAll(async () => {
    em = createEmulator();
    ({ url } = await em.listen(0, "127.0.0.1", { allowedHosts: ["dev.example.test"] }));
  });
  afterAll(() => em.close());

  it("answers loopback names, the listening address and allowed names", async () => {
    const port = new URL(url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `app.localhost:${port}`, `dev.example.test:${port}`, "LOCALHOST"]) {
      expect((await rawGet(url, "/health", host)).status, host).toBe(200);
    }
  });

  it("refuses any other Host with 403, before reading the outbox (DNS rebinding)", async () => {
    await signUp(em, "rebind@example.com");
    const res = await rawGet(url, "/emulator/api/emails", "attacker.example:8102");
    expect(res.status).toBe(403);
    expect(res.body).toContain("--allowed-host attacker.example");
    expect(res.body).not.toContain("rebind@example.com");
    expect((await rawGet(url, "/api/v1/projects/current", "192.168.1.7")).status).toBe(403);
  });
});

/** An IPv4 address of this machine that is not loopback (a peer on the network would come from one). */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces()).flat().find((a) => a !== undefined && a.family === "IPv4" && !a.internal)?.address;
  if (address === undefined) throw new Error("This test needs a network interface with a non-loopback IPv4 address (a peer's requests come from one).");
  return address;
}

describe("the emulator's own pages", () => {
  it("answer only peers on this machine, even on a public interface and whatever Host a request names", async () => {
    const em = createEmulator();
    const { port } = await em.listen(0, "0.0.0.0");
    try {
      await signUp(em, "lan@example.com");
      const outside = `http://${outsideAddress()}:${port}`;
      const consolePaths = ["/emulator/requests", "/emulator/api/requests", "/emulator/api/requests?route=sign-up", "/emulator/users", "/emulator/mail?to=lan@example.com", "/emulator/assets/index.js", "/emulator/api/projects", "/emulator/api/clock", "/emulator/api/clock/advance", "/emulator/api/events"];
      for (const path of ["/emulator/api/emails", "/emulator/api/emails?to=lan@example.com", "/emulator", "/emulator/", "/emulator/oauth/github/authorize?state=x", "/api/v1/../../emulator/api/emails", ...consolePaths]) {
        const res = await rawGet(outside, path, `localhost:${port}`);
        expect(res.status, path).toBe(403);
        expect(res.body, path).toContain("only requests from this machine");
        expect(res.body, path).not.toContain("lan@example.com");
      }
      // The service API and the health check still answer the network (the bin warns that they do).
      expect((await rawGet(outside, "/health", `localhost:${port}`)).status).toBe(200);
      expect((await rawGet(outside, "/api/v1/projects/current", `localhost:${port}`)).status).toBeLessThan(500);
      // And the pages answer this machine.
      const local = await rawGet(`http://127.0.0.1:${port}`, "/emulator/api/emails?to=lan@example.com", `localhost:${port}`);
      expect(local.status).toBe(200);
      expect(local.body).toContain("lan@example.com");
      const log = await rawGet(`http://127.0.0.1:${port}`, "/emulator/api/requests?route=sign-up", `localhost:${port}`);
      expect(log.status).toBe(200);
      expect(log.body).toContain("/api/v1/auth/password/sign-up");
    } finally {
      await em.close();
    }
  });
});

describe("a Host header that is no host name", () => {
  it("is refused, so the path the router sees is the path the peer check saw", async () => {
    const em = createEmulator();
    const { port } = await em.listen(0, "0.0.0.0");
    try {
      const outside = `http://${outsideAddress()}:${port}`;
      // A request target `*` resolves against a Host that carries a path: the peer check read
      // `/*`, the router `/emulator/api/requests/*` (an /emulator route, answered to the network).
      for (const [target, host] of [["*", `localhost:${port}/emulator/api/requests/`], ["/health", `localhost:${port}/x`], ["/health", "localhost:1?x"], ["/health", "localhost#x"], ["/health", "user@localhost"], ["/health", "localhost:99999999"]]) {
        for (const base of [outside, `http://127.0.0.1:${port}`]) {
          const res = await rawGet(base, target, host);
          expect(res.status, `${base} ${target} ${host}`).toBe(400);
          expect(res.body).not.toContain("No request");
        }
      }
      expect((await rawGet(`http://127.0.0.1:${port}`, "/health", `localhost:${port}`)).status).toBe(200);
      expect((await rawGet(`http://127.0.0.1:${port}`, "/health", `[::1]:${port}`)).status).toBe(200);
    } finally {
      await em.close();
    }
  });
});

describe("the bin", () => {
  it("takes --allowed-host and warns that the keys are public when bound to a non-loopback interface", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const result = await main(["emulator", "--port", "0", "--host", "0.0.0.0", "--allowed-host", "box.example.test"], { out: (l) => out.push(l), err: (l) => err.push(l), handleSignals: false });
    if (!("url" in result)) throw new Error(`did not start: ${err.join("\n")}`);
    try {
      expect(err.join("\n")).toMatch(/not a loopback interface[\s\S]*keys printed below are public/);
      const port = new URL(result.url).port;
      expect((await rawGet(`http://127.0.0.1:${port}`, "/health", `box.example.test:${port}`)).status).toBe(200);
      expect((await rawGet(`http://127.0.0.1:${port}`, "/health", `other.example.test:${port}`)).status).toBe(403);
    } finally {
      await result.stop();
    }
    const quiet: string[] = [];
    const local = await main(["emulator", "--port", "0"], { out: () => {}, err: (l) => quiet.push(l), handleSignals: false });
    if (!("url" in local)) throw new Error("did not start");
    await local.stop();
    expect(quiet.join("\n")).not.toContain("public");
  });
});
