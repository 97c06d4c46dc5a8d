/**
 * Serving a fetch-style handler on node:http (loopback by default).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Listening = { url: string; port: number; server: Server };

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? "GET";
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? "/", origin), { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((v, k) => (headers[k] = v));
  // Several Set-Cookie headers must stay separate lines (Headers joins them with ", ").
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function listen(handler: (request: Request) => Promise<Response>, port: number, host: string): Promise<Listening> {
  const server = createServer((req, res) => {
    const hostHeader = req.headers.host ?? `${host}:${port}`;
    toRequest(req, `http://${hostHeader}`)
      .then(handler)
      .then((response) => send(res, response))
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
