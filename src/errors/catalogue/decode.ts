/**
 * Helpers for the catalogue's `fromJson` overrides (docs/protocol.md §4.6, decoding
 * rule: a known code is rebuilt from `details`, not from `error`).
 */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";

/** Why a signed-in user is restricted (newer servers), e.g. `{ type: "anonymous" }`. */
export type RestrictedReason = { type: "anonymous" | "email_not_verified" | (string & {}) };

/** The body's `details` as a record to read fields from; `{}` when absent or not an object. */
export function detailsOf(json: KnownErrorJson): Record<string, unknown> {
  const details = json.details;
  return typeof details === "object" && details !== null && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : {};
}

/** A string field of `details`, or `undefined` when it is missing or not a string. */
export function stringField(details: Record<string, unknown>, key: string): string | undefined {
  const value = details[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * `error` with the status the wire reported. The service may answer with another
 * status than the class's usual one (`x-stack-actual-status` is the truth), and a
 * rebuilt error must keep it. Catalogue classes have no instance fields, so a copy
 * made through the base constructor is complete.
 */
export function withStatus<T extends KnownError>(error: T, status: number | undefined): T {
  if (status === undefined || status === error.statusCode) return error;
  const options = error.cause === undefined ? {} : { cause: error.cause };
  return Reflect.construct(KnownError, [status, error.message, error.details, options], error.constructor) as T;
}

/** Reads `details.restricted_reason` when it has a string `type`. */
export function restrictedReasonOf(json: KnownErrorJson): RestrictedReason | undefined {
  const reason = detailsOf(json).restricted_reason;
  if (typeof reason !== "object" || reason === null) return undefined;
  return typeof (reason as { type?: unknown }).type === "string" ? (reason as RestrictedReason) : undefined;
}
