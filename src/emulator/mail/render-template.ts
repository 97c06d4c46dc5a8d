/**
 * Renders an email template: the subject line, and the editor document (docs/protocol.md
 * §13.18) as mail blocks (./mail-body), with the service's variables substituted. The
 * emulator does not reproduce the editor's styling, only its blocks.
 *
 * Substitution follows the templates' Handlebars subset: `{{ name }}` and
 * `{{#if name}}...{{else}}...{{/if}}` (not nested). An unknown or null variable
 * renders as the empty string, as Handlebars does.
 */
import type { JsonValue } from "../../interface/wire/common";
import type { MailBlock } from "./mail-body";

/** Variable values by name, e.g. `{ projectDisplayName: "My App", otp: "ABC123" }`. */
export type TemplateVariables = Readonly<Record<string, string | null>>;

const IF_BLOCK = /\{\{#if\s+([A-Za-z_][\w.]*)\s*\}\}([\s\S]*?)\{\{\/if\}\}/g;
const VARIABLE = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

/** Substitutes the variables of one template string (a subject, a block's text). */
export function renderTemplateString(template: string, variables: TemplateVariables): string {
  // Names come from an admin's template: `constructor` must not find Object.prototype's.
  const valueOf = (name: string) => (Object.hasOwn(variables, name) ? variables[name] ?? null : null);
  const present = (name: string) => {
    const value = valueOf(name);
    return value !== null && value !== "";
  };
  return template
    .replace(IF_BLOCK, (_, name: string, inner: string) => {
      const [then, otherwise = ""] = inner.split(/\{\{else\}\}/);
      return present(name) ? then! : otherwise;
    })
    .replace(VARIABLE, (_, name: string) => valueOf(name) ?? "");
}

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The document's blocks in reading order: headings and texts as written, a button as its
 * label and url, dividers, containers and columns walked into. Unknown block types without
 * text are left out.
 */
export function renderDocumentBlocks(document: JsonValue, variables: TemplateVariables): MailBlock[] {
  if (!isRecord(document)) return [];
  const blocks: MailBlock[] = [];
  const seen = new Set<string>();
  const visit = (ids: unknown) => {
    if (!Array.isArray(ids)) return;
    for (const id of ids) {
      // A malformed document may list a block twice or in a cycle.
      if (typeof id !== "string" || seen.has(id)) continue;
      seen.add(id);
      const block = document[id];
      if (isRecord(block) && block.type === "Divider") {
        blocks.push({ kind: "divider" });
        continue;
      }
      const data = isRecord(block) && isRecord(block.data) ? block.data : undefined;
      const props = data && isRecord(data.props) ? data.props : undefined;
      if (!props) continue;
      const text = typeof props.text === "string" ? renderTemplateString(props.text, variables).trim() : "";
      const url = typeof props.url === "string" ? renderTemplateString(props.url, variables).trim() : "";
      if (url !== "") blocks.push({ kind: "button", label: text, url });
      else if (text !== "") blocks.push({ kind: isRecord(block) && block.type === "Heading" ? "heading" : "text", text });
      visit(props.childrenIds);
      if (Array.isArray(props.columns)) for (const column of props.columns) if (isRecord(column)) visit(column.childrenIds);
    }
  };
  const root = document.root;
  if (isRecord(root) && isRecord(root.data)) visit(root.data.childrenIds);
  return blocks;
}
