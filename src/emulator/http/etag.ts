/**
 * Entity tags for the emulator's own JSON that the console reads again and again (the
 * request log, the outbox): a browser's revalidation of an unchanged answer gets a 304 with
 * no body. Weak tags: the JSON may be pretty-printed.
 */
import { createHash } from "node:crypto";

/** Whether an `If-None-Match` names `etag` (compared weakly: `W/` aside) or is `*`. */
export function unchanged(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A weak tag of a JSON value: changes whenever any of it does (give it what identifies the answer's content). */
export function contentEtag(value: unknown): string {
  return `W/"${createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 27)}"`;
}

/** The headers of an answer that must be revalidated before each use. */
export const revalidated = (etag: string) => ({ etag, "cache-control": "no-cache" });
