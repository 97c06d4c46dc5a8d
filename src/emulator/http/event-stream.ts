/**
 * The console's live updates: `GET /emulator/api/events` answers a stream of Server-Sent
 * Events that says only *that* something changed, never what: `requests` when the request
 * log has a new entry (with the log's version, the ETag `/emulator/api/requests` answers),
 * `emails` when the outbox changed (with a counter of this emulator's own). The page then
 * re-reads with its usual JSON call. No data and no secrets go through the stream.
 *
 * A stream is a fetch `ReadableStream`, which both ways the emulator answers carry as they
 * are: the in-process `fetch` hands it to its `Response`, the node:http server (./listen)
 * writes its chunks to the socket. It ends when the client cancels it (the reader goes, the
 * socket closes), when the emulator closes ({@link LiveEvents.closeAll}), or when a client
 * stops reading (its queue passes {@link MAX_QUEUED_EVENTS}). At most
 * {@link MAX_EVENT_STREAMS} are open at once: a page left open in many tabs, or anything
 * else, cannot hold more.
 */

import type { LiveEventJson, LiveEventName } from "../../interface/wire/emulator-api";

/** Streams open at once; past it a new one is refused (503) and the console polls instead. */
export const MAX_EVENT_STREAMS = 16;

/** How often an open stream sends a comment, so a proxy or an idle timer does not close it. */
export const KEEP_ALIVE_MS = 15_000;

/** Events waiting for a client that does not read; past it, its stream is ended. */
export const MAX_QUEUED_EVENTS = 256;

/** How long a browser waits before opening a dropped stream again (the `retry` field). */
const RETRY_MS = 2_000;


type Client = { controller: ReadableStreamDefaultController<Uint8Array>; timer: ReturnType<typeof setInterval> };

const encoder = new TextEncoder();

/** The open event streams of one emulator and the last version of what they announce. */
export class LiveEvents {
  private readonly clients = new Set<Client>();
  private readonly versions: Record<LiveEventName, string> = { requests: "", emails: "0" };
  private emailCount = 0;
  private emailMark: unknown = undefined;

  constructor(readonly capacity = MAX_EVENT_STREAMS) {}

  /** Streams open now. */
  get size(): number {
    return this.clients.size;
  }

  /**
   * A new stream, which starts with the current version of each event (so a page that read
   * just before it opened misses nothing), or null when {@link capacity} are open.
   * `requestsVersion`: the request log's now.
   */
  open(requestsVersion: string): ReadableStream<Uint8Array> | null {
    this.versions.requests = requestsVersion;
    if (this.clients.size >= this.capacity) return null;
    let client: Client | null = null;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        const timer = setInterval(() => this.write(client!, ": keep-alive\n\n"), KEEP_ALIVE_MS);
        // An open stream never keeps the process alive.
        timer.unref?.();
        client = { controller, timer };
        this.clients.add(client);
        this.write(client, `retry: ${RETRY_MS}\n\n`);
        for (const name of Object.keys(this.versions) as LiveEventName[]) this.write(client, eventText(name, this.versions[name]));
      },
      cancel: () => {
        if (client) this.drop(client);
      },
    });
  }

  /** Tells every open stream that `name` is now at `version`. */
  send(name: LiveEventName, version: string): void {
    this.versions[name] = version;
    const text = eventText(name, version);
    for (const client of this.clients) this.write(client, text);
  }

  /**
   * Sends `emails` when the outbox is not the one last seen: called after anything may have
   * changed the state. `mark` is what tells one outbox from another (its length and newest
   * email), compared, never sent.
   */
  noticeEmails(emails: readonly { id: string }[]): void {
    const mark = `${emails.length}:${emails.at(-1)?.id ?? ""}`;
    if (this.emailMark === undefined) {
      this.emailMark = mark;
      return;
    }
    if (mark === this.emailMark) return;
    this.emailMark = mark;
    this.send("emails", String(++this.emailCount));
  }

  /** Ends every open stream (the emulator is closing). */
  closeAll(): void {
    for (const client of [...this.clients]) {
      this.drop(client);
      try {
        client.controller.close();
      } catch {
        // already cancelled by its reader
      }
    }
  }

  private write(client: Client, text: string): void {
    // A client that reads nothing any more is let go, not queued for without end.
    if ((client.controller.desiredSize ?? 0) < -MAX_QUEUED_EVENTS) {
      this.drop(client);
      client.controller.error(new Error("The event stream's reader fell too far behind."));
      return;
    }
    client.controller.enqueue(encoder.encode(text));
  }

  private drop(client: Client): void {
    clearInterval(client.timer);
    this.clients.delete(client);
  }
}

/** One event: its name and a one-line JSON `data` field. */
function eventText(name: LiveEventName, version: string): string {
  return `event: ${name}\ndata: ${JSON.stringify({ version } satisfies LiveEventJson)}\n\n`;
}

/** Whether an answer's body is a stream (checked by shape: `instanceof ReadableStream` would load the web streams on every server's first answer). */
export function isStreamBody(body: unknown): body is ReadableStream<Uint8Array> {
  return typeof body === "object" && body !== null && typeof (body as { getReader?: unknown }).getReader === "function";
}
