// Every ```ts / ```tsx block of docs/*.md compiles, as written, against the packed tarball
// (strict TypeScript, the library's declarations checked too), as a bundler app and as Node
// ESM, and uses no name it does not import or define (README.md's blocks have their own test,
// readme-snippets.test.ts). A block that is meant as a fragment says so on its fence line
// (```ts fragment): it is only parsed, and counted below, so a new one is a decision made
// here, never a block skipped silently.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Ran } from "./support/commands";
import { consumerTsc, diagnostics } from "./support/consumer-tsc";
import { docBlocksOf, undeclaredNames, type DocBlock } from "./support/snippets";
import { ROOT } from "./support/tarball";

const consumer = inject("packedConsumer");
const dir = join(consumer.dir, "docs-snippets");

/** The fragments the docs hold on purpose (```ts fragment), by document. */
const FRAGMENTS: Record<string, number> = {};

type Located = DocBlock & { doc: string };

const docs = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md")).sort();
const texts = new Map(docs.map((name) => [`docs/${name}`, readFileSync(join(ROOT, "docs", name), "utf8")]));
const blocks: Located[] = [...texts].flatMap(([doc, text]) => docBlocksOf(text).map((block) => ({ ...block, doc })));
const fragments = blocks.filter((block) => block.flags.includes("fragment"));
const complete = blocks.filter((block) => !block.flags.includes("fragment"));
const label = (block: Located) => `${block.doc}:${block.line}`;

let bundler: Promise<Ran>;
let node16: Promise<Ran>;

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  // One module per block, named for where it is, so a diagnostic points at the document.
  for (const block of complete) {
    const name = `${block.doc.replace(/^docs\//, "").replace(/\.md$/, "")}-line-${block.line}.${block.lang}`;
    writeFileSync(join(dir, name), `// ${label(block)}\n${block.code}`);
  }
  bundler = consumerTsc(consumer.dir, dir, "bundler", ["*.ts", "*.tsx"]);
  node16 = consumerTsc(consumer.dir, dir, "node16", ["*.ts", "*.tsx"]);
});

describe("docs/*.md's TypeScript blocks against the packed tarball", () => {
  it("are all found: every TypeScript fence of the docs is a block here", () => {
    const fences = [...texts.values()].flatMap((text) => text.match(/^ *```(ts|tsx|typescript|js|jsx)\b.*$/gm) ?? []);
    expect(fences.length).toBe(blocks.length);
    expect(complete.length).toBeGreaterThanOrEqual(3);
  });

  it("are read inside list items too, with a fragment's flag (the reader these checks rely on)", () => {
    const sample = ["Text.", "", "- an item:", "", "  ```ts fragment", "  const a = 1;", "    indented(a);", "  ```", "", "```tsx", "// app/page.tsx", "export default <p />;", "```", ""].join("\n");
    expect(docBlocksOf(sample).map(({ lang, code, line, flags, file }) => ({ lang, code, line, flags, file }))).toEqual([
      { lang: "ts", code: "const a = 1;\n  indented(a);\n", line: 6, flags: ["fragment"], file: null },
      { lang: "tsx", code: "// app/page.tsx\nexport default <p />;\n", line: 11, flags: [], file: "app/page.tsx" },
    ]);
  });

  it("mark their fragments, and hold only the ones counted here (each still parses)", () => {
    const counted = Object.fromEntries(docs.map((name) => [`docs/${name}`, fragments.filter((f) => f.doc === `docs/${name}`).length]).filter(([, n]) => n !== 0));
    expect(counted).toEqual(FRAGMENTS);
    for (const fragment of fragments) {
      const file = ts.createSourceFile(`fragment.${fragment.lang}`, fragment.code, ts.ScriptTarget.Latest, false, fragment.lang === "tsx" ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      expect([label(fragment), (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "))]).toEqual([label(fragment), []]);
    }
  });

  it("are complete: every name a block uses is imported, defined in it, or a global", () => {
    const globals = ["console", "Date", "window", "AbortController", "process", "fetch", "Promise", "Response", "Request", "JSON", "URL", "Error"];
    const free = complete.flatMap((block) => undeclaredNames(block.code, block.lang).filter((name) => !globals.includes(name)).map((name) => `${label(block)} ${name}`));
    expect(free).toEqual([]);
  });

  it("compile with moduleResolution bundler (a Vite or webpack app)", async () => {
    expect(diagnostics(await bundler)).toBe("");
  });

  it("compile with moduleResolution node16 (Node ESM)", async () => {
    expect(diagnostics(await node16)).toBe("");
  });
});
