// Every reference in the repo points at something a reader of a clone can open: no citation
// of the product documents the repo was written from (they are not part of it), and every
// `docs/...` path, section number and markdown link resolves.
import { existsSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, read, textFiles, topLevelFiles } from "./repo-files";

const FILES = [...textFiles("src", "test", "bench", "demo", "docs"), ...topLevelFiles()];

/** Citations of documents outside the repo, and why each is refused. */
const OUTSIDE: [RegExp, string][] = [
  [/\b(?:SPEC|API|DESIGN|STYLE)\.md\b/, "a product document that is not in the repo"],
  [/\bSPEC(?: section|\s?§)/, "a section of the product specification, which is not in the repo"],
  [/\b(?:endpoints|errors|tokens-and-sessions)\.md\b/, "a protocol document that is not in the repo (see docs/protocol.md)"],
  [/(?<![\w/])protocol\/(?!\w+\.test)/, "the protocol folder of the product documents (see docs/protocol.md, test/fixtures/protocol)"],
  [/\btokens[ ]doc\b/, "the tokens document of the product documents (see docs/protocol.md)"],
  [/\bREADME(?:\.md)?\s?§|\bprotocol\s§/, "a numbered section of the protocol README of the product documents (see docs/protocol.md)"],
  [/(?<!fixtures\/protocol\/)exchanges\/README\.md/, "the exchanges README (see test/fixtures/protocol/README.md)"],
  [/\.\.\/shared\b|\bshared\/(?:protocol|API|SPEC|DESIGN)/, "a path outside the repo"],
];

/** Headings of a markdown file: their section numbers ("2.1") and GitHub anchors. */
function headings(rel: string): { numbers: Set<string>; anchors: Set<string> } {
  const numbers = new Set<string>();
  const anchors = new Set<string>();
  for (const [, text] of read(rel).matchAll(/^#{1,6} (.+)$/gm)) {
    const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(text!)?.[1];
    if (number) numbers.add(number);
    anchors.add(slug(text!));
  }
  return { numbers, anchors };
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").trim().replace(/\s/g, "-");
}

type Finding = { file: string; line: number; text: string; problem: string };

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

function outsideCitations(): Finding[] {
  const found: Finding[] = [];
  for (const file of FILES) {
    const text = read(file);
    for (const [pattern, problem] of OUTSIDE) {
      for (const match of text.matchAll(new RegExp(pattern.source, "g"))) {
        found.push({ file, line: lineOf(text, match.index!), text: match[0], problem });
      }
    }
  }
  return found;
}

/** A docs/ markdown path, optionally `#anchor` or `§N` (and more `, §M` / `–§M` after it). */
const DOC_REF = /\bdocs\/([\w.-]+\.md)(?:#([\w-]+)|((?:\s*(?:,|and|–|-)?\s*§\s*\d+(?:\.\d+)*)+))?/g;

function badDocReferences(): Finding[] {
  const found: Finding[] = [];
  for (const file of FILES) {
    const text = read(file);
    for (const match of text.matchAll(DOC_REF)) {
      const [whole, name, anchor, sections] = match;
      const target = `docs/${name}`;
      const at = { file, line: lineOf(text, match.index!), text: whole };
      if (!existsSync(join(ROOT, target))) {
        found.push({ ...at, problem: `${target} does not exist` });
        continue;
      }
      const { numbers, anchors } = headings(target);
      if (anchor && !anchors.has(anchor)) found.push({ ...at, problem: `${target} has no heading #${anchor}` });
      for (const [, number] of (sections ?? "").matchAll(/§\s*(\d+(?:\.\d+)*)/g)) {
        if (!numbers.has(number!)) found.push({ ...at, problem: `${target} has no section ${number}` });
      }
    }
  }
  return found;
}

/** Relative links of the markdown files: `[text](path#anchor)`. */
function badMarkdownLinks(): Finding[] {
  const found: Finding[] = [];
  for (const file of FILES.filter((f) => f.endsWith(".md"))) {
    const text = read(file);
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1]!;
      if (/^[a-z]+:/i.test(link)) continue; // https:, mailto:
      const [path, anchor] = link.split("#") as [string, string | undefined];
      const target = path === "" ? file : posix.normalize(posix.join(dirname(file), path));
      const at = { file, line: lineOf(text, match.index!), text: link };
      if (target.startsWith("..") || !existsSync(join(ROOT, target))) {
        found.push({ ...at, problem: `${target} is not a file of the repo` });
      } else if (anchor && target.endsWith(".md") && !headings(target).anchors.has(anchor)) {
        found.push({ ...at, problem: `${target} has no heading #${anchor}` });
      }
    }
  }
  return found;
}

/** Repo paths the markdown files name in backticks (`src/...`); the changelog is history and may name old ones. */
function missingPaths(): Finding[] {
  const found: Finding[] = [];
  for (const file of FILES.filter((f) => f.endsWith(".md") && f !== "CHANGELOG.md")) {
    const text = read(file);
    for (const match of text.matchAll(/`((?:src|test|bench|demo|docs)\/[\w./-]+)`/g)) {
      if (!existsSync(join(ROOT, match[1]!))) found.push({ file, line: lineOf(text, match.index!), text: match[1]!, problem: "no such file or folder" });
    }
  }
  return found;
}

describe("references in the repo", () => {
  it("are checked in every kind of file", () => {
    for (const dir of ["src/", "test/", "bench/", "demo/", "docs/"]) expect(FILES.some((f) => f.startsWith(dir)), dir).toBe(true);
    expect(FILES).toEqual(expect.arrayContaining(["README.md", "CHANGELOG.md", "docs/api.md", "docs/protocol.md", "docs/architecture.md"]));
  });

  it("cite no document that lives outside the repo", () => {
    expect(outsideCitations()).toEqual([]);
  });

  it("name docs/ files, sections and anchors that exist", () => {
    expect(badDocReferences()).toEqual([]);
  });

  it("link markdown to files and headings that exist", () => {
    expect(badMarkdownLinks()).toEqual([]);
  });

  it("name repo paths that exist", () => {
    expect(missingPaths()).toEqual([]);
  });

  it("would catch a stale reference (the checks themselves)", () => {
    // Spelled in pieces, so this file does not cite what it forbids.
    const stale = [`see ${"API"}.md §5.4`, `(${"endpoints"}.md §9)`, `(${"SPEC"} section 9)`, `${"protocol"}/${"errors"}.md`, `../${"shared"}/x`, `(${"README"} §5.1)`];
    for (const text of stale) expect(OUTSIDE.some(([p]) => p.test(text)), text).toBe(true);
    expect(OUTSIDE.some(([p]) => p.test("test/fixtures/protocol/exchanges/users.json"))).toBe(false);
    expect(headings("docs/api.md").numbers.has("2.1")).toBe(true);
    expect(headings("docs/api.md").numbers.has("99.9")).toBe(false);
    expect(slug("4.4 Validation order and `SCHEMA_ERROR`")).toBe("44-validation-order-and-schema_error");
  });
});
