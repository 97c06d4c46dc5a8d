/**
 * Turning replies and errors into answers with the service's headers: request id,
 * cache-control, CORS (docs/protocol.md §3), the status override (docs/protocol.md §4.3).
 */
import { randomUUID } from "node:crypto";
import { isKnownError } from "../../errors/known-error";
import { isFetchResponse, type Answer, type Call } from "./call";
import { isStreamBody } from "./event-stream";
import { OAuthJsonError, ServiceFailure, StatusError } from "./errors";
import type { Reply } from "./route";

/** The CORS headers of an answer to an allowed page (`access-control-allow-origin` is its origin). */
export const CORS_HEADERS: Record<string, string> = {
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "access-control-allow-headers": [
    "content-type", "authorization", "x-stack-project-id", "x-stack-branch-id", "x-stack-override-error-status",
    "x-stack-random-nonce", "x-stack-client-version", "x-stack-disable-artificial-development-delay",
    "x-stack-access-type", "x-stack-publishable-client-key", "x-stack-secret-server-key",
    "x-stack-super-secret-admin-key", "x-stack-admin-access-token", "x-stack-refresh-token",
    "x-stack-access-token", "baggage", "sentry-trace", "x-vercel-protection-bypass", "ngrok-skip-browser-warning",
  ].join(", "),
  "access-control-expose-headers": "content-type, x-stack-actual-status, x-stack-known-error",
  "access-control-max-age": "86400",
};

/**
 * The emulator's own pages without script (the mock OAuth provider, its JSON) say so: no
 * script runs on the emulator's origin even if some content slipped through escaping.
 * Inline styles only; forms may post (the mock provider's form redirects to the app). The
 * console brings its own policy (console/files.ts).
 */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'";

/** `/api` and below: where the service answers with CORS headers. */
export function isServiceApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

const JSON_TYPE = "application/json; charset=utf-8";
const TEXT_TYPE = "text/plain; charset=utf-8";

/** The production 500 text (docs/protocol.md §4.2): a {@link ServiceFailure}, or an emulator bug. */
export function internalErrorText(requestId: string): string {
  return `Something went wrong. Please make sure the data you entered is correct.\n\nRequest ID: ${requestId}`;
}

/** Converts a thrown value into a reply; unknown errors become the generic 500. */
export function errorReply(error: unknown, requestId: string): Reply {
  if (isKnownError(error)) {
    return {
      status: error.statusCode,
      text: JSON.stringify(error.toJson(), null, 2),
      headers: { "content-type": JSON_TYPE, "x-stack-known-error": error.errorCode },
    };
  }
  if (error instanceof StatusError) return { status: error.status, text: error.message };
  if (error instanceof ServiceFailure) return { status: 500, text: internalErrorText(requestId) };
  if (error instanceof OAuthJsonError) return { status: error.status, json: { error: error.error, error_description: error.description } };
  return { status: 500, text: internalErrorText(requestId) };
}

/**
 * Serialises a reply and adds the headers every response carries. `origin` is the page
 * origin an API answer is for (http/origins.ts), or null when none may read it.
 */
export async function finish(reply: Reply, call: Call, requestId: string, origin: string | null = null): Promise<Answer> {
  let status: number;
  let body: Answer["body"];
  const headers: Record<string, string> = {};
  if (isFetchResponse(reply)) {
    status = reply.status;
    reply.headers.forEach((v, k) => (headers[k] = v));
    body = reply.body === null ? null : new Uint8Array(await reply.arrayBuffer());
  } else {
    status = reply.status;
    if ("json" in reply) {
      const pretty = (call.headers.get("accept") ?? "").includes("text/html");
      body = JSON.stringify(reply.json, null, pretty ? 2 : undefined);
      headers["content-type"] = JSON_TYPE;
    } else if ("stream" in reply) {
      body = reply.stream;
    } else {
      body = reply.text;
      headers["content-type"] = TEXT_TYPE;
    }
    for (const [k, v] of Object.entries(reply.headers ?? {})) headers[k.toLowerCase()] = v;
  }
  headers["x-stack-request-id"] = requestId;
  const api = isServiceApiPath(call.url.pathname);
  // The emulator's own pages may say how long they keep (the console's hashed files) and
  // bring their own policy (the console's allows its scripts); the API never does.
  if (api || headers["cache-control"] === undefined) headers["cache-control"] = "no-store, max-age=0";
  // The service's CORS is for its API only, and for pages of allowed origins only. The
  // emulator's own pages and APIs (the console, outbox JSON, mock OAuth provider) carry none, so
  // no other origin can read them.
  if (api) {
    Object.assign(headers, CORS_HEADERS);
    if (origin !== null) headers["access-control-allow-origin"] = origin;
    headers.vary = "origin";
  } else {
    headers["content-security-policy"] ??= PAGE_CSP;
    headers["x-content-type-options"] = "nosniff";
  }
  if (call.headers.has("x-stack-override-error-status") && status >= 400 && status <= 599) {
    headers["x-stack-actual-status"] = String(status);
    status = 200;
  }
  // A null-body status may not carry a body, and an answer to HEAD has none (the HTTP server
  // would drop it; the in-process fetch must not hand it over either).
  if (status === 204 || status === 304 || call.method === "HEAD") {
    // A stream not sent is ended, so that nothing waits on it.
    if (isStreamBody(body)) void body.cancel().catch(() => {});
    body = null;
  }
  return { status, headers, body };
}

export function newRequestId(): string {
  return randomUUID();
}
