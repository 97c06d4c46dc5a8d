/**
 * Customised email templates (docs/protocol.md §13.18), kept under
 * `state.extra.emailTemplates[projectId][type]`. A type without an entry uses the
 * built-in template.
 */
import type { JsonValue } from "../../interface/wire/common";
import type { EmailTemplateJson, EmailTemplateType } from "../../interface/wire/emails";
import type { Core } from "../core";
import { DEFAULT_TEMPLATES } from "../mail/default-templates";

type Stored = { subject: string; content: JsonValue };
type TemplatesArea = Record<string, Partial<Record<EmailTemplateType, Stored>>>;

const EXTRA_KEY = "emailTemplates";

function area(core: Core): TemplatesArea {
  const extra = core.state.extra;
  if (typeof extra[EXTRA_KEY] !== "object" || extra[EXTRA_KEY] === null || Array.isArray(extra[EXTRA_KEY])) extra[EXTRA_KEY] = {};
  return extra[EXTRA_KEY] as unknown as TemplatesArea;
}

export function customTemplate(core: Core, projectId: string, type: EmailTemplateType): Stored | undefined {
  return area(core)[projectId]?.[type];
}

/** The template as the service shows it: the customised one, else the default. */
export function templateView(core: Core, projectId: string, type: EmailTemplateType): EmailTemplateJson {
  const custom = customTemplate(core, projectId, type);
  const { subject, content } = custom ?? DEFAULT_TEMPLATES[type];
  return { type, subject, content: structuredClone(content), is_default: custom === undefined };
}

/** Saves a customisation; the unchanged parts come from the current template. */
export function saveTemplate(core: Core, projectId: string, type: EmailTemplateType, change: { subject?: string; content?: JsonValue }): void {
  const current = templateView(core, projectId, type);
  const templates = (area(core)[projectId] ??= {});
  templates[type] = { subject: change.subject ?? current.subject, content: change.content ?? current.content };
}

/** Drops a customisation; false when there was none. */
export function resetTemplate(core: Core, projectId: string, type: EmailTemplateType): boolean {
  const templates = area(core)[projectId];
  if (!templates?.[type]) return false;
  delete templates[type];
  return true;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * An email-editor document: a `root` block of type `EmailLayout` whose `childrenIds`
 * name blocks of the document, and every block an object with a string `type` and an
 * object `data`. Anything else is `Invalid email template content`.
 */
export function isValidTemplateDocument(content: unknown): boolean {
  if (!isObject(content) || !isObject(content.root)) return false;
  const root = content.root;
  if (root.type !== "EmailLayout" || !isObject(root.data) || !Array.isArray(root.data.childrenIds)) return false;
  for (const block of Object.values(content)) {
    if (!isObject(block) || typeof block.type !== "string" || !isObject(block.data)) return false;
  }
  return root.data.childrenIds.every((id) => typeof id === "string" && isObject(content[id]));
}
