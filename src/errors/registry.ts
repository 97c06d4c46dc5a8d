/**
 * From wire code to class: the one place a known-error body becomes a typed error
 * (protocol/errors.md, decoding rule).
 */
import * as Catalogue from "./catalogue";
import { KnownError } from "./known-error";
import type { KnownErrorJson } from "./known-error";

/** A catalogue class, seen from the registry. */
export type KnownErrorClass = (abstract new (...args: any[]) => KnownError) & {
  readonly code: string;
  readonly status: number;
  fromJson(json: KnownErrorJson, status?: number): KnownError;
};

/** Instance types of the leaf classes: the ones whose `errorCode` is a literal (groups keep `string`). */
type LeafInstance<C> = C extends abstract new (...args: any[]) => infer I
  ? I extends KnownError
    ? string extends I["errorCode"] ? never : I
    : never
  : never;

/**
 * Every error the service (or this SDK) can produce, as a union: a `switch` on
 * `errorCode` narrows it to one class.
 */
export type AnyKnownError = LeafInstance<(typeof Catalogue)[keyof typeof Catalogue]>;

/** Every code sent on the wire (or made client-side). Accept foreign codes as `KnownErrorCode | (string & {})`. */
export type KnownErrorCode = AnyKnownError["errorCode"];

function isKnownErrorClass(value: unknown): value is KnownErrorClass {
  return typeof value === "function" && value.prototype instanceof KnownError;
}

const allClasses = Object.values(Catalogue).filter(isKnownErrorClass);
// A group is a class that another catalogue class extends; groups are never sent.
const groups = new Set<unknown>(allClasses.map((cls) => Object.getPrototypeOf(cls)));

/** The leaf classes, one per wire code. */
export const knownErrorClasses: readonly KnownErrorClass[] = allClasses.filter((cls) => !groups.has(cls));

const classByCode = new Map<string, KnownErrorClass>(knownErrorClasses.map((cls) => [cls.code, cls]));

/** True when this copy of the SDK has a class for `code`. */
export function isKnownErrorCode(code: KnownErrorCode | (string & {})): code is KnownErrorCode {
  return classByCode.has(code);
}

/**
 * Turns a known-error body into an error of its class, rebuilt from `details`.
 * A code this copy does not know becomes a plain `KnownError` that keeps the raw
 * code, the service's message and the status, so a newer service never breaks an
 * older client.
 *
 * @param status the status the service answered with (`x-stack-actual-status` when present)
 */
export function knownErrorFromJson(json: KnownErrorJson, status?: number): KnownError {
  const cls = classByCode.get(json.code);
  if (cls) return cls.fromJson(json, status);
  return new KnownError(status ?? KnownError.status, json.error, json.details, { code: json.code });
}
