import { describe, expect, it } from "vitest";
import { NOT_SIGNED_IN_MESSAGE, decideUser } from "../../../src/lib/users/get-user";

const normal = { isAnonymous: false, id: "u" };
const anonymous = { isAnonymous: true, id: "a" };

describe("decideUser (the `or` table of docs/api.md §2.2)", () => {
  it.each([
    [undefined, normal, { user: normal }],
    [undefined, anonymous, { user: null }],
    [undefined, null, { user: null }],
    ["return-null", anonymous, { user: null }],
    ["anonymous-if-exists", anonymous, { user: anonymous }],
    ["anonymous-if-exists", null, { user: null }],
    ["anonymous", normal, { user: normal }],
    ["anonymous", anonymous, { user: anonymous }],
    ["anonymous", null, { action: "anonymous-sign-up" }],
    ["redirect", normal, { user: normal }],
    ["redirect", anonymous, { action: "redirect" }],
    ["redirect", null, { action: "redirect" }],
    ["throw", normal, { user: normal }],
  ] as const)("or=%s with %o -> %o", (or, user, expected) => {
    expect(decideUser(user, or)).toEqual(expected);
  });

  it.each([anonymous, null])("or=throw with %o throws the exact not-signed-in message", (user) => {
    expect(() => decideUser(user, "throw")).toThrow(new Error(NOT_SIGNED_IN_MESSAGE));
  });
});
