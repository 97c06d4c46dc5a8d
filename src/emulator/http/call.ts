/**
 * The request and response shapes of the pipeline, and their conversions from and to the
 * fetch classes for the in-process `fetch`.
 *
 * The pipeline does not take a fetch `Request` or make a `Response` itself: in Node the first
 * use of `Request`, `Response` or `Headers` loads undici (~15 ms), which would be most of the
 * emulator's cold start (issue 3). The node:http server (./listen) builds a `Call` straight
 * from the socket and writes an `Answer` back, so it never needs them.
 */
import { StatusError } from "./errors";
import { MAX_BODY_BYTES, bodyTooLargeText } from "./limits";

/** The header lookups the pipeline and handlers need; a fetch `Headers` is one. */
export type HeaderReader = {
  /** The value (repeated headers joined with ", "), or null when absent. Names are case-insensitive. */
  get(name: string): string | null;
  has(name: string): boolean;
};

/** A request as the pipeline sees it. */
export type Call = {
  /** Upper case, as sent. */
  method: string;
  url: URL;
  headers: HeaderReader;
  /** The raw body; read at most once. */
  body(): Promise<ArrayBuffer>;
};

/**
 * A finished response: header names in lower case. A stream body (the console's events,
 * ./event-stream) is sent as its chunks come, until it ends or the client goes.
 */
export type Answer = {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null;
};

/** A `Call` over a fetch `Request`; its body is read up to {@link MAX_BODY_BYTES}. */
export function callFromRequest(request: Request): Call {
  return { method: request.method, url: new URL(request.url), headers: request.headers, body: () => readCapped(request) };
}

/** The body, refused with 413 once it passes the limit (the rest is never read). */
async function readCapped(request: Request): Promise<ArrayBuffer> {
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) throw new StatusError(413, bodyTooLargeText());
  if (request.body === null) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new StatusError(413, bodyTooLargeText());
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** The fetch `Response` of an answer. */
export function answerToResponse(answer: Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * A handler's reply that is a fetch `Response` (pages, redirects). Checked by shape, not
 * with `instanceof Response`, which would load undici on every server's first request.
 */
export function isFetchResponse(value: object): value is Response {
  return typeof (value as { arrayBuffer?: unknown }).arrayBuffer === "function";
}
