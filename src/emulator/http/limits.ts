/**
 * How much the emulator accepts, in one place. Nothing a client sends may grow the state
 * without bound or make a later reply or save fail: bodies are capped while they stream,
 * JSON values and strings are bounded at validation (SCHEMA_ERROR, as the service answers
 * a value its schema refuses).
 */

/** Request bodies: larger ones are refused with 413 before they are buffered. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * What parsing one JSON body may cost, checked in one pass over its text before it is
 * parsed: a body past any bound is refused (BODY_PARSING_ERROR) without being parsed.
 * Generous for any real body (the largest stored value is bounded by JSON_LIMITS anyway).
 */
export const BODY_JSON_BUDGET = {
  /** Nesting of arrays and objects: a stored value's bound plus the body's own levels. */
  depth: 110,
  /** Values of every kind (objects, arrays, strings, numbers, literals). */
  nodes: 200_000,
  /** Object keys, all objects together. */
  keys: 20_000,
} as const;

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
  /**
   * URLs (callback, redirect, domain). The service's schema sets no bound of its own; 2,048
   * is the longest URL every browser and mail client keeps whole, and it bounds what one
   * mail adds to the outbox.
   */
  url: 2_048,
  /** Profile image URLs, data URLs included: the service's bound. */
  imageUrl: 1_000_000,
} as const;

export function bodyTooLargeText(): string {
  return `Request body too large: the emulator accepts at most ${MAX_BODY_BYTES} bytes (${MAX_BODY_BYTES / 1024 / 1024} MiB).`;
}
