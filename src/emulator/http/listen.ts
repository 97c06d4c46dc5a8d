/**
 * Serving the pipeline on node:http (loopback by default). Requests and answers go between
 * the socket and the pipeline's own shapes (./call) without the fetch classes, so a started
 * server answers its first request without loading undici.
 *
 * What the socket adds to the pipeline: requests for a host name that is not this machine
 * (or one the caller allowed) are refused, so a web page cannot reach the emulator through
 * DNS rebinding; the emulator's own pages (the console, outbox JSON with every verification code
 * and magic link, mock OAuth provider) answer only peers on this machine, even when it
 * listens on a public interface; a body is read only when the pipeline asks for it, and
 * never past {@link MAX_BODY_BYTES} (413, connection closed). A stream answer (the console's
 * events) is written as it comes and ends when its client goes.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { Answer, Call, HeaderReader } from "./call";
import { StatusError } from "./errors";
import { isStreamBody } from "./event-stream";
import { isAllowedHost, isEmulatorPagePath, isHostHeader, isLoopbackAddress } from "./hosts";
import { MAX_BODY_BYTES, bodyTooLargeText } from "./limits";

export type Listening = { url: string; port: number; server: Server };

/** One answered request, for a request log. */
export type AnsweredRequest = { method: string; path: string; status: number; ms: number };

export type ListenOptions = {
  port: number;
  host: string;
  /** Host names accepted besides the loopback names and `host` itself. */
  allowedHosts?: readonly string[];
  /** Called after every answer (the bin's request log). */
  onAnswer?: (answered: AnsweredRequest) => void;
};

/** Methods a fetch `Request` refuses; refused here too, so both paths agree. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Reads node's header object like a fetch `Headers` (node already joins repeats, except set-cookie). */
function headerReader(raw: IncomingHttpHeaders): HeaderReader {
  const get = (name: string): string | null => {
    const value = raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return { get, has: (name) => get(name) !== null };
}

/** Reads the body on first call, refusing it (413) as soon as it passes the limit. */
function bodyReader(req: IncomingMessage, refused: { body: boolean }): () => Promise<ArrayBuffer> {
  let reading: Promise<ArrayBuffer> | null = null;
  const read = () => new Promise<ArrayBuffer>((resolve, reject) => {
    if (Number(req.headers["content-length"]) > MAX_BODY_BYTES) {
      refused.body = true;
      reject(new StatusError(413, bodyTooLargeText()));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      stop();
      chunks.length = 0;
      refused.body = true;
      reject(new StatusError(413, bodyTooLargeText()));
    };
    const onEnd = () => {
      stop();
      const bytes = Buffer.concat(chunks, size);
      resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
  return () => (reading ??= read());
}

/** Throws on what a fetch `Request` would refuse (the server answers 400). */
function toCall(req: IncomingMessage, origin: string, refused: { body: boolean }): Call {
  const method = req.method ?? "GET";
  if (FORBIDDEN_METHODS.has(method)) throw new Error(`Forbidden method ${method}`);
  const url = new URL(req.url ?? "/", origin);
  if (url.username !== "" || url.password !== "") throw new Error("A URL with credentials");
  const body = method === "GET" || method === "HEAD" ? async () => new ArrayBuffer(0) : bodyReader(req, refused);
  return { method, url, headers: headerReader(req.headers), body };
}

const REFUSED_PEER_TEXT = "Blocked request: the emulator's own pages (its console, its outbox of verification codes and magic links, "
  + "its mock OAuth provider) answer only requests from this machine. Open them on the machine that runs the emulator.";

/** The path of a request target as the router will see it (resolved against the same origin, dot segments resolved), or null when it is not a URL. */
function pathnameOf(target: string, origin: string): string | null {
  try {
    return new URL(target, origin).pathname;
  } catch {
    return null;
  }
}

const BAD_HOST_TEXT = "Bad Request: the Host header must be a host name or address and an optional port, nothing else.";

function refusedHostText(hostHeader: string): string {
  const name = hostHeader.replace(/:\d+$/, "");
  return `Blocked request: "${hostHeader}" is not a name of this machine. The emulator answers only requests addressed to `
    + `localhost, a loopback address or its --host, so that a web page cannot reach it through DNS rebinding. `
    + `To allow this name, start it with --allowed-host ${name}`;
}

/** The method of a request line at the start of `packet`, or null when it does not start with one. */
function methodAt(packet: unknown): string | null {
  if (!Buffer.isBuffer(packet)) return null;
  const match = /^([A-Z]+) /.exec(packet.subarray(0, 16).toString("latin1"));
  return match ? match[1]! : null;
}

/**
 * What cannot be parsed as HTTP gets an answer and a closed connection: 431 for oversized
 * headers, 408 for a request that took too long to arrive, else 400. The reason is told in
 * a plain-text body (node's default is a bare status line) unless the request may be a HEAD,
 * whose answer must have no body (a client would read it as a broken next answer): node
 * hands over only the packet that failed, which for headers too large to fit one packet is
 * not the start of the request.
 */
function answerUnparsable(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"]
    : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "Request Timeout"]
    : [400, "Bad Request"];
  const method = methodAt(error.rawPacket);
  // Not HTTP at all (no request line in the failing packet) is never a HEAD; a request too
  // large or too slow may be one unless its own request line says otherwise.
  const withBody = method === null ? status === 400 : method !== "HEAD";
  const body = withBody ? `${text}: the request is not valid HTTP.` : "";
  socket.end(`HTTP/1.1 ${status} ${text}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

/** How long a connection still sending a refused body is drained after its answer. */
const LINGER_MS = 2_000;

/**
 * A lingering close, as web servers do it. Once the answer to a request whose body was not
 * read is written, Node closes the socket at once; the bytes the client is still sending
 * then make the kernel reset the connection, and a reset can reach the client before it has
 * read the answer (it sees ECONNRESET, not the 413). Instead this connection ends its side
 * after the answer, keeps reading and discarding what still comes (Node dumps the unread
 * request), and closes when the client does, or after {@link LINGER_MS}.
 */
function lingerAfterAnswer(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
}

/** Unsent bytes of a stream a client is not reading; past it, its connection is closed. */
const MAX_UNSENT_STREAM_BYTES = 64 * 1024;

/**
 * Writes a stream body's chunks as they come (the console's events, ./event-stream), and
 * ends it when the client goes away or stops reading, so nothing is held for a client gone.
 */
function sendStream(body: ReadableStream<Uint8Array>, res: ServerResponse): void {
  const reader = body.getReader();
  res.once("close", () => void reader.cancel().catch(() => {}));
  res.flushHeaders();
  const pump = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
      if (res.writableLength > MAX_UNSENT_STREAM_BYTES) {
        res.destroy();
        return;
      }
    }
    res.end();
  };
  pump().catch(() => res.destroy());
}

export function listen(handler: (call: Call) => Promise<Answer>, options: ListenOptions): Promise<Listening> {
  const { port, host } = options;
  const allowed = new Set([host, ...(options.allowedHosts ?? [])].map((name) => name.toLowerCase().replace(/^\[|\]$/g, "")));
  const server = createServer((req, res) => {
    const started = performance.now();
    const refused = { body: false };
    const log = (status: number) => options.onAnswer?.({ method: req.method ?? "GET", path: (req.url ?? "/").split("?")[0]!, status, ms: performance.now() - started });
    const hostHeader = req.headers.host;
    if (hostHeader !== undefined && !isHostHeader(hostHeader)) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store, max-age=0", connection: "close" });
      res.end(BAD_HOST_TEXT);
      log(400);
      return;
    }
    if (hostHeader !== undefined && !isAllowedHost(hostHeader, allowed)) {
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store, max-age=0" });
      res.end(refusedHostText(hostHeader));
      log(403);
      return;
    }
    const origin = `http://${hostHeader ?? `${host}:${port}`}`;
    const pathname = pathnameOf(req.url ?? "/", origin);
    if (pathname !== null && isEmulatorPagePath(pathname) && !isLoopbackAddress(req.socket.remoteAddress)) {
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store, max-age=0" });
      res.end(REFUSED_PEER_TEXT);
      log(403);
      return;
    }
    new Promise<Call>((resolve) => resolve(toCall(req, origin, refused)))
      .then(handler)
      .then((answer) => {
        // Sorted by name, as a fetch `Headers` lists them (the in-process `fetch` gives the same order).
        const headers: Record<string, string> = {};
        for (const name of Object.keys(answer.headers).sort()) headers[name] = answer.headers[name]!;
        // A refused body, or one never read (the request was refused before its body was
        // needed), is left unread: this connection cannot carry another request.
        if (refused.body || !req.complete) {
          headers.connection = "close";
          lingerAfterAnswer(req.socket);
        }
        res.writeHead(answer.status, headers);
        if (isStreamBody(answer.body)) sendStream(answer.body, res);
        else res.end(answer.body ?? undefined);
        log(answer.status);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
        res.end("Bad request");
        log(400);
      });
  });
  server.on("clientError", answerUnparsable);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolve({ url: `http://${shownHost}:${actual}`, port: actual, server });
    });
  });
}
