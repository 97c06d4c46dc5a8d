/**
 * Envelopes shared by every area (docs/protocol.md §3). Types only: the emulator
 * imports these too.
 */

/** Any JSON value, including `null` (metadata fields, template content). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The list envelope of every list endpoint. */
export type ListJson<T> = {
  items: T[];
  /** `true` only for `GET /users`. */
  is_paginated: boolean;
  /** Present when `is_paginated` is true. */
  pagination?: {
    /** Id to pass as `cursor` for the next page (inclusive); `null` on the last page. */
    next_cursor: string | null;
  };
};

/** The answer of every CRUD delete and several actions. */
export type SuccessJson = { success: true };

/** `{ "is_code_valid": true }` of the `.../check-code` routes. */
export type CodeCheckJson = { is_code_valid: true };

/** A body holding only a 45-char verification code. */
export type CodeBodyJson = { code: string };

/** `GET /health` (outside `/api/v1`). */
export type HealthJson = { status: "ok" };

/** `POST /check-feature-support` body; the seed SDK sends `name`, the seed server reads `feature_name`. */
export type CheckFeatureSupportBodyJson = {
  name?: string | undefined;
  feature_name?: string | undefined;
  [key: string]: unknown;
};

/** `POST /check-version` (not called by the seed SDK). */
export type CheckVersionBodyJson = { clientVersion: string };
export type CheckVersionResponseJson =
  | { upToDate: true }
  | { upToDate: false; error: string; severe: boolean };
