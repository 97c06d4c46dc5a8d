import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";

const em = createEmulator();
const P = em.defaultProject;

const paths = fc.oneof(
  fc.constantFrom(
    "/health", "/emulator", "/emulator/api/emails", "/api/v1", "/api/v1/", "/api/v1/users", "/api/v1/users/me",
    "/api/v1/users/not-a-uuid", "/api/v1/users/00000000-0000-4000-8000-000000000000", "/api/v1/auth/password/sign-up",
    "/api/v1/auth/password/sign-in", "/api/v1/auth/password/reset", "/api/v1/auth/password/reset/check-code",
    "/api/v1/auth/sessions", "/api/v1/auth/sessions/current", "/api/v1/auth/sessions/current/refresh",
    "/api/v1/auth/oauth/token", "/api/v1/projects/current", "/api/v1/internal/projects", "/api/v1/internal/projects/current",
    "/api/v1/check-feature-support", "/api/v1/check-version", `/api/v1/projects/${P.id}/.well-known/jwks.json`,
    "/api/v1/auth/anonymous/sign-up", "/api/v1/%E0%A4%A", "/api/v1/users/%00",
  ),
  fc.webPath().map((p) => `/api/v1${p}`),
);

const headerValue = fc.oneof(fc.constantFrom("client", "server", "admin", "", "true", P.id, P.publishableClientKey, P.secretServerKey, "internal", "not-a-jwt", "eyJhbGciOiJFUzI1NiJ9.e30.AAAA", "constructor", "__proto__"), fc.string({ maxLength: 40 }));
const headerName = fc.constantFrom(
  "x-stack-access-type", "x-stack-project-id", "x-stack-publishable-client-key", "x-stack-secret-server-key",
  "x-stack-super-secret-admin-key", "x-stack-admin-access-token", "x-stack-access-token", "x-stack-refresh-token",
  "x-stack-branch-id", "x-stack-override-error-status", "content-type", "accept", "x-stack-development-override-key",
);
const contentType = fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "application/octet-stream", "application/xml", "application/json; charset=utf-8");

const bodies = fc.oneof(
  fc.constant(undefined),
  fc.json().map((j) => j),
  fc.string({ maxLength: 200 }),
  fc.dictionary(fc.constantFrom("email", "password", "user_id", "code", "display_name", "config", "grant_type", "refresh_token", "client_id", "client_secret", "verification_callback_url", "primary_email", "password_hash", "selected_team_id", "profile_image_url"), fc.jsonValue()).map((o) => JSON.stringify(o)),
);

const printable = (v: string) => v.replace(/[^\x20-\x7e]/g, "");

describe("robustness", () => {
  it("never answers 500 and never throws, whatever the method, path, headers and body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS", "HEAD"),
        paths,
        fc.dictionary(headerName, headerValue, { maxKeys: 6 }),
        fc.option(contentType, { nil: undefined }),
        bodies,
        async (method, path, headers, type, body) => {
          const h = new Headers();
          for (const [k, v] of Object.entries(headers)) h.set(k, printable(v));
          if (type) h.set("content-type", type);
          const sendsBody = method !== "GET" && method !== "HEAD" && body !== undefined;
          const res = await em.fetch(new Request(`http://localhost:8102${path}`, { method, headers: h, body: sendsBody ? new TextEncoder().encode(body) : undefined }));
          expect(res.status).not.toBe(500);
          expect(res.headers.get("x-stack-actual-status")).not.toBe("500");
          await res.arrayBuffer();
        },
      ),
      { numRuns: 400 },
    );
  });
});
