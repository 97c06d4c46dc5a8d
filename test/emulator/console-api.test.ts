/**
 * The emulator's own JSON for its console (`/emulator/api/...`): the projects with their
 * keys (and creating one), the clock, the outbox's cap; the same-origin rule on every
 * change; and serving the built console: its page paths, its files, its
 * Content-Security-Policy and cache headers, and a page that says how to build it when there
 * is no build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { ServerApp } from "../../src/index";
import { clientHeaders, errorCode, send, signUp } from "./default-project";

const BASE = "http://localhost:8102";

function post(em: Emulator, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return em.fetch(`${BASE}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function getJson<T>(em: Emulator, path: string): Promise<T> {
  const res = await em.fetch(`${BASE}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

type ConsoleProject = { id: string; displayName: string; publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string };

/** What a browser sends with a request from a page of another site. */
const CROSS_SITE: Record<string, string>[] = [{ origin: "http://evil.example" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "http://localhost:3000" }];

describe("GET and POST /emulator/api/projects", () => {
  it("lists every project with a live key set, the built-in ones first", async () => {
    const em = createEmulator();
    const made = em.createProject({ displayName: "Made by a test" });
    const keyless = em.createProject({ displayName: "No keys", keys: false });
    const { items } = await getJson<{ items: ConsoleProject[] }>(em, "/emulator/api/projects");
    expect(items[0]).toEqual({ id: em.defaultProject.id, displayName: "Default Project", ...keysOf(em.defaultProject) });
    expect(items[1]).toMatchObject({ id: em.internalProject.id, displayName: "Stack Dashboard" });
    expect(items).toContainEqual({ id: made.id, displayName: "Made by a test", ...keysOf(made) });
    expect(items.map((p) => p.id)).not.toContain(keyless.id);
  });

  it("creates a project with keys and the default settings; its keys work at once", async () => {
    const em = createEmulator();
    const res = await post(em, "/emulator/api/projects", { display_name: "  Shop  " });
    expect(res.status).toBe(201);
    const created = (await res.json()) as ConsoleProject;
    expect(created.displayName).toBe("Shop");
    expect(created.publishableClientKey).toMatch(/^pck_/);
    expect((await getJson<{ items: ConsoleProject[] }>(em, "/emulator/api/projects")).items).toContainEqual(created);
    const app = new ServerApp({ projectId: created.id, publishableClientKey: created.publishableClientKey, secretServerKey: created.secretServerKey, baseUrl: BASE, fetch: em.fetch as typeof fetch, tokenStore: null });
    const project = await app.getProject();
    expect(project.displayName).toBe("Shop");
    expect(project.config.signUpEnabled).toBe(true);
  });

  it("refuses a blank or missing name with the API's schema error", async () => {
    const em = createEmulator();
    for (const body of [{ display_name: "   " }, {}, { display_name: null }, { display_name: "x".repeat(1001) }, { display_name: "x", extra: true }]) {
      const res = await post(em, "/emulator/api/projects", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(res), JSON.stringify(body)).toBe("SCHEMA_ERROR");
    }
    expect((await getJson<{ items: unknown[] }>(em, "/emulator/api/projects")).items).toHaveLength(2);
  });
});

describe("the clock: GET /emulator/api/clock and POST /emulator/api/clock/advance", () => {
  it("reads and moves the emulator's clock, the one every expiry uses", async () => {
    const em = createEmulator({ now: Date.UTC(2030, 0, 1) });
    expect(await getJson(em, "/emulator/api/clock")).toEqual({ now: Date.UTC(2030, 0, 1), iso: "2030-01-01T00:00:00.000Z" });
    const { access_token } = await signUp(em, "clock@example.com");
    expect((await send(em, "GET", "/users/me", clientHeaders(em, access_token))).status).toBe(200);
    const res = await post(em, "/emulator/api/clock/advance", { ms: 60 * 60 * 1000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ now: Date.UTC(2030, 0, 1, 1), iso: "2030-01-01T01:00:00.000Z" });
    expect(em.clock.now()).toBe(Date.UTC(2030, 0, 1, 1));
    // An hour on, the access token has expired.
    expect(await errorCode(await send(em, "GET", "/users/me", clientHeaders(em, access_token)))).toBe("ACCESS_TOKEN_EXPIRED");
  });

  it("refuses a move that is not a whole number of milliseconds within a hundred years", async () => {
    const em = createEmulator({ now: 0 });
    for (const body of [{}, { ms: "soon" }, { ms: 1.5 }, { ms: 1e15 }, { ms: 1, extra: 2 }]) {
      const res = await post(em, "/emulator/api/clock/advance", body);
      expect(await errorCode(res), JSON.stringify(body)).toBe("SCHEMA_ERROR");
    }
    expect(em.clock.now()).toBe(0);
  });
});

describe("the clock at the end of time", () => {
  it("refuses a move past the last instant a date can hold with a schema error, not a 500, and keeps answering", async () => {
    const LAST = 8.64e15;
    const em = createEmulator({ now: LAST - 1000 });
    for (const ms of [1001, 100 * 365 * 24 * 60 * 60 * 1000]) {
      const res = await post(em, "/emulator/api/clock/advance", { ms });
      expect(res.status, String(ms)).toBe(400);
      expect(await errorCode(res)).toBe("SCHEMA_ERROR");
    }
    expect(em.clock.now()).toBe(LAST - 1000);
    expect((await post(em, "/emulator/api/clock/advance", { ms: 1000 })).status).toBe(200);
    expect(await getJson(em, "/emulator/api/clock")).toEqual({ now: LAST, iso: "+275760-09-13T00:00:00.000Z" });
    const back = createEmulator({ now: -LAST + 5 });
    expect(await errorCode(await post(back, "/emulator/api/clock/advance", { ms: -6 }))).toBe("SCHEMA_ERROR");
    expect(back.clock.now()).toBe(-LAST + 5);
  });
});

describe("changes from another site", () => {
  it("are refused before anything changes, whatever the body; the console's own and non-browser clients are taken", async () => {
    const em = createEmulator({ now: 0 });
    for (const headers of CROSS_SITE) {
      for (const [path, body] of [["/emulator/api/clock/advance", { ms: 1000 }], ["/emulator/api/projects", { display_name: "Evil" }], ["/emulator/api/projects", { bad: 1 }]] as const) {
        const res = await post(em, path, body, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.text()).toContain("only from its own pages");
      }
      // A form post, which needs no preflight.
      const form = await em.fetch(`${BASE}/emulator/api/clock/advance`, { method: "POST", headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: "ms=1000" });
      expect(form.status).toBe(403);
    }
    expect(em.clock.now()).toBe(0);
    expect((await getJson<{ items: unknown[] }>(em, "/emulator/api/projects")).items).toHaveLength(2);
    expect((await post(em, "/emulator/api/clock/advance", { ms: 1000 }, { origin: BASE, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post(em, "/emulator/api/clock/advance", { ms: 1000 })).status).toBe(200);
    expect(em.clock.now()).toBe(2000);
  });

  it("are refused before the body is read or the route is looked up: a body no route could parse, and every method that changes", async () => {
    const em = createEmulator({ now: 0 });
    const { id } = em.defaultProject;
    const paths = ["/emulator/api/clock/advance", "/emulator/api/projects", `/emulator/api/projects/${id}/users/x/impersonate`, "/emulator/api/no-such-route"];
    for (const headers of CROSS_SITE) {
      for (const path of paths) {
        for (const [type, body] of [["application/json", "{not json"], ["multipart/form-data; boundary=x", "--x--"], ["text/plain", "\u00ff"]] as const) {
          const res = await em.fetch(`${BASE}${path}`, { method: "POST", headers: { ...headers, "content-type": type }, body });
          expect(res.status, `${path} ${type} ${JSON.stringify(headers)}`).toBe(403);
          expect(res.headers.get("x-stack-known-error")).toBeNull();
        }
        for (const method of ["PUT", "PATCH", "DELETE"]) {
          const res = await em.fetch(`${BASE}${path}`, { method, headers: { ...headers, "content-type": "application/json" }, body: "{}" });
          expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
    }
    // The console's own page and a non-browser client still get the route's own answer to a bad body.
    for (const headers of [{ origin: BASE, "sec-fetch-site": "same-origin" }, {}] as Record<string, string>[]) {
      const res = await em.fetch(`${BASE}/emulator/api/clock/advance`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: "{not json" });
      expect(await errorCode(res)).toBe("BODY_PARSING_ERROR");
    }
    expect(em.clock.now()).toBe(0);
  });

  it("and none of the emulator's JSON carries CORS headers", async () => {
    const em = createEmulator();
    for (const path of ["/emulator/api/projects", "/emulator/api/clock", "/emulator/api/emails", "/emulator/api/requests"]) {
      const res = await em.fetch(`${BASE}${path}`, { headers: { origin: "http://localhost:3000" } });
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});

describe("GET /emulator/api/emails", () => {
  it("says how many emails each project keeps and how many were dropped", async () => {
    const em = createEmulator();
    await signUp(em, "mail@example.com");
    const outbox = await getJson<{ items: { to: string }[]; capacity: number; dropped: Record<string, number> }>(em, "/emulator/api/emails?to=mail@example.com");
    expect(outbox.items.map((e) => e.to)).toEqual(["mail@example.com"]);
    expect(outbox.capacity).toBe(500);
    expect(outbox.dropped).toEqual({});
  });

  it("answers a revalidation of an unchanged outbox 304 with no body, and 200 once it changed, per recipient filter", async () => {
    const em = createEmulator();
    await signUp(em, "tagged@example.com");
    const path = `${BASE}/emulator/api/emails?to=tagged@example.com`;
    const first = await em.fetch(path);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await em.fetch(path, { headers: { "if-none-match": etag } });
    expect([again.status, await again.text(), again.headers.get("etag")]).toEqual([304, "", etag]);
    // Another recipient's list is another content.
    expect((await em.fetch(`${BASE}/emulator/api/emails?to=other@example.com`, { headers: { "if-none-match": etag } })).status).toBe(200);
    // A second email to the same address changes the list: a full answer with a new tag.
    const reset = await send(em, "POST", "/auth/password/send-reset-code", clientHeaders(em), { email: "tagged@example.com", callback_url: "http://localhost:3000/handler/password-reset" });
    expect(reset.status).toBe(200);
    const changed = await em.fetch(path, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(((await changed.json()) as { items: unknown[] }).items).toHaveLength(2);
    // Cleared: changed again.
    em.outbox.clear();
    const cleared = await em.fetch(path, { headers: { "if-none-match": changed.headers.get("etag")! } });
    expect([cleared.status, ((await cleared.json()) as { items: unknown[] }).items]).toEqual([200, []]);
  });
});

describe("serving the console", () => {
  let dir: string;
  beforeAll(() => {
    // A built console's shape (the build itself is the browser suite's: test/browser/global-setup.ts).
    dir = mkdtempSync(join(tmpdir(), "gatehouse-console-test-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "gatehouse-console.json"), "{}");
    writeFileSync(join(dir, "index.html"), '<!doctype html><script type="module" src="/emulator/assets/index-Ab3dE_9xY.js"></script>');
    writeFileSync(join(dir, "assets", "index-Ab3dE_9xY.js"), "console.log(1)");
    writeFileSync(join(dir, "assets", "index-Zz81kq-0Pq.css"), "body{}");
    writeFileSync(join(dir, "assets", "plain.txt"), "plain");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers /emulator and every page path below it with the app's page, under the console's policy", async () => {
    const em = createEmulator({ consoleDir: dir });
    for (const path of ["/emulator", "/emulator/", "/emulator/mail?to=a@example.com", "/emulator/requests/abc", "/emulator/users/u/edit", "/emulator/anything"]) {
      const res = await em.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control"), path).toBe("no-store, max-age=0");
      expect(res.headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(await res.text(), path).toContain("/emulator/assets/index-Ab3dE_9xY.js");
    }
  });

  it("serves the built files, hashed ones immutable, and nothing outside its folder", async () => {
    const em = createEmulator({ consoleDir: dir });
    const script = await em.fetch(`${BASE}/emulator/assets/index-Ab3dE_9xY.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await script.text()).toBe("console.log(1)");
    const style = await em.fetch(`${BASE}/emulator/assets/index-Zz81kq-0Pq.css`);
    expect(style.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const plain = await em.fetch(`${BASE}/emulator/assets/plain.txt`);
    expect(plain.headers.get("cache-control")).toBe("no-cache");
    for (const path of ["/emulator/assets/missing-Ab3dE_9xY.js", "/emulator/assets/..%2Fgatehouse-console.json", "/emulator/assets/.hidden", "/emulator/assets/a/b.js", "/emulator/assets/"]) {
      const res = await em.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("{}");
    }
  });

  it("leaves the emulator's JSON and the other routes alone: an unknown /emulator/api path is a 404; HEAD of a page is its GET without the body", async () => {
    const em = createEmulator({ consoleDir: dir });
    const unknown = await em.fetch(`${BASE}/emulator/api/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain("<!doctype html>");
    for (const path of ["/emulator", "/emulator/users", "/emulator/assets/index-Ab3dE_9xY.js"]) {
      const head = await em.fetch(`${BASE}${path}`, { method: "HEAD" });
      expect(head.status, path).toBe(200);
      expect(head.headers.get("content-type"), path).toMatch(/^text\/(html|javascript)/);
      expect(await head.text(), path).toBe("");
    }
    expect((await em.fetch(`${BASE}/emulator/mail`, { method: "POST" })).status).toBe(404);
    expect((await em.fetch(`${BASE}/emulator/api/clock`)).headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("without a built console says how to build one; a folder that holds none is refused", async () => {
    const em = createEmulator();
    const res = await em.fetch(`${BASE}/emulator/projects`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("npm run build");
    expect(html).toContain("consoleDir");
    expect(html).not.toMatch(/<script/i);
    expect(() => createEmulator({ consoleDir: tmpdir() })).toThrow(/consoleDir must be the folder of a built console/);
  });
});

function keysOf(p: { publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string }) {
  return { publishableClientKey: p.publishableClientKey, secretServerKey: p.secretServerKey, superSecretAdminKey: p.superSecretAdminKey };
}
