/**
 * The pure pieces of the console's Users and Teams pages: metadata JSON checks, the cursor
 * trail of the users list, search and paging over the team list, the handler URLs guessed
 * from a project's trusted domains, and links that keep the project parameter.
 */
import { describe, expect, it } from "vitest";
import { consoleHref } from "../../../src/console/parts/console-links";
import { formatTime } from "../../../src/console/parts/format";
import { suggestedCallbackUrl, suggestedHandlerUrl } from "../../../src/console/parts/impersonation";
import { formatJson, parseJsonObject } from "../../../src/console/parts/json-object";
import { FIRST_PAGE, currentCursor, nextPage, pageNumber, previousPage } from "../../../src/console/pages/users/paging";
import { matchingTeams, pageOf } from "../../../src/console/pages/teams/team-search";

describe("metadata JSON", () => {
  it("takes objects, and says what else it got", () => {
    expect(parseJsonObject('{ "a": [1, { "b": null }] }')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
    expect(parseJsonObject("{}")).toEqual({ ok: true, value: {} });
    expect(parseJsonObject("[1]")).toEqual({ ok: false, error: "Metadata must be a JSON object ({ ... }), not an array." });
    expect(parseJsonObject("null")).toEqual({ ok: false, error: "Metadata must be a JSON object ({ ... }), not null." });
    expect(parseJsonObject("3")).toEqual({ ok: false, error: "Metadata must be a JSON object ({ ... }), not a number." });
    const broken = parseJsonObject("{ 'single': 1 }");
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/^Not valid JSON: /);
    expect(parseJsonObject("").ok).toBe(false);
  });

  it("shows stored metadata indented, and none as {}", () => {
    expect(formatJson(null)).toBe("{}");
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

describe("the cursor trail", () => {
  it("goes forward with the answered cursor and back to the cursors it kept", () => {
    const two = nextPage(FIRST_PAGE, "c2");
    const three = nextPage(two, "c3");
    expect([pageNumber(FIRST_PAGE), pageNumber(two), pageNumber(three)]).toEqual([1, 2, 3]);
    expect(currentCursor(FIRST_PAGE)).toBeUndefined();
    expect(currentCursor(three)).toBe("c3");
    expect(currentCursor(previousPage(three))).toBe("c2");
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });
});

describe("the team list", () => {
  const teams = [{ id: "t-2", displayName: "beta" }, { id: "t-1", displayName: "Alpha" }, { id: "t-3", displayName: "Alphabet" }];

  it("sorts by name, matches names in any case and ids exactly", () => {
    expect(matchingTeams(teams, "").map((t) => t.id)).toEqual(["t-1", "t-3", "t-2"]);
    expect(matchingTeams(teams, "ALPHA").map((t) => t.id)).toEqual(["t-1", "t-3"]);
    expect(matchingTeams(teams, "t-2").map((t) => t.id)).toEqual(["t-2"]);
    expect(matchingTeams(teams, "t-")).toEqual([]);
  });

  it("pages, keeping the page within the pages there are", () => {
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect(pageOf(items, 1, 3)).toEqual({ items: [0, 1, 2], page: 1, pages: 3 });
    expect(pageOf(items, 3, 3)).toEqual({ items: [6], page: 3, pages: 3 });
    expect(pageOf(items, 9, 3).page).toBe(3);
    expect(pageOf([], 1, 3)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe("the app's handler pages, guessed", () => {
  const withDomain = (domain: string, handlerPath: string) => ({ config: { domains: [{ domain, handlerPath }] } }) as never;

  it("uses the first trusted domain and its handler path", () => {
    expect(suggestedCallbackUrl(withDomain("https://app.example.com", "/handler"))).toBe("https://app.example.com/handler/magic-link-callback");
    expect(suggestedHandlerUrl(withDomain("https://app.example.com/base/", "auth/"), "team-invitation")).toBe("https://app.example.com/base/auth/team-invitation");
    expect(suggestedCallbackUrl(withDomain("https://app.example.com", "/"))).toBe("https://app.example.com/magic-link-callback");
  });

  it("falls back to the local dev server without a usable domain", () => {
    expect(suggestedCallbackUrl(undefined)).toBe("http://localhost:3000/handler/magic-link-callback");
    expect(suggestedCallbackUrl({ config: { domains: [] } } as never)).toBe("http://localhost:3000/handler/magic-link-callback");
    expect(suggestedHandlerUrl(withDomain("not a url", "/handler"), "team-invitation")).toBe("http://localhost:3000/handler/team-invitation");
  });
});

describe("console links and times", () => {
  it("keep the project parameter when the address has one", () => {
    expect(consoleHref({ search: new URLSearchParams("") }, "users/u1")).toBe("/emulator/users/u1");
    expect(consoleHref({ search: new URLSearchParams("project=p 1&q=x") }, "/teams")).toBe("/emulator/teams?project=p%201");
  });

  it("write times in UTC to the minute", () => {
    expect(formatTime(new Date("2026-03-05T12:34:56Z"))).toBe("2026-03-05 12:34 UTC");
    expect(formatTime(null)).toBe("never");
    expect(formatTime(new Date(Number.NaN))).toBe("never");
  });
});
