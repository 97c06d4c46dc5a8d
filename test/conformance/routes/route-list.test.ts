/**
 * docs/protocol.md §14.1 lists every route the emulator serves, and no other.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiRoutes, rootRoutes } from "../../../src/emulator/routes/index";

const doc = readFileSync(new URL("../../../docs/protocol.md", import.meta.url), "utf8");
const section = doc.slice(doc.indexOf("### 14.1 Routes it serves"), doc.indexOf("### 14.2"));
// A route may be shown with its query (`GET /emulator/api/emails?to=`): the route is the path.
const listed = [...section.matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`?]*)(?:\?[^`]*)?`/g)].map((m) => m[1]!);

describe("docs/protocol.md §14.1", () => {
  it("lists every route of the emulator once, and only those", () => {
    const served = [...apiRoutes, ...rootRoutes].map((r) => `${r.method} ${r.path}`);
    expect([...listed].sort()).toEqual([...served].sort());
  });
});
