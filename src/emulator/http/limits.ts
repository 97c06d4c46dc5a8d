/**
 * How much the emulator accepts, in one place. Nothing a client sends may grow the state
 * without bound or make a later reply or save fail: bodies are capped while they stream,
 * JSON values and strings are bounded at validation (SCHEMA_ERROR, as the service answers
 * a value its schema refuses).
 */

/** Request bodies: larger ones are refused with 413 before they are buffered. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Every stored JSON value (metadata, email template content). */
export const JSON_LIMITS = {
  /** Nesting of arrays and objects (the value itself is level 1). */
  depth: 100,
  /** Characters of the value serialised as JSON: the service's own largest bound (profile images). */
  length: 1_000_000,
} as const;

/** Stored strings with a bound of their own (the service's `max` where it has one). */
export const STRING_LIMITS = {
  /** Display names of users, teams, team member profiles and projects. */
  displayName: 1_000,
  /** URLs (callback, redirect, domain). */
  url: 10_000,
  /** Profile image URLs, data URLs included: the service's bound. */
  imageUrl: 1_000_000,
} as const;

export function bodyTooLargeText(): string {
  return `Request body too large: the emulator accepts at most ${MAX_BODY_BYTES} bytes (${MAX_BODY_BYTES / 1024 / 1024} MiB).`;
}
