/**
 * README.md's TypeScript snippets as a consumer would paste them: each ```ts / ```tsx block
 * becomes a module, preceded by `declare const` lines for the free variables it uses (the
 * values a reader brings: keys, an email, a request), typed by FREE_VARIABLES.
 */
import ts from "typescript";

export type Snippet = {
  lang: "ts" | "tsx";
  code: string;
  /** 1-based line of the block's first code line in README.md. */
  line: number;
  /** The file a block names on its first line (`// app/layout.tsx`), for snippets that import each other; else null. */
  file: string | null;
};

/** Every ```ts and ```tsx block of `markdown`. */
export function snippetsOf(markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  for (const match of markdown.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, match.index).split("\n").length + 1;
    const file = /^\/\/ ((?:[\w.\[\]-]+\/)*[\w.\[\]-]+\.tsx?)\n/.exec(match[2]!)?.[1] ?? null;
    snippets.push({ lang: match[1] as "ts" | "tsx", code: match[2]!, line, file });
  }
  return snippets;
}

/** A ```ts / ```tsx block of a document, with the words after its language (`ts fragment`: `["fragment"]`). */
export type DocBlock = Snippet & { flags: string[] };

/**
 * Every ```ts and ```tsx block of `markdown`, indented ones too (a block inside a list item):
 * the fence's indentation is taken off each line. The words after the language on the fence
 * line are the block's flags.
 */
export function docBlocksOf(markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const match of markdown.matchAll(/^( *)```(tsx?)((?: +[\w-]+)*) *\n([\s\S]*?)^\1```$/gm)) {
    const indent = match[1]!;
    const code = match[4]!
      .split("\n")
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join("\n");
    const line = markdown.slice(0, match.index).split("\n").length + 1;
    const file = /^\/\/ ((?:[\w.\[\]-]+\/)*[\w.\[\]-]+\.tsx?)\n/.exec(code)?.[1] ?? null;
    blocks.push({ lang: match[2] as "ts" | "tsx", code, line, file, flags: match[3]!.trim().split(/ +/).filter(Boolean) });
  }
  return blocks;
}

/** The types of the names README snippets use without defining (a reader's own values). */
export const FREE_VARIABLES: Record<string, string> = {
  baseUrl: "string",
  projectId: "string",
  publishableClientKey: "string",
  secretServerKey: "string",
  superSecretAdminKey: "string",
  email: "string",
  password: "string",
  request: 'import("node:http").IncomingMessage',
  response: 'import("node:http").ServerResponse',
};

/** Identifiers `code` reads as values without declaring them anywhere (globals included). */
export function undeclaredNames(code: string, lang: "ts" | "tsx"): string[] {
  const file = ts.createSourceFile(`snippet.${lang}`, code, ts.ScriptTarget.Latest, true, lang === "tsx" ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isDeclarationName = (ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent) ||
        ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isImportClause(parent) ||
        ts.isNamespaceImport(parent) || ts.isTypeAliasDeclaration(parent) || ts.isInterfaceDeclaration(parent)) && parent.name === node;
      if (isDeclarationName) declared.add(node.text);
      else if (isValueReference(node)) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...used].filter((name) => !declared.has(name));
}

function isValueReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  if (ts.isJsxAttribute(parent) || ts.isImportSpecifier(parent) || ts.isBindingElement(parent) || ts.isTypeReferenceNode(parent)) return false;
  // <header>, <p>: intrinsic elements are tag names, not variables.
  if ((ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxClosingElement(parent)) && /^[a-z]/.test(node.text)) return false;
  return true;
}

/** The module a snippet becomes: its free variables declared, then the snippet as written. */
export function snippetModule(snippet: Snippet): string {
  const declarations = undeclaredNames(snippet.code, snippet.lang)
    .filter((name) => name in FREE_VARIABLES)
    .map((name) => `declare const ${name}: ${FREE_VARIABLES[name]};`);
  return [`// README.md line ${snippet.line}`, ...declarations, snippet.code].join("\n");
}
