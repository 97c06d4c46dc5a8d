import { describe, expect, it } from "vitest";
import { decideUser } from "../../../src/lib/users/get-user";

const normal = { isAnonymous: false, id: "u" };
const anonymous = { isAnonymous: true, id: "a" };

describe("decideUser (the `or` table of API.md §2.2)", () => {
  it.each([
    [undefined, normal, "user"],
    [undefined, anonymous, "null"],
    [undefined, null, "null"],
    ["return-null", anonymous, "null"],
    ["anonymous-if-exists", anonymous, "user"],
    ["anonymous-if-exists", null, "null"],
    ["anonymous", normal, "user"],
    ["anonymous", anonymous, "user"],
    ["anonymous", null, "anonymous-sign-up"],
    ["redirect", normal, "user"],
    ["redirect", anonymous, "redirect"],
    ["redirect", null, "redirect"],
    ["throw", normal, "user"],
    ["throw", anonymous, "throw"],
    ["throw", null, "throw"],
  ] as const)("or=%s with %o -> %s", (or, user, kind) => {
    expect(decideUser(user, or).kind).toBe(kind);
  });
});
