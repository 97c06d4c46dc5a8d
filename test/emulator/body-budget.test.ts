/**
 * No single request can stall the emulator: keys, project and access type are checked
 * before a body is read; a JSON body is measured (depth, values, keys) before it is parsed;
 * an error names at most a few unknown fields; and `__proto__` is a plain key the schema
 * refuses, never the parsed body's prototype.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import { BODY_JSON_BUDGET } from "../../src/emulator/http/limits";
import { MAX_LISTED_UNKNOWN } from "../../src/emulator/http/schema";
import { clientHeaders, errorCode, send, serverHeaders, signUp } from "./default-project";

/** A body stream that never ends, counting what was pulled from it. */
function endlessBody() {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x5b); // "[[[[..."
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("keys before the body", () => {
  it("refuses a request without keys, or with wrong ones, without reading its body", async () => {
    const em = createEmulator();
    const cases: [Record<string, string>, string][] = [
      [{}, "ACCESS_TYPE_REQUIRED"],
      [{ ...clientHeaders(em), "x-stack-publishable-client-key": "wrong" }, "INVALID_PUBLISHABLE_CLIENT_KEY"],
      [{ ...clientHeaders(em), "x-stack-project-id": "no-such-project" }, "INVALID_PUBLISHABLE_CLIENT_KEY"],
      [clientHeaders(em), "INSUFFICIENT_ACCESS_TYPE"],
    ];
    for (const [headers, code] of cases) {
      const { stream, counter } = endlessBody();
      const res = await em.fetch("http://localhost:8102/api/v1/users", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(await errorCode(res), code).toBe(code);
      // The stream may prime a chunk or two; the body was never read through.
      expect(counter.pulled, code).toBeLessThanOrEqual(2 * 64 * 1024);
    }
  });

  it("over HTTP: answers an unauthenticated endless upload at once and closes the connection", async () => {
    const em = createEmulator();
    const { url } = await em.listen(0, "127.0.0.1");
    try {
      const answer = await new Promise<{ status: number; connection: string | undefined; code: string | undefined }>((resolve, reject) => {
        const req = httpRequest(`${url}/api/v1/users`, { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, connection: res.headers.connection, code: res.headers["x-stack-known-error"] as string | undefined });
          req.destroy();
        });
        req.on("error", () => {});
        req.write("[".repeat(64 * 1024)); // and never ended
        req.on("close", () => reject(new Error("closed before an answer")));
      });
      expect(answer).toEqual({ status: 400, connection: "close", code: "ACCESS_TYPE_REQUIRED" });
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      await em.close();
    }
  });
});

describe("the JSON parsing budget", () => {
  it("refuses a body past its depth, values or keys before parsing it, with a short message", async () => {
    const em = createEmulator();
    const bodies = {
      depth: "[".repeat(5 * 1024 * 1024 - 16),
      values: `{"client_metadata":[${"0,".repeat(BODY_JSON_BUDGET.nodes)}0]}`,
      keys: `{${Array.from({ length: BODY_JSON_BUDGET.keys + 1 }, (_, i) => `"k${i}":0`).join(",")}}`,
    };
    for (const [bound, body] of Object.entries(bodies)) {
      const res = await send(em, "POST", "/users", serverHeaders(em), body);
      expect(res.headers.get("x-stack-known-error"), bound).toBe("BODY_PARSING_ERROR");
      const text = await res.text();
      expect(text, bound).toContain("Request body is too complex");
      expect(text.length, bound).toBeLessThan(1_000);
    }
    expect((await send(em, "GET", "/health", {})).status).toBeLessThan(500);
  });

  it("counts a form body's fields against the keys budget", async () => {
    const em = createEmulator();
    const form = Array.from({ length: BODY_JSON_BUDGET.keys + 1 }, (_, i) => `f${i}=1`).join("&");
    const res = await em.fetch("http://localhost:8102/api/v1/auth/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form });
    expect(res.headers.get("x-stack-known-error")).toBe("BODY_PARSING_ERROR");
    expect(await res.text()).toContain(`more than ${BODY_JSON_BUDGET.keys} form fields`);
  });

  it("lets a body within the budget through", async () => {
    const em = createEmulator();
    const res = await send(em, "POST", "/users", serverHeaders(em), { client_metadata: Array.from({ length: 50_000 }, (_, i) => i) });
    expect(res.status).toBe(201);
  });

  it("names at most a few unknown fields, each cut short", async () => {
    const em = createEmulator();
    const fields = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`unknown_${"x".repeat(i === 0 ? 10_000 : 0)}${i}`, 1]));
    const res = await send(em, "POST", "/users", serverHeaders(em), fields);
    expect(res.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    const message = ((await res.json()) as { error: string }).error;
    expect(message).toContain(`and ${5_000 - MAX_LISTED_UNKNOWN} more`);
    expect(message.length).toBeLessThan(2_000);
  });
});

describe("__proto__ in a JSON body", () => {
  it("is a plain key the schema refuses, also where extra fields pass, and never a prototype", async () => {
    const em = createEmulator();
    const { refresh_token } = await signUp(em, "proto@example.com");
    // The token endpoint lets extra fields through: __proto__ must not bring its own.
    const body = `{"grant_type":"refresh_token","__proto__":{"refresh_token":"${refresh_token}","client_id":"${em.defaultProject.id}","client_secret":"${em.defaultProject.publishableClientKey}"}}`;
    const res = await em.fetch("http://localhost:8102/api/v1/auth/oauth/token", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("body contains unknown properties: __proto__");
    // Where extra fields are refused anyway, it is named like any other.
    const user = await send(em, "POST", "/users", serverHeaders(em), `{"display_name":"P","__proto__":{"primary_email":"x@example.com"}}`);
    expect(user.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    expect(await user.text()).toContain("__proto__");
    expect(({} as Record<string, unknown>).refresh_token).toBeUndefined();
  });
});
