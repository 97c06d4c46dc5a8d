/**
 * Metadata typed by hand in the console: it must parse as JSON and be an object (the
 * service keeps objects in the metadata fields). Anything else is an error shown on the
 * field, and nothing is sent.
 */
import type { Json } from "../../index";

export type ParsedJsonObject = { ok: true; value: { [key: string]: Json } } | { ok: false; error: string };

export function parseJsonObject(text: string): ParsedJsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { ok: false, error: `Not valid JSON: ${reason}` };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    return { ok: false, error: `Metadata must be a JSON object ({ ... }), not ${kind}.` };
  }
  return { ok: true, value: value as { [key: string]: Json } };
}

/** Stored metadata as the editor shows it: indented, `{}` for none. */
export function formatJson(value: Json | undefined): string {
  return value === undefined || value === null ? "{}" : JSON.stringify(value, null, 2);
}
