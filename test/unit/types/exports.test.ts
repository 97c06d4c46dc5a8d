// The entry points export exactly the names docs/api.md §4.6 lists, and the doc lists every
// name they export. The names are read from the doc (so a name it gains is checked too) and
// compared with the exports as the TypeScript compiler sees them, which covers the type-only
// exports that vitest alone cannot observe.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import * as gatehouse from "../../../src";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const apiDoc = readFileSync(`${ROOT}docs/api.md`, "utf8");

/** The bullets of §4.6 by their bold lead ("Values of `gatehouse`", ...), each as its list of names. */
function exportedNamesSection(): Map<string, string[]> {
  const section = /^### 4\.6 Exported names\n([\s\S]*?)^#{1,3} /m.exec(apiDoc)?.[1];
  if (!section) throw new Error("docs/api.md has no '### 4.6 Exported names' section");
  const bullets = new Map<string, string[]>();
  for (const bullet of section.split(/^- (?=\*\*)/m).slice(1)) {
    const lead = /^\*\*(.+?)\*\*/.exec(bullet)![1]!;
    const body = bullet.slice(lead.length + 4);
    bullets.set(lead, [...body.matchAll(/`([A-Za-z]\w*)`/g)].map((m) => m[1]!));
  }
  return bullets;
}

const bullets = exportedNamesSection();
function names(lead: string): string[] {
  const list = bullets.get(lead);
  if (!list) throw new Error(`docs/api.md §4.6 has no '${lead}' bullet (has: ${[...bullets.keys()].join("; ")})`);
  return list;
}
const CORE_VALUES = names("Values of `gatehouse`");
const CORE_TYPES = names("Types of `gatehouse`");
const REACT_VALUES = names("Values of `gatehouse/react`");
const REACT_TYPES = names("Types of `gatehouse/react`");
const NEXT_VALUES = names("Values of `gatehouse/next`");
const NEXT_TYPES = names("Types of `gatehouse/next`");

type Exports = Map<string, ts.Symbol>;
let core: Exports;
let react: Exports;
let next: Exports;
let nextServer: Exports;
let checker: ts.TypeChecker;

beforeAll(() => {
  const config = ts.readConfigFile(`${ROOT}tsconfig.json`, ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const entries = [`${ROOT}src/index.ts`, `${ROOT}src/react.ts`, `${ROOT}src/next.ts`, `${ROOT}src/next-server.ts`];
  const program = ts.createProgram(entries, options);
  checker = program.getTypeChecker();
  const exportsOf = (file: string): Exports => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    return new Map(checker.getExportsOfModule(module).map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
  };
  [core, react, next, nextServer] = entries.map(exportsOf) as [Exports, Exports, Exports, Exports];
}, 60_000);

/** Why `name` is not a usable export of `kind` from `from`, or null when it is. */
function problem(from: Exports, name: string, kind: "value" | "type"): string | null {
  const symbol = from.get(name);
  if (!symbol) return "not exported";
  if (kind === "value") return symbol.flags & ts.SymbolFlags.Value ? null : "exported, but not as a value";
  if (!(symbol.flags & ts.SymbolFlags.Type)) return "exported, but not as a type";
  return checker.getDeclaredTypeOfSymbol(symbol).flags & ts.TypeFlags.Any ? "resolves to any" : null;
}

const problems = (from: Exports, list: string[], kind: "value" | "type") =>
  list.map((name) => [name, problem(from, name, kind)]).filter(([, p]) => p !== null);

describe("docs/api.md §4.6 as read here", () => {
  it("lists the four kinds of names, without repeats", () => {
    expect(CORE_VALUES).toEqual(expect.arrayContaining(["ClientApp", "ServerApp", "AdminApp", "KnownErrors", "Result"]));
    expect(CORE_TYPES.length).toBeGreaterThan(80);
    expect(REACT_VALUES).toEqual(expect.arrayContaining(["GatehouseProvider", "Handler", "useApp", "useUser", "UserButton"]));
    expect(REACT_TYPES).toEqual(expect.arrayContaining(["UserButtonProps", "HandlerProps"]));
    expect(NEXT_VALUES).toEqual(expect.arrayContaining(["GatehouseNextProvider", "protectRoutes"]));
    const all = [...CORE_VALUES, ...CORE_TYPES, ...REACT_VALUES, ...REACT_TYPES, ...NEXT_VALUES, ...NEXT_TYPES];
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });
});

describe("the gatehouse entry point", () => {
  it("exports the listed values, and they exist at run time", () => {
    expect(problems(core, CORE_VALUES, "value")).toEqual([]);
    for (const name of CORE_VALUES) expect(gatehouse[name as keyof typeof gatehouse], name).toBeDefined();
    expect(gatehouse.ServerApp.prototype).toBeInstanceOf(gatehouse.ClientApp);
    expect(gatehouse.AdminApp.prototype).toBeInstanceOf(gatehouse.ServerApp);
  });

  it("exports every listed type, none of them any", () => {
    expect(problems(core, CORE_TYPES, "type")).toEqual([]);
  });

  it("exports nothing the doc leaves out", () => {
    const listed = new Set([...CORE_VALUES, ...CORE_TYPES]);
    expect([...core.keys()].filter((name) => !listed.has(name))).toEqual([]);
  });

  it("keeps React and Next.js out", () => {
    for (const name of [...REACT_VALUES, ...REACT_TYPES, ...NEXT_VALUES, ...NEXT_TYPES]) expect(core.has(name), name).toBe(false);
  });
});

describe("the gatehouse/react entry point", () => {
  it("exports everything of gatehouse too", () => {
    expect([...core.keys()].filter((name) => !react.has(name))).toEqual([]);
  });

  it("exports the listed React values and types", () => {
    expect(problems(react, REACT_VALUES, "value")).toEqual([]);
    expect(problems(react, REACT_TYPES, "type")).toEqual([]);
  });

  it("exports nothing the doc leaves out", () => {
    const listed = new Set([...CORE_VALUES, ...CORE_TYPES, ...REACT_VALUES, ...REACT_TYPES]);
    expect([...react.keys()].filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe("the gatehouse/next entry point (both builds)", () => {
  it("exports everything of gatehouse/react too", () => {
    for (const entry of [next, nextServer]) expect([...react.keys()].filter((name) => !entry.has(name))).toEqual([]);
  });

  it("exports the listed Next values and types, and nothing the doc leaves out", () => {
    const listed = new Set([...CORE_VALUES, ...CORE_TYPES, ...REACT_VALUES, ...REACT_TYPES, ...NEXT_VALUES, ...NEXT_TYPES]);
    for (const entry of [next, nextServer]) {
      expect(problems(entry, NEXT_VALUES, "value")).toEqual([]);
      expect(problems(entry, NEXT_TYPES, "type")).toEqual([]);
      expect([...entry.keys()].filter((name) => !listed.has(name))).toEqual([]);
    }
  });

  it("has the same names in the server build as in the other", () => {
    expect([...nextServer.keys()].sort()).toEqual([...next.keys()].sort());
  });
});
