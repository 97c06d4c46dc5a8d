/**
 * A loopback HTTP proxy in front of a listening emulator, for faults on real sockets: the
 * connection reset mid-request, a server that accepts and never answers, a gateway's 503.
 * The app talks to the proxy with the platform's own fetch, so what breaks is a socket,
 * not a mock.
 */
import { createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type ProxyFault = "reset" | "hang" | { status: number; body?: string; headers?: Record<string, string> };

export type FaultProxy = {
  /** The proxy's origin (pass it as the app's baseUrl). */
  url: string;
  /** The next `times` requests whose path ends with `path` get `fault`. */
  inject(path: string, fault: ProxyFault, times?: number): void;
  /** Paths (with query) seen, in order. */
  readonly seen: string[];
  close(): Promise<void>;
};

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const rules: Array<{ path: string; fault: ProxyFault; left: number }> = [];
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const upstream = new URL(target);

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://proxy").pathname;
    seen.push(req.url ?? "/");
    const rule = rules.find((r) => path.endsWith(r.path) && r.left > 0);
    if (!rule) return forward(req, res);
    rule.left--;
    if (rule.fault === "reset") return req.socket.destroy();
    if (rule.fault === "hang") return; // accepted, never answered
    res.writeHead(rule.fault.status, { "content-type": "text/html", ...rule.fault.headers });
    res.end(rule.fault.body ?? "");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the fault proxy has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    inject: (path, fault, times = 1) => void rules.push({ path, fault, left: times }),
    seen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
