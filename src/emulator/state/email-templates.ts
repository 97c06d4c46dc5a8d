/**
 * Customised email templates, one record per project and template type. A type without
 * one uses the built-in template.
 */
import type { JsonValue } from "../../interface/wire/common";
import type { EmailTemplateJson, EmailTemplateType } from "../../interface/wire/emails";
import type { Core } from "../core";
import { DEFAULT_TEMPLATES } from "../mail/default-templates";
import { get, insert, remove } from "./store";
import type { EmailTemplateRecord } from "./types";

export function customTemplate(core: Core, projectId: string, type: EmailTemplateType): EmailTemplateRecord | undefined {
  return get(core, "emailTemplates", `${projectId}/${type}`);
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
  insert(core, "emailTemplates", { projectId, type, subject: change.subject ?? current.subject, content: change.content ?? current.content });
}

/** Drops a customisation; false when there was none. */
export function resetTemplate(core: Core, projectId: string, type: EmailTemplateType): boolean {
  const custom = customTemplate(core, projectId, type);
  if (!custom) return false;
  remove(core, "emailTemplates", custom);
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
