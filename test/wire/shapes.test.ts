/**
 * Success bodies that are JSON but not the right shape fail at the wire layer with
 * InvalidResponseError: never a TypeError from deep inside, never a wrong answer.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { InvalidResponseError } from "../../src/errors";
import { list, maybe, obj } from "../../src/interface/shape";
import { clientApi, exchange, serverApi, userSession } from "./helpers";

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

const user = exchange("teams", 49).response.body as Record<string, unknown>;
const signIn = { access_token: "secret-access-token", refresh_token: "secret-refresh-token", user_id: "u1" };

describe("malformed success answers", () => {
  it.each([
    ["null", null],
    ["an empty object", {}],
    ["an array", []],
    ["a string", "ok"],
    ["a number for the id", { ...user, id: 7 }],
    ["a string for a boolean", { ...user, has_password: "yes" }],
    ["a selected team without an id", { ...user, selected_team: { display_name: "t" } }],
    ["providers that are not a list", { ...user, oauth_providers: {} }],
  ])("getCurrentUser with %s is an InvalidResponseError", async (_label, body) => {
    const error = await errorOf(clientApi({ fetch: answering(body) }).getCurrentUser(userSession()));
    expect(InvalidResponseError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(/^The authentication service sent an invalid response: GET \/users\/me answered a body whose /);
  });

  it("names where the body went wrong", async () => {
    const error = await errorOf(clientApi({ fetch: answering({ ...user, selected_team: { id: 1 } }) }).getCurrentUser(userSession()));
    expect((error as Error).message).toContain("field body.selected_team.id is missing or of the wrong type");
  });

  it("a refresh answered without access_token is an error, not a signed-out Result", async () => {
    const error = await errorOf(clientApi({ fetch: answering({ token_type: "Bearer", expires_in: 3600 }) }).refreshAccessToken("r"));
    expect(InvalidResponseError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain("POST /auth/oauth/token answered a body whose field body.access_token");
  });

  it("a sign-in answered without tokens is an error, not ok", async () => {
    for (const body of [{}, { access_token: "a", user_id: "u" }, { ...signIn, refresh_token: null }]) {
      const error = await errorOf(clientApi({ fetch: answering(body) }).signInWithPassword({ email: "a@example.com", password: "p" }));
      expect(InvalidResponseError.isInstance(error)).toBe(true);
    }
  });

  it("never puts the body's values in the message (they may be tokens)", async () => {
    const error = await errorOf(clientApi({ fetch: answering({ ...signIn, user_id: 5 }) }).signInWithPassword({ email: "a@example.com", password: "p" }));
    expect((error as Error).message).not.toContain("secret");
  });

  it("a list whose items are not of the right shape is an InvalidResponseError", async () => {
    const error = await errorOf(clientApi({ fetch: answering({ items: [{ id: "s1" }, null] }) }).listSessions(userSession()));
    expect((error as Error).message).toContain("field body.items[0].created_at");
    const notAList = await errorOf(clientApi({ fetch: answering({ items: null }) }).listTeams(userSession()));
    expect((notAList as Error).message).toContain("field body.items is missing");
  });

  it("a users page without items is an InvalidResponseError", async () => {
    expect(InvalidResponseError.isInstance(await errorOf(serverApi({ fetch: answering({ pagination: {} }) }).listUsers()))).toBe(true);
  });

  it("any JSON at all either fits the user shape or is an InvalidResponseError", async () => {
    const userLike = fc.record({
      id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      primary_email_verified: fc.oneof(fc.boolean(), fc.string()),
      signed_up_at_millis: fc.oneof(fc.integer(), fc.string()),
      oauth_providers: fc.oneof(fc.array(fc.record({ id: fc.oneof(fc.string(), fc.integer()) })), fc.constant(null)),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), userLike.map((patch) => ({ ...user, ...patch }))), async (body) => {
        const outcome = await clientApi({ fetch: answering(body) })
          .getCurrentUser(userSession())
          .then(
            (result) => ({ ok: result }),
            (error: unknown) => ({ error }),
          );
        if ("error" in outcome) expect(InvalidResponseError.isInstance(outcome.error)).toBe(true);
        else expect(outcome.ok).toEqual({ status: "ok", data: body });
      }),
      { numRuns: 300 },
    );
  });
});

describe("shape checks", () => {
  const check = obj("id name? count:n on:b meta:j? tags:a? extra:o?", { child: maybe(obj("id")), items: list(obj("n:n")) });
  const good = { id: "x", count: 1, on: false, items: [] };

  it("pass what fits, whatever else the object holds", () => {
    expect(check(good)).toBeUndefined();
    expect(check({ ...good, name: null, meta: null, child: null, more: [1] })).toBeUndefined();
    expect(check({ ...good, name: "n", meta: { a: 1 }, tags: [], extra: {}, child: { id: "c" }, items: [{ n: 2 }] })).toBeUndefined();
  });

  it("name the first field that does not fit", () => {
    expect(check(null)).toBe("");
    expect(check([])).toBe("");
    expect(check({ ...good, id: null })).toBe(".id");
    expect(check({ ...good, count: "1" })).toBe(".count");
    expect(check({ ...good, name: 3 })).toBe(".name");
    expect(check({ ...good, tags: {} })).toBe(".tags");
    expect(check({ ...good, extra: [] })).toBe(".extra");
    expect(check({ ...good, child: { id: 1 } })).toBe(".child.id");
    expect(check({ ...good, items: [{ n: 1 }, { n: "2" }] })).toBe(".items[1].n");
    expect(check({ ...good, items: undefined })).toBe(".items");
  });
});
