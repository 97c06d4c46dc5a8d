/**
 * Request body parsing (docs/protocol.md §2): only the part of the content type before `;`
 * counts; no content type means no body; GET bodies are ignored. A JSON body is measured
 * against {@link BODY_JSON_BUDGET} in one pass before it is parsed (a form body's fields
 * are counted against its keys), so no body can make parsing (or validating, or describing
 * its problems) take long.
 */
import { KnownErrors } from "../../errors";
import type { Call } from "./call";
import { BODY_JSON_BUDGET } from "./limits";

export async function parseBody(call: Call): Promise<unknown> {
  if (call.method === "GET" || call.method === "HEAD") return undefined;
  const contentType = call.headers.get("content-type")?.split(";")[0];
  if (contentType === undefined || contentType === "") return undefined;
  const buffer = await call.body();
  const getText = () => {
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(buffer);
    } catch {
      throw new KnownErrors.BodyParsingError("Request body cannot be parsed as UTF-8");
    }
  };
  switch (contentType) {
    case "application/json": {
      const raw = getText();
      const over = overBudget(raw);
      if (over !== null) throw new KnownErrors.BodyParsingError(`Request body is too complex: ${over}`);
      try {
        return JSON.parse(raw);
      } catch {
        throw new KnownErrors.BodyParsingError("Invalid JSON in request body");
      }
    }
    case "application/x-www-form-urlencoded": {
      const raw = getText();
      if (raw.split("&", BODY_JSON_BUDGET.keys + 1).length > BODY_JSON_BUDGET.keys) {
        throw new KnownErrors.BodyParsingError(`Request body is too complex: more than ${BODY_JSON_BUDGET.keys} form fields`);
      }
      try {
        return Object.fromEntries(new URLSearchParams(raw).entries());
      } catch {
        throw new KnownErrors.BodyParsingError("Invalid form data in request body");
      }
    }
    case "text/plain":
      return getText();
    case "application/octet-stream":
      return buffer;
    default:
      throw new KnownErrors.BodyParsingError(`Unknown content type in request body: ${contentType}`);
  }
}


/**
 * Which bound of {@link BODY_JSON_BUDGET} the JSON text passes, or null. Counts outside
 * strings only: `{` / `[` open a level, `:` is a key, and every value is a node (each
 * container, and each element or member after the first comma-separated one). Text that is
 * not JSON is left to the parser.
 */
export function overBudget(text: string): string | null {
  let depth = 0;
  let nodes = 1;
  let keys = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string, escapes included.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > BODY_JSON_BUDGET.depth) return `nested more than ${BODY_JSON_BUDGET.depth} levels deep`;
      nodes++;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    } else if (c === 0x2c /* , */) {
      if (++nodes > BODY_JSON_BUDGET.nodes) return `more than ${BODY_JSON_BUDGET.nodes} values`;
    } else if (c === 0x3a /* : */) {
      if (++keys > BODY_JSON_BUDGET.keys) return `more than ${BODY_JSON_BUDGET.keys} object keys`;
    }
  }
  return null;
}
