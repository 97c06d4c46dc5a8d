/**
 * The request log (`/emulator/api/requests`): what it keeps of each API request, what it
 * masks, how many it keeps, how it filters, which requests it marks as the console's own,
 * and that it stays out of the data file.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { REQUEST_LOG_SIZE } from "../../src/emulator/http/request-log";
import type { LoggedRequest, SourceCounts } from "../../src/interface/wire/emulator-api";
import { PASSWORD, clientHeaders, send, serverHeaders, signUp } from "./default-project";

const BASE = "http://localhost:8102";

async function logged(em: Emulator, query = ""): Promise<LoggedRequest[]> {
  const res = await em.fetch(`${BASE}/emulator/api/requests${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: LoggedRequest[] }).items;
}

/** Every text of an entry, to look for a secret in. */
function textOf(entries: readonly LoggedRequest[]): string {
  return JSON.stringify(entries);
}

describe("the request log", () => {
  it("keeps each API request's method, route pattern, project, key tier, status, known error and duration, newest first", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "log@example.com");
    const res = await send(em, "GET", "/users/00000000-0000-4000-8000-000000000abc", serverHeaders(em));
    expect(res.status).toBe(404);
    const [missing, signUpEntry] = await logged(em);
    expect(missing).toMatchObject({
      method: "GET", path: "/api/v1/users/00000000-0000-4000-8000-000000000abc", route: "/api/v1/users/:user_id",
      project: em.defaultProject.id, tier: "server", status: 404, knownError: "USER_NOT_FOUND", id: res.headers.get("x-stack-request-id"),
    });
    expect(missing!.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(missing!.answer.body!)).toMatchObject({ code: "USER_NOT_FOUND" });
    expect(signUpEntry).toMatchObject({ method: "POST", route: "/api/v1/auth/password/sign-up", tier: "client", status: 200, knownError: null });
    expect(JSON.parse(signUpEntry!.answer.body!).user_id).toBe(user_id);
    expect(JSON.parse(signUpEntry!.request.body!).email).toBe("log@example.com");
  });

  it("masks keys, tokens, passwords and codes in headers, JSON bodies, form bodies and query strings", async () => {
    const em = createEmulator();
    const { access_token, refresh_token } = await signUp(em, "secret@example.com");
    await send(em, "GET", "/users/me", clientHeaders(em, access_token));
    await send(em, "POST", "/auth/sessions/current/refresh", { ...clientHeaders(em), "x-stack-refresh-token": refresh_token }, {});
    const code = em.outbox.latest()!.code!;
    await send(em, "POST", "/contact-channels/verify", clientHeaders(em), { code });
    await em.fetch(`${BASE}/api/v1/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token, client_id: em.defaultProject.id, client_secret: em.defaultProject.publishableClientKey }).toString(),
    });
    await em.fetch(`${BASE}/api/v1/auth/oauth/callback/github?code=the-provider-code&state=s1`);
    await send(em, "GET", "/users", { ...serverHeaders(em), authorization: "Bearer some-token" });
    // An API key's value, shown once when it is created.
    const keyed = em.createProject({ config: { allow_user_api_keys: true } });
    const keyedHeaders = { "x-stack-project-id": keyed.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": keyed.publishableClientKey };
    const keyedUser = (await (await send(em, "POST", "/auth/password/sign-up", keyedHeaders, { email: "keys@example.com", password: PASSWORD, verification_callback_url: "http://localhost:3000/v" })).json()) as { access_token: string };
    const apiKey = await send(em, "POST", "/user-api-keys", { ...keyedHeaders, "x-stack-access-token": keyedUser.access_token }, { user_id: "me", description: "k", expires_at_millis: null, is_public: false });
    expect(apiKey.status).toBe(200);
    const entries = await logged(em);
    const all = textOf(entries);
    const secrets = [PASSWORD, access_token, refresh_token, code, "the-provider-code", "some-token", em.defaultProject.secretServerKey, em.defaultProject.publishableClientKey];
    secrets.push(((await apiKey.json()) as { value: string }).value, keyedUser.access_token, keyed.publishableClientKey);
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).toContain("[masked]");
    // What is not secret stays: the email, the state, the shape of the exchange.
    expect(all).toContain("secret@example.com");
    const callback = entries.find((e) => e.route?.includes("/auth/oauth/callback"))!;
    expect(callback.path).toBe("/api/v1/auth/oauth/callback/github?code=[masked]&state=s1");
    const token = entries.find((e) => e.route === "/api/v1/auth/oauth/token")!;
    expect(token.request.body).toContain("grant_type=refresh_token");
    expect(token.request.body).toContain("refresh_token=[masked]");
  });

  it("masks a secret field by its name whatever its value's type, and a schema error's echo of it; flags and last fours stay", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "types@example.com");
    // A numeric password (cast to text by the service) and code; a code sent as an object and as an array, which the schema error repeats.
    await send(em, "POST", "/auth/password/sign-in", clientHeaders(em), { email: "types@example.com", password: 86421357 });
    await send(em, "POST", "/contact-channels/verify", clientHeaders(em), { code: 97531864 });
    await send(em, "POST", "/contact-channels/verify", clientHeaders(em), { code: { digits: 55512345 } });
    const listed = await send(em, "POST", "/contact-channels/verify", clientHeaders(em), { code: [44498765] });
    expect(listed.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    expect(await listed.text()).toContain("44498765");
    await send(em, "PATCH", "/users/me", clientHeaders(em, access_token), { client_metadata: { password: { nested: "deep-secret-value" }, token: 31415926 } });
    await send(em, "GET", "/users/me", clientHeaders(em, access_token));
    const entries = await logged(em);
    const all = textOf(entries);
    for (const secret of ["86421357", "97531864", "55512345", "44498765", "deep-secret-value", "31415926"]) expect(all).not.toContain(secret);
    const [me, patch, array, object, numeric, signIn] = entries;
    expect(JSON.parse(signIn!.request.body!)).toEqual({ email: "types@example.com", password: "[masked]" });
    expect(JSON.parse(numeric!.request.body!)).toEqual({ code: "[masked]" });
    expect(JSON.parse(object!.request.body!)).toEqual({ code: { digits: "[masked]" } });
    expect(JSON.parse(array!.request.body!)).toEqual({ code: ["[masked]"] });
    // The schema error still says which field was wrong, and that it was the known error it was.
    expect(array).toMatchObject({ knownError: "SCHEMA_ERROR", status: 400 });
    const problem = JSON.parse(array!.answer.body!) as { code: string; error: string; details: { message: string } };
    expect(problem.code).toBe("SCHEMA_ERROR");
    expect(problem.error).toContain("body.code must be a `string` type, but the final value was: `[masked]`.");
    expect(problem.details.message).toContain("but the final value was: `[masked]`.");
    expect(JSON.parse(patch!.request.body!)).toEqual({ client_metadata: { password: { nested: "[masked]" }, token: "[masked]" } });
    // Flags stay: `has_password` is a boolean, not a password.
    expect(JSON.parse(me!.answer.body!)).toMatchObject({ has_password: true });
    // A key's last four characters are what the service shows of it: they stay.
    const keyed = em.createProject({ config: { allow_user_api_keys: true } });
    const headers = { "x-stack-project-id": keyed.id, "x-stack-access-type": "server", "x-stack-secret-server-key": keyed.secretServerKey };
    const owner = (await (await send(em, "POST", "/users", headers, { primary_email: "owner@example.com" })).json()) as { id: string };
    const made = (await (await send(em, "POST", "/user-api-keys", headers, { user_id: owner.id, description: "k", expires_at_millis: null })).json()) as { value: string };
    await send(em, "GET", `/user-api-keys?user_id=${owner.id}`, headers);
    const [list, create] = await logged(em, `?project=${keyed.id}`);
    expect(create!.answer.body).not.toContain(made.value);
    expect(JSON.parse(list!.answer.body!).items[0].value).toEqual({ last_four: made.value.slice(-4) });
  });

  it("masks the secret fields of form text sent as text/plain, hides other plain text, and masks an answer that repeats either", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "plain@example.com");
    const plain = (path: string, body: string, headers = clientHeaders(em)) =>
      em.fetch(`${BASE}/api/v1${path}`, { method: path === "/users/me" ? "PATCH" : "POST", headers: { ...headers, "content-type": "text/plain" }, body });
    // Form fields sent as text: the service refuses the body (not an object) and repeats it in its error.
    const form = await plain("/auth/password/sign-in", "email=plain%40example.com&password=hunter2%21secret&code=424242");
    expect(await form.text()).toContain("hunter2%21secret");
    // Text that is no fields at all: a raw token, say.
    const raw = await plain("/users/me", "raw-secret-text-abc", clientHeaders(em, access_token));
    expect(await raw.text()).toContain("raw-secret-text-abc");
    // JSON sent as text: masked as JSON.
    await plain("/auth/password/sign-in", JSON.stringify({ email: "plain@example.com", password: 77788899 }));
    // A form body under its own type, with a numeric-looking code.
    await em.fetch(`${BASE}/api/v1/auth/otp/sign-in`, { method: "POST", headers: { ...clientHeaders(em), "content-type": "application/x-www-form-urlencoded" }, body: "code=135792468" });
    const entries = await logged(em);
    const all = textOf(entries);
    for (const secret of ["hunter2", "424242", "raw-secret-text-abc", "77788899", "135792468"]) expect(all).not.toContain(secret);
    const [formType, json, rawEntry, formEntry] = entries;
    expect(formEntry!.request.body).toBe("email=plain%40example.com&password=[masked]&code=[masked]");
    expect(formEntry!.knownError).toBe("SCHEMA_ERROR");
    expect(JSON.parse(formEntry!.answer.body!).error).toContain("but the final value was: `\"email=plain%40example.com&password=[masked]&code=[masked]\"`");
    expect(rawEntry!.request.body).toBe("[not shown: 19 bytes of text/plain]");
    expect(JSON.parse(rawEntry!.answer.body!).error).toContain("`\"[masked]\"`");
    expect(JSON.parse(json!.request.body!)).toEqual({ email: "plain@example.com", password: "[masked]" });
    expect(formType!.request.body).toBe("code=[masked]");
  });

  it("keeps an answer's plain text, the emulator's own words", async () => {
    const em = createEmulator();
    const { user_id } = await signUp(em, "words@example.com");
    const res = await send(em, "DELETE", `/auth/sessions/00000000-0000-4000-8000-000000000abc?user_id=${user_id}`, serverHeaders(em), {});
    expect(res.status).toBe(404);
    const [entry] = await logged(em);
    expect(entry!.answer.body).toBe(await res.text());
    expect(entry!.answer.body).toBe("Session not found.");
  });

  it("logs the real status of an answer whose error status was overridden to 200", async () => {
    const em = createEmulator();
    const res = await send(em, "GET", "/users/me", { ...clientHeaders(em), "x-stack-override-error-status": "true" });
    expect(res.status).toBe(200);
    const [entry] = await logged(em);
    expect(entry).toMatchObject({ status: 400, knownError: "CANNOT_GET_OWN_USER_WITHOUT_USER" });
  });

  it(`keeps only the last ${REQUEST_LOG_SIZE} requests, and no pages, outbox reads or allowed preflights`, async () => {
    const em = createEmulator();
    for (let i = 0; i < REQUEST_LOG_SIZE + 20; i++) await send(em, "GET", `/no-such-route-${i}`, {});
    await em.fetch(`${BASE}/emulator`);
    await em.fetch(`${BASE}/emulator/api/emails`);
    await em.fetch(`${BASE}/health`);
    await em.fetch(`${BASE}/api/v1/users/me`, { method: "OPTIONS", headers: { origin: "http://localhost:3000" } });
    const entries = await logged(em);
    expect(entries).toHaveLength(REQUEST_LOG_SIZE);
    expect(entries[0]!.path).toBe(`/api/v1/no-such-route-${REQUEST_LOG_SIZE + 19}`);
    expect(entries.at(-1)!.path).toBe("/api/v1/no-such-route-20");
    expect(entries[0]).toMatchObject({ route: null, status: 404, project: null, tier: null });
  });

  it("cuts a body that is long once pretty-printed, and says how much was left out", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "long@example.com");
    // 6 KB as sent, over 20 KB with one number to a line.
    await send(em, "PATCH", "/users/me", clientHeaders(em, access_token), { client_metadata: { list: new Array(3000).fill(0) } });
    const [entry] = await logged(em);
    expect(entry!.request.body!.length).toBeLessThan(17_000);
    expect(entry!.request.body).toMatch(/more characters not kept/);
  });

  it("keeps only the start of a body too long to parse, its secrets masked even where the cut falls inside one", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "huge@example.com");
    // The cut (16 KiB in) falls inside the first password; the second is past it.
    const pad = "p".repeat(16 * 1024 - 60);
    const body = `{"client_metadata":{"a":"${pad}","password":"first-secret-${"s".repeat(100)}","old_password":"second-secret","b":"${"x".repeat(70_000)}"}}`;
    await send(em, "PATCH", "/users/me", clientHeaders(em, access_token), body);
    const [entry] = await logged(em);
    expect(entry!.request.body).toMatch(/a body of \d+ bytes: only its start is kept/);
    expect(entry!.request.body).toContain('"password":"[masked]"');
    expect(entry!.request.body).not.toContain("first-secret");
    expect(entry!.request.body).not.toContain("second-secret");
  });

  it("filters by project, status (exact, class or error), route, method and known error; one request by its id", async () => {
    const em = createEmulator();
    const other = em.createProject({ displayName: "Other" });
    await signUp(em, "filter@example.com");
    await send(em, "GET", "/users/me", clientHeaders(em));
    await send(em, "GET", "/projects/current", { "x-stack-project-id": other.id, "x-stack-access-type": "client", "x-stack-publishable-client-key": other.publishableClientKey });
    expect((await logged(em, `?project=${other.id}`)).map((e) => e.route)).toEqual(["/api/v1/projects/current"]);
    expect((await logged(em, "?status=error")).map((e) => e.status)).toEqual([400]);
    expect((await logged(em, "?status=4xx")).map((e) => e.status)).toEqual([400]);
    expect((await logged(em, "?status=200")).map((e) => e.route)).toEqual(["/api/v1/projects/current", "/api/v1/auth/password/sign-up"]);
    expect((await logged(em, "?route=SIGN-UP")).map((e) => e.method)).toEqual(["POST"]);
    expect((await logged(em, "?method=post")).map((e) => e.route)).toEqual(["/api/v1/auth/password/sign-up"]);
    expect((await logged(em, "?error=CANNOT_GET_OWN_USER_WITHOUT_USER")).map((e) => e.route)).toEqual(["/api/v1/users/me"]);
    expect(await logged(em, `?project=${other.id}&status=error`)).toEqual([]);
    // Blank fields (a form's empty inputs) filter nothing.
    expect(await logged(em, "?project=&status=&route=")).toHaveLength(3);
    const [newest] = await logged(em);
    const one = await em.fetch(`${BASE}/emulator/api/requests/${newest!.id}`);
    expect(await one.json()).toEqual(newest);
    const gone = await em.fetch(`${BASE}/emulator/api/requests/no-such-id`);
    expect(gone.status).toBe(404);
    const unknown = await em.fetch(`${BASE}/emulator/api/requests?colour=red`);
    expect(unknown.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
  });

  it("answers a poll of an unchanged log 304 with no body, and anew once a request is logged", async () => {
    const em = createEmulator();
    await signUp(em, "poll@example.com");
    const first = await em.fetch(`${BASE}/emulator/api/requests?source=app`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await em.fetch(`${BASE}/emulator/api/requests?source=app`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // Listing the log logs nothing: still unchanged, whatever the form of the tag sent.
    for (const tag of [etag.slice(2), `"other", ${etag}`, "*"]) {
      expect((await em.fetch(`${BASE}/emulator/api/requests`, { headers: { "if-none-match": tag } })).status, tag).toBe(304);
    }
    await send(em, "GET", "/projects/current", clientHeaders(em));
    const changed = await em.fetch(`${BASE}/emulator/api/requests?source=app`, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(((await changed.json()) as { items: unknown[] }).items).toHaveLength(2);
    // Another emulator's log, as many requests in: another tag.
    const other = createEmulator();
    await signUp(other, "poll@example.com");
    await send(other, "GET", "/projects/current", clientHeaders(other));
    expect((await other.fetch(`${BASE}/emulator/api/requests?source=app`)).headers.get("etag")).not.toBe(changed.headers.get("etag"));
  });

  it("is never written to the data file, and carries no CORS", async () => {
    const em = createEmulator();
    await signUp(em, "file@example.com");
    const [entry] = await logged(em);
    const file = join(mkdtempSync(join(tmpdir(), "gatehouse-log-")), "state.json");
    em.save(file);
    const saved = readFileSync(file, "utf8");
    expect(saved).toContain("file@example.com");
    expect(saved).not.toContain(entry!.id);
    const res = await em.fetch(`${BASE}/emulator/api/requests`, { headers: { origin: "http://localhost:3000" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});

/** What Chromium sends with a fetch from a console page (checked against Chromium 156: see src/emulator/http/request-source.ts). */
const CONSOLE_FETCH = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty", referer: `${BASE}/emulator/projects` };

describe("where a logged request came from", () => {
  it("marks a fetch from a console page `console`, reads and changes alike, and shows the headers that told", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "source@example.com");
    await send(em, "GET", "/internal/projects/current", { ...adminHeaders(em), ...CONSOLE_FETCH });
    await send(em, "PATCH", "/users/me", { ...clientHeaders(em, access_token), ...CONSOLE_FETCH, origin: BASE, referer: `${BASE}/emulator/users?q=a&code=the-code` }, { display_name: "From the console" });
    await send(em, "GET", "/projects/current", { ...clientHeaders(em), ...CONSOLE_FETCH, referer: `${BASE}/emulator` });
    const [root, patch, read, signUpEntry] = await logged(em);
    expect([root!.source, patch!.source, read!.source, signUpEntry!.source]).toEqual(["console", "console", "console", "app"]);
    expect(patch!.request.headers).toMatchObject({ "sec-fetch-site": "same-origin", origin: BASE, referer: `${BASE}/emulator/users?q=a&code=[masked]` });
  });

  it("marks everything else `app`: other sites, other pages, navigations, clients that are not browsers, and headers that disagree", async () => {
    const em = createEmulator();
    const app = "http://localhost:3000";
    const cases: Record<string, Record<string, string>> = {
      "a client that is not a browser": {},
      "the app's page on another port (same site, another origin)": { "sec-fetch-site": "same-site", "sec-fetch-dest": "empty", origin: app, referer: `${app}/emulator/projects` },
      "another site": { "sec-fetch-site": "cross-site", "sec-fetch-dest": "empty", origin: "http://evil.example", referer: "http://evil.example/emulator" },
      "a page of the emulator outside the console": { ...CONSOLE_FETCH, referer: `${BASE}/handler/sign-in` },
      "a path that only starts like the console's": { ...CONSOLE_FETCH, referer: `${BASE}/emulatorx/projects` },
      "the emulator's JSON, which is no page": { ...CONSOLE_FETCH, referer: `${BASE}/emulator/api/requests` },
      "a navigation or a form, not a fetch": { ...CONSOLE_FETCH, "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" },
      "a console referer without Sec-Fetch-Site": { referer: `${BASE}/emulator/projects` },
      "Sec-Fetch-Site without a referer": { "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty" },
      "a referer of another origin": { ...CONSOLE_FETCH, referer: "http://127.0.0.1:8102/emulator/projects" },
      "an origin that is not the referer's": { ...CONSOLE_FETCH, origin: app },
      "a referer that is no address": { ...CONSOLE_FETCH, referer: "not a url" },
    };
    for (const [name, headers] of Object.entries(cases)) {
      await send(em, "GET", "/projects/current", { ...clientHeaders(em), ...headers });
      const [entry] = await logged(em);
      expect(entry!.source, name).toBe("app");
    }
  });

  it("filters by source and counts, per source, what the other filters match", async () => {
    const em = createEmulator();
    await signUp(em, "count@example.com");
    await send(em, "GET", "/projects/current", clientHeaders(em));
    for (let i = 0; i < 3; i++) await send(em, "GET", "/internal/projects/current", { ...adminHeaders(em), ...CONSOLE_FETCH });
    await send(em, "POST", "/teams", { ...adminHeaders(em), ...CONSOLE_FETCH, origin: BASE }, { display_name: "Console's team" });
    const list = async (query: string) => {
      const res = await em.fetch(`${BASE}/emulator/api/requests${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as { items: LoggedRequest[]; bySource: SourceCounts; kept: number };
    };
    const apps = await list("?source=app");
    expect(apps.items.map((e) => e.route)).toEqual(["/api/v1/projects/current", "/api/v1/auth/password/sign-up"]);
    expect(apps.bySource).toEqual({ app: 2, console: 4 });
    expect(apps.kept).toBe(6);
    expect((await list("?source=console")).items.map((e) => e.method)).toEqual(["POST", "GET", "GET", "GET"]);
    // The counts follow the other filters, not the source one.
    expect((await list("?method=GET&source=app")).bySource).toEqual({ app: 1, console: 3 });
    expect((await list("?method=POST")).bySource).toEqual({ app: 1, console: 1 });
    expect((await list("?method=POST")).items).toHaveLength(2);
    // A blank source (a form's) is no filter; anything but the two names is the API's schema error.
    expect((await list("?source=")).items).toHaveLength(6);
    const bad = await em.fetch(`${BASE}/emulator/api/requests?source=browser`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    expect(await bad.text()).toContain("console, app");
  });
});

function adminHeaders(em: Emulator): Record<string, string> {
  const p = em.defaultProject;
  return { "x-stack-project-id": p.id, "x-stack-access-type": "admin", "x-stack-publishable-client-key": p.publishableClientKey, "x-stack-secret-server-key": p.secretServerKey, "x-stack-super-secret-admin-key": p.superSecretAdminKey };
}
