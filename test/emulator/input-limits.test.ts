/**
 * Hostile input: deep or huge JSON values, long names and URLs and oversized bodies are
 * refused with the service's errors (SCHEMA_ERROR, 413), never stored, never a 500.
 */
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator";
import { BODY_JSON_BUDGET, JSON_LIMITS, MAX_BODY_BYTES, STRING_LIMITS } from "../../src/emulator/http/limits";
import { CALLBACK, PASSWORD, clientHeaders, errorCode, send, serverHeaders, signUp } from "./default-project";

/** `[[[ ... ]]]` nested `depth` deep. */
const nested = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

async function schemaMessage(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  expect(res.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
  return ((await res.json()) as { error: string }).error;
}

describe("numbers", () => {
  it("refuses a number past JSON's range (1e999 parses to Infinity, as does the text \"Infinity\"): never stored as a value the answer and the data file would read as null", async () => {
    const em = createEmulator();
    const keyed = em.createProject({ config: { allow_user_api_keys: true } });
    const headers = { "x-stack-project-id": keyed.id, "x-stack-access-type": "server", "x-stack-secret-server-key": keyed.secretServerKey };
    const owner = (await (await send(em, "POST", "/users", headers, { primary_email: "infinite@example.com" })).json()) as { id: string };
    for (const value of ["1e999", "-1e999", '"Infinity"']) {
      const res = await send(em, "POST", "/user-api-keys", headers, `{"user_id":"${owner.id}","description":"k","expires_at_millis":${value}}`);
      expect(await schemaMessage(res)).toContain("body.expires_at_millis must be a `number` type");
    }
    const listed = (await (await send(em, "GET", `/user-api-keys?user_id=${owner.id}`, headers)).json()) as { items: unknown[] };
    expect(listed.items).toEqual([]);
    // A finite number is still taken, as the service takes it.
    const made = await send(em, "POST", "/user-api-keys", headers, `{"user_id":"${owner.id}","description":"k","expires_at_millis":4102444800000}`);
    expect(made.status).toBe(200);
  });
});

describe("JSON values", () => {
  it("refuses metadata nested 5,000 deep from a signed-in client, and the project keeps answering", async () => {
    const em = createEmulator();
    const { access_token } = await signUp(em, "deep@example.com");
    const body = `{"client_metadata":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const res = await send(em, "PATCH", "/users/me", clientHeaders(em, access_token), body);
    // Past the parsing budget's depth: refused before it is parsed.
    expect(res.headers.get("x-stack-known-error")).toBe("BODY_PARSING_ERROR");
    expect(await res.text()).toContain(`nested more than ${BODY_JSON_BUDGET.depth} levels deep`);
    const list = await send(em, "GET", "/users", serverHeaders(em));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { items: { client_metadata: unknown }[] }).items[0]!.client_metadata).toBeNull();
  });

  it("accepts metadata at the depth limit and refuses one level more, on users and teams alike", async () => {
    const em = createEmulator();
    const created = await send(em, "POST", "/users", serverHeaders(em), { server_metadata: nested(JSON_LIMITS.depth) });
    expect(created.status).toBe(201);
    const tooDeep = await send(em, "POST", "/teams", serverHeaders(em), { display_name: "T", client_read_only_metadata: nested(JSON_LIMITS.depth + 1) });
    expect(await schemaMessage(tooDeep)).toContain("body.client_read_only_metadata must be nested at most");
  });

  it("refuses a JSON value longer than the limit once serialised", async () => {
    const em = createEmulator();
    const big = { blob: "x".repeat(JSON_LIMITS.length) };
    const res = await send(em, "POST", "/users", serverHeaders(em), { client_metadata: big });
    expect(await schemaMessage(res)).toContain(`body.client_metadata must be at most ${JSON_LIMITS.length} characters as JSON`);
    const fits = await send(em, "POST", "/users", serverHeaders(em), { client_metadata: { blob: "x".repeat(JSON_LIMITS.length - 20) } });
    expect(fits.status).toBe(201);
  });
});

describe("strings", () => {
  it("bounds display names of users, teams and team member profiles", async () => {
    const em = createEmulator();
    const long = "n".repeat(STRING_LIMITS.displayName + 1);
    const user = await send(em, "POST", "/users", serverHeaders(em), { display_name: long });
    expect(await schemaMessage(user)).toContain(`body.display_name must be at most ${STRING_LIMITS.displayName} characters`);
    const team = await send(em, "POST", "/teams", serverHeaders(em), { display_name: long });
    expect(await schemaMessage(team)).toContain("body.display_name must be at most");
    const ok = await send(em, "POST", "/users", serverHeaders(em), { display_name: "n".repeat(STRING_LIMITS.displayName) });
    expect(ok.status).toBe(201);
  });

  it("bounds URLs: callback URLs and profile images", async () => {
    const em = createEmulator();
    const url = `http://localhost:3000/${"a".repeat(STRING_LIMITS.url)}`;
    const res = await send(em, "POST", "/auth/password/sign-up", clientHeaders(em), { email: "u@example.com", password: PASSWORD, verification_callback_url: url });
    expect(await schemaMessage(res)).toContain(`body.verification_callback_url must be at most ${STRING_LIMITS.url} characters`);
    const image = await send(em, "POST", "/users", serverHeaders(em), { profile_image_url: `https://img.example/${"a".repeat(STRING_LIMITS.imageUrl)}` });
    expect(await schemaMessage(image)).toContain(`body.profile_image_url must be at most ${STRING_LIMITS.imageUrl} characters`);
    expect((await send(em, "POST", "/auth/password/sign-up", clientHeaders(em), { email: "v@example.com", password: PASSWORD, verification_callback_url: CALLBACK })).status).toBe(200);
  });
});

describe("bodies", () => {
  it("answers 413 to a body over the limit, in-process", async () => {
    const em = createEmulator();
    const huge = `{"email":"${"x".repeat(MAX_BODY_BYTES)}"}`;
    const res = await send(em, "POST", "/auth/password/sign-in", clientHeaders(em), huge);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(`at most ${MAX_BODY_BYTES} bytes`);
    expect(await errorCode(await send(em, "GET", "/users", serverHeaders(em)))).toBeNull();
  });

  it("answers 413 to a streamed body as soon as it passes the limit, without reading the rest", async () => {
    const em = createEmulator();
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await em.fetch("http://localhost:8102/api/v1/auth/password/sign-in", {
      method: "POST",
      headers: { ...clientHeaders(em), "content-type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
  });
});

describe("bodies over HTTP", () => {
  it("answers 413 and closes the connection while a chunked upload is still streaming", async () => {
    const em = createEmulator();
    const { url } = await em.listen(0, "127.0.0.1");
    try {
      const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest(`${url}/api/v1/auth/password/sign-up`, { method: "POST", headers: { ...clientHeaders(em), "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
        });
        // The server closes while the client is still writing: a write can then fail with
        // EPIPE or ECONNRESET after (or while) the answer arrives. That is the client's side
        // of the close the test expects; only a connection that ends with no answer fails.
        let answered = false;
        req.on("response", () => (answered = true));
        req.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
        });
        req.on("close", () => {
          if (!answered) reject(new Error("the connection closed with no answer"));
        });
        const chunk = Buffer.alloc(256 * 1024, 32);
        // More than the limit, and the request is never ended: only a server that stops
        // reading at the limit can answer.
        let sent = 0;
        const pump = () => {
          while (sent <= MAX_BODY_BYTES + chunk.length && req.write(chunk)) sent += chunk.length;
          if (sent <= MAX_BODY_BYTES + chunk.length) req.once("drain", pump);
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(answer.connection).toBe("close");
      expect(answer.body).toContain("Request body too large");
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await em.close();
    }
  });
});
