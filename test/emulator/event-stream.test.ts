/**
 * `GET /emulator/api/events`, the stream that tells the console's Requests and Mail pages to
 * read again: its events on a logged request and on mail, that they carry no data and no
 * secret, that the stream itself is not logged, its refusals (another site's page, past the
 * cap), its keep-alive comments, and that it ends when its client goes or the emulator
 * closes, over node:http and in-process alike.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { KEEP_ALIVE_MS, MAX_EVENT_STREAMS, MAX_QUEUED_EVENTS } from "../../src/emulator/http/event-stream";
import { PASSWORD, clientHeaders, send, signUp } from "./default-project";

const BASE = "http://localhost:8102";
const EVENTS = "/emulator/api/events";

/** What a browser sends with a request from a page of another site. */
const CROSS_SITE: Record<string, string>[] = [{ origin: "http://evil.example" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "http://localhost:3000" }];

/** Reads an event stream's text as it comes. */
class StreamText {
  text = "";
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(res: Response) {
    this.reader = res.body!.getReader();
  }

  /** Reads until `done(text)` holds; throws if the stream ends first. */
  async until(done: (text: string) => boolean): Promise<string> {
    while (!done(this.text)) {
      const { done: ended, value } = await this.reader.read();
      if (ended) throw new Error(`The stream ended with ${JSON.stringify(this.text)}`);
      this.text += this.decoder.decode(value, { stream: true });
    }
    return this.text;
  }

  /** Reads to the end of the stream (resolves when it ends). */
  async end(): Promise<string> {
    for (;;) {
      const { done, value } = await this.reader.read();
      if (done) return this.text;
      this.text += this.decoder.decode(value, { stream: true });
    }
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

type SentEvent = { name: string; data: unknown };

/** The events in a stream's text (comments and `retry` left out). */
function eventsOf(text: string): SentEvent[] {
  const events: SentEvent[] = [];
  for (const block of text.split("\n\n")) {
    const name = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (name !== undefined && data !== undefined) events.push({ name, data: JSON.parse(data) });
  }
  return events;
}

async function openEvents(em: Emulator, headers: Record<string, string> = {}): Promise<StreamText> {
  const res = await em.fetch(`${BASE}${EVENTS}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  return new StreamText(res);
}

const opened: Emulator[] = [];
function emulator(): Emulator {
  const em = createEmulator();
  opened.push(em);
  return em;
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((em) => em.close()));
});

describe("GET /emulator/api/events", () => {
  it("starts with the current versions, then sends `requests` with the log's version (its ETag) on each logged request, and is not logged itself", async () => {
    const em = emulator();
    const stream = await openEvents(em);
    await stream.until((t) => eventsOf(t).length === 2);
    const before = await em.fetch(`${BASE}/emulator/api/requests`);
    const { items } = (await before.json()) as { items: unknown[] };
    // Opening the stream (and reading the log) logged nothing: only the API is logged.
    expect(items).toEqual([]);
    expect(eventsOf(stream.text)).toEqual([
      { name: "requests", data: { version: before.headers.get("etag")!.replace(/^W\/"|"$/g, "") } },
      { name: "emails", data: { version: "0" } },
    ]);

    await send(em, "GET", "/users/me", clientHeaders(em));
    await stream.until((t) => eventsOf(t).length === 3);
    const after = await em.fetch(`${BASE}/emulator/api/requests`);
    expect(eventsOf(stream.text)[2]).toEqual({ name: "requests", data: { version: after.headers.get("etag")!.replace(/^W\/"|"$/g, "") } });
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    await stream.cancel();
  });

  it("sends `emails` when mail arrives and when the outbox is emptied, and nothing of the mail or any key", async () => {
    const em = emulator();
    const stream = await openEvents(em);
    await stream.until((t) => eventsOf(t).length === 2);
    await signUp(em, "live@example.com");
    await stream.until((t) => eventsOf(t).some((e) => e.name === "emails" && (e.data as { version: string }).version === "1"));
    em.outbox.clear();
    await stream.until((t) => eventsOf(t).some((e) => e.name === "emails" && (e.data as { version: string }).version === "2"));

    const mail = eventsOf(stream.text).filter((e) => e.name === "emails");
    expect(mail.map((e) => e.data)).toEqual([{ version: "0" }, { version: "1" }, { version: "2" }]);
    // Every event's data is a version and nothing else; nothing the requests or the mail held is in the stream.
    for (const event of eventsOf(stream.text)) expect(Object.keys(event.data as object)).toEqual(["version"]);
    const p = em.defaultProject;
    for (const secret of ["live@example.com", PASSWORD, p.publishableClientKey, p.secretServerKey, p.superSecretAdminKey, "code", "token"]) {
      expect(stream.text).not.toContain(secret);
    }
    await stream.cancel();
  });

  it("is refused to a page of another site (403), which holds no stream", async () => {
    const em = emulator();
    for (const headers of CROSS_SITE) {
      const res = await em.fetch(`${BASE}${EVENTS}`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toMatch(/only from its own pages/);
    }
    // The console's own page (same origin) may open it.
    const own = await openEvents(em, { origin: BASE, "sec-fetch-site": "same-origin" });
    await own.cancel();
  });

  it(`holds at most ${MAX_EVENT_STREAMS} streams: one more is refused with 503 until one ends`, async () => {
    const em = emulator();
    const streams = await Promise.all(Array.from({ length: MAX_EVENT_STREAMS }, () => openEvents(em)));
    const refused = await em.fetch(`${BASE}${EVENTS}`);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toMatch(/Too many event streams open \(at most \d+\)/);
    await streams[0]!.cancel();
    const again = await openEvents(em);
    await Promise.all([again, ...streams.slice(1)].map((s) => s.cancel()));
  });

  it("answers HEAD as the other /emulator/api routes do, holding no stream", async () => {
    const em = emulator();
    const other = await em.fetch(`${BASE}/emulator/api/requests`, { method: "HEAD" });
    for (let i = 0; i <= MAX_EVENT_STREAMS; i++) {
      const res = await em.fetch(`${BASE}${EVENTS}`, { method: "HEAD" });
      expect(res.status).toBe(other.status);
      expect(await res.text()).toBe("");
    }
    const stream = await openEvents(em);
    await stream.cancel();
  });

  it(`sends a comment every ${KEEP_ALIVE_MS / 1000} s while nothing happens`, async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const em = emulator();
    const stream = await openEvents(em);
    await stream.until((t) => eventsOf(t).length === 2);
    expect(stream.text).not.toContain(": keep-alive");
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    await stream.until((t) => t.endsWith(": keep-alive\n\n"));
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    await stream.until((t) => t.split(": keep-alive").length === 3);
    await stream.cancel();
  });

  it(`lets go of a client that stops reading once ${MAX_QUEUED_EVENTS} events wait for it`, async () => {
    const em = emulator();
    const res = await em.fetch(`${BASE}${EVENTS}`);
    const reader = res.body!.getReader();
    for (let i = 0; i <= MAX_QUEUED_EVENTS + 1; i++) await send(em, "GET", "/users/me", clientHeaders(em));
    // What was queued is still read, then the stream fails rather than growing.
    let failure: unknown = null;
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toMatch(/fell too far behind/);
  });

  it("ends in-process streams when the emulator closes", async () => {
    const em = emulator();
    const stream = await openEvents(em);
    await em.close();
    expect(eventsOf(await stream.end())).toHaveLength(2);
  });
});

describe("GET /emulator/api/events over HTTP", () => {
  it("streams each event as it comes, and close() resolves with streams open, ending them", async () => {
    const em = emulator();
    const { url } = await em.listen(0);
    const res = await fetch(`${url}${EVENTS}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    const stream = new StreamText(res);
    await stream.until((t) => eventsOf(t).length === 2);
    await fetch(`${url}/api/v1/users/me`, { headers: clientHeaders(em) });
    await stream.until((t) => eventsOf(t).length === 3);
    const second = new StreamText(await fetch(`${url}${EVENTS}`));
    await second.until((t) => eventsOf(t).length === 2);

    await em.close();
    // Both ended cleanly (not cut), and the server is gone.
    expect(eventsOf(await stream.end())).toHaveLength(3);
    expect(eventsOf(await second.end())).toHaveLength(2);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it("lets a stream go when its client goes away: its place is free again", async () => {
    const em = emulator();
    const { url } = await em.listen(0);
    const clients = Array.from({ length: MAX_EVENT_STREAMS }, () => new AbortController());
    const streams = await Promise.all(clients.map(async (c) => new StreamText(await fetch(`${url}${EVENTS}`, { signal: c.signal }))));
    await Promise.all(streams.map((s) => s.until((t) => eventsOf(t).length === 2)));
    expect((await fetch(`${url}${EVENTS}`)).status).toBe(503);
    clients[0]!.abort();
    // The server hears of the closed socket soon after: a new stream is taken once it has.
    let res = await fetch(`${url}${EVENTS}`);
    while (res.status === 503) {
      await res.arrayBuffer();
      await new Promise((resolve) => setImmediate(resolve));
      res = await fetch(`${url}${EVENTS}`);
    }
    expect(res.status).toBe(200);
    await res.body!.cancel();
    for (const c of clients) c.abort();
  });
});
