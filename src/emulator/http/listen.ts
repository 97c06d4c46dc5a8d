/**
 * Serving the pipeline on node:http (loopback by default). Requests and answers go between
 * the socket and the pipeline's own shapes (./call) without the fetch classes, so a started
 * server answers its first request without loading undici.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Answer, Call, HeaderReader } from "./call";

export type Listening = { url: string; port: number; server: Server };

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

/** Throws on what a fetch `Request` would refuse (the server answers 400). */
async function toCall(req: IncomingMessage, origin: string): Promise<Call> {
  const method = req.method ?? "GET";
  if (FORBIDDEN_METHODS.has(method)) throw new Error(`Forbidden method ${method}`);
  const url = new URL(req.url ?? "/", origin);
  if (url.username !== "" || url.password !== "") throw new Error("A URL with credentials");
  let body = new ArrayBuffer(0);
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
  return { method, url, headers: headerReader(req.headers), body: async () => body };
}

export function listen(handler: (call: Call) => Promise<Answer>, port: number, host: string): Promise<Listening> {
  const server = createServer((req, res) => {
    const hostHeader = req.headers.host ?? `${host}:${port}`;
    toCall(req, `http://${hostHeader}`)
      .then(handler)
      .then((answer) => {
        // Sorted by name, as a fetch `Headers` lists them (the in-process `fetch` gives the same order).
        const headers: Record<string, string> = {};
        for (const name of Object.keys(answer.headers).sort()) headers[name] = answer.headers[name]!;
        res.writeHead(answer.status, headers);
        res.end(answer.body ?? undefined);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
        res.end("Bad request");
      });
  });
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
