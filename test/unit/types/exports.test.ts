// Every name docs/api.md §4.6 lists for the non-React entry point is exported from src/index.ts.
// The names are read from docs/api.md itself (not copied here, so a name the doc gains is checked
// too) and compared with the entry point's exports as the TypeScript compiler sees them,
// which covers the type-only exports that vitest alone cannot observe.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import * as gatehouse from "../../../src";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const apiDoc = readFileSync(fileURLToPath(new URL("../../../../shared/docs/api.md", import.meta.url)), "utf8");

/** The text of the bullet of §4.6 whose bold lead starts with `label`, on one line. */
function bullet(label: string): string {
  const section = /^### 4\.6 Exported names\n([\s\S]*?)^---$/m.exec(apiDoc)?.[1];
  if (!section) throw new Error("docs/api.md has no §4.6 'Exported names'");
  const item = section.split(/^- /m).find((b) => b.startsWith(`**${label}`));
  if (!item) throw new Error(`docs/api.md §4.6 has no '${label}' bullet`);
  return item.replace(/\s+/g, " ");
}

/** Plain identifiers in backticks, in order. */
const codeNames = (text: string): string[] => [...text.matchAll(/`([A-Za-z]\w*)`/g)].map((m) => m[1]!);

// Phrases of §4.6 that name types without spelling them out, and what they stand for.
const FAMILY = "`Admin(Team|Project)Permission(Definition)(Create|Update)Options`";
const familyNames = ["Team", "Project"].flatMap((scope) =>
  ["", "Definition", "DefinitionCreateOptions", "DefinitionUpdateOptions"].map((suffix) => `Admin${scope}Permission${suffix}`));
const CONSTRUCTOR_OPTIONS = "the constructor option types";
const constructorOptionNames = ["ClientAppOptions", "ServerAppOptions", "AdminAppOptions"];
const FIRST_VIEWS = "(and their FirstView types)";
const firstViewNames = ["UserApiKeyFirstView", "TeamApiKeyFirstView"];

const values = bullet("Values");
const [coreValues, reactPart] = values.split("plus (React)") as [string, string];
const CORE_VALUES = codeNames(coreValues);
const REACT_VALUES = codeNames(reactPart);
const TYPES = [...codeNames(bullet("Types")), ...familyNames, ...constructorOptionNames];
const EXTRA_TYPES = [...codeNames(bullet("Not exported by the official SDK")), ...firstViewNames];

/** The entry point's exports by name, resolved through re-exports, as tsc sees them. */
let exported: Map<string, ts.Symbol>;
let checker: ts.TypeChecker;

beforeAll(() => {
  const config = ts.readConfigFile(`${ROOT}tsconfig.json`, ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const entry = `${ROOT}src/index.ts`;
  const program = ts.createProgram([entry], options);
  checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  exported = new Map(checker.getExportsOfModule(module).map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
}, 30_000);

/** Why `name` is not a usable exported type, or null when it is. */
function typeProblem(name: string): string | null {
  const symbol = exported.get(name);
  if (!symbol) return "not exported";
  if (!(symbol.flags & ts.SymbolFlags.Type)) return "exported, but not as a type";
  return checker.getDeclaredTypeOfSymbol(symbol).flags & ts.TypeFlags.Any ? "resolves to any" : null;
}

describe("docs/api.md §4.6 as read here", () => {
  it("still uses the phrases this test expands, and lists the expected kinds of names", () => {
    expect(bullet("Types")).toContain(FAMILY);
    expect(bullet("Types")).toContain(CONSTRUCTOR_OPTIONS);
    expect(bullet("Not exported by the official SDK")).toContain(FIRST_VIEWS);
    expect(CORE_VALUES).toEqual(["ClientApp", "ServerApp", "AdminApp"]);
    expect(REACT_VALUES).toEqual(expect.arrayContaining(["GatehouseProvider", "Handler", "useApp", "useUser"]));
    expect(TYPES.length).toBeGreaterThan(50);
    expect(EXTRA_TYPES).toEqual(expect.arrayContaining(["UserApiKey", "TokenStoreInit"]));
  });
});

describe("the gatehouse entry point (docs/api.md §4.6)", () => {
  it("exports the app classes and the error helpers as values", () => {
    for (const name of [...CORE_VALUES, "KnownErrors", "Result", "isKnownError"]) {
      expect(gatehouse[name as keyof typeof gatehouse], name).toBeDefined();
    }
    expect(gatehouse.ServerApp.prototype).toBeInstanceOf(gatehouse.ClientApp);
    expect(gatehouse.AdminApp.prototype).toBeInstanceOf(gatehouse.ServerApp);
  });

  it("keeps React out of the root entry", () => {
    for (const name of [...REACT_VALUES, "UserButton"]) {
      expect(Object.keys(gatehouse), name).not.toContain(name);
      expect(exported.has(name), name).toBe(false);
    }
  });

  it("exports every public type of docs/api.md §4.6", () => {
    const problems = TYPES.map((name) => [name, typeProblem(name)]).filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("exports the types docs/api.md §4.6 says gatehouse should export", () => {
    const problems = EXTRA_TYPES.map((name) => [name, typeProblem(name)]).filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });
});
