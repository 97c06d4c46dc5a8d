/**
 * Expected errors: the known errors a call returns in its `Result` instead of throwing.
 *
 * They are named by wire code, not by class reference. A class reference would put the
 * error catalogue in every app's first load: a bundler that splits code shares whole
 * modules between the app's entry and the lazily loaded registry, so each referenced class
 * would bring its catalogue file (messages, details getters) with it. With codes, the
 * classes arrive with the registry, which is loaded when the first error answer does; the
 * instance then carries its own code and its groups' (`KnownError.codes`), so a group code
 * (e.g. `PASSWORD_REQUIREMENTS_NOT_MET`) matches every member.
 */
import { isKnownError } from "./known-error";
import type { KnownError } from "./known-error";

/** A catalogue class, as a type (`typeof KnownErrors.X`). */
type ErrorClass = (abstract new (...args: any[]) => KnownError) & { readonly code: string };

/** The static `code` of a class: a literal for a leaf, `string` for a group. */
type CodeOf<C> = C extends { readonly code: infer K extends string } ? K : never;

/**
 * A list of expected errors: their codes at run time, their instance type `E` for the
 * compiler (the `error` member exists only in types and is never set).
 */
export type ExpectedErrors<E extends KnownError = KnownError> = {
  readonly codes: readonly string[];
  readonly error?: E | undefined;
};

/** The error type of an expected-errors list. */
export type ExpectedError<X extends ExpectedErrors<any>> = X extends ExpectedErrors<infer E> ? E : never;

/**
 * Names expected errors: the classes as a type tuple, their codes as arguments, in the same
 * order. A leaf's code is checked against its class by the compiler; a group's static code is
 * typed `string`, so the test of this module checks every listed code against the catalogue.
 *
 * @example
 * const SIGN_IN_ERRORS = expectErrors<[typeof KnownErrors.EmailPasswordMismatch]>("EMAIL_PASSWORD_MISMATCH");
 */
/* @__NO_SIDE_EFFECTS__ */
export function expectErrors<const C extends readonly ErrorClass[]>(
  ...codes: { [I in keyof C]: CodeOf<C[I]> }
): ExpectedErrors<InstanceType<C[number]>> {
  return Object.freeze({ codes: Object.freeze([...codes]) as readonly string[] });
}

/** True when `error` is a known error with `code` as its own code or one of its groups'. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return isKnownError(error) && Array.isArray(error.codes) && error.codes.includes(code);
}

/**
 * True when `error` is one of the `expected` errors (or a member of an expected group): the
 * type guard to use instead of `KnownErrors.X.isInstance` where the class should not load.
 */
export function isExpectedError<E extends KnownError>(error: unknown, expected: ExpectedErrors<E>): error is E {
  return expected.codes.some((code) => hasErrorCode(error, code));
}
