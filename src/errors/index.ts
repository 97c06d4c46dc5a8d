/**
 * Errors: known errors (the service's coded errors and a few client-side ones),
 * `Result` for expected failures, and the thrown transport errors.
 */
export { KnownError, isKnownError } from "./known-error";
export type { KnownErrorJson, KnownErrorOptions } from "./known-error";
/** Every known error class, e.g. `KnownErrors.PasswordTooShort` (a value and a type). */
export * as KnownErrors from "./catalogue";
export { isKnownErrorCode, knownErrorFromJson } from "./registry";
export type { AnyKnownError, KnownErrorCode } from "./registry";
export { expectErrors, hasErrorCode, isExpectedError } from "./expected";
export type { ExpectedError, ExpectedErrors } from "./expected";
export { Result } from "./result";
export {
  GatehouseAssertionError,
  HttpStatusError,
  InvalidResponseError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  OFFLINE_ERROR_MESSAGE,
  SessionRefreshError,
  TimeoutError,
  TransportError,
} from "./transport";
export { ModuleLoadError } from "./module-load";
