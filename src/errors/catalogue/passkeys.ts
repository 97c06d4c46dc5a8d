/** Passkeys (WebAuthn) (docs/protocol.md §4.8, docs/protocol.md §4.6). */
import { KnownError } from "../known-error";
import type { KnownErrorJson, KnownErrorOptions } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** Options of the client-side errors: the underlying error, kept as `cause`. */
type CauseOptions = Pick<KnownErrorOptions, "cause">;

/**
 * The codes of a failed browser WebAuthn ceremony, as `@simplewebauthn/browser`'s
 * `WebAuthnError` names them.
 */
export type WebAuthnErrorCode =
  | "ERROR_CEREMONY_ABORTED"
  | "ERROR_INVALID_DOMAIN"
  | "ERROR_INVALID_RP_ID"
  | "ERROR_INVALID_USER_ID_LENGTH"
  | "ERROR_MALFORMED_PUBKEYCREDPARAMS"
  | "ERROR_AUTHENTICATOR_GENERAL_ERROR"
  | "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT"
  | "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT"
  | "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"
  | "ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG"
  | "ERROR_AUTO_REGISTER_USER_VERIFICATION_FAILURE"
  | "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY";

/** `PASSKEY_AUTHENTICATION_NOT_ENABLED`: the project does not allow passkeys. */
export class PasskeyAuthenticationNotEnabled extends KnownError<undefined> {
  static override readonly code = "PASSKEY_AUTHENTICATION_NOT_ENABLED";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasskeyAuthenticationNotEnabled.code;

  constructor() {
    super(PasskeyAuthenticationNotEnabled.status, "Passkey authentication is not enabled for this project.");
  }
}

/**
 * `PASSKEY_REGISTRATION_FAILED`: registering a passkey failed. The service sends
 * `Passkey registration failed because the verification response is invalid`;
 * the client's own failures use the two static helpers.
 */
export class PasskeyRegistrationFailed extends KnownError<undefined> {
  static override readonly code = "PASSKEY_REGISTRATION_FAILED";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasskeyRegistrationFailed.code;

  constructor(message: string, options?: CauseOptions) {
    super(PasskeyRegistrationFailed.status, message, undefined, options);
  }

  /** The service did not return registration options. */
  static initiationFailed(options?: CauseOptions): PasskeyRegistrationFailed {
    return new PasskeyRegistrationFailed("Failed to get initiation options for passkey registration", options);
  }

  /** The browser ceremony failed for a reason that is not a WebAuthn error. */
  static unknownError(options?: CauseOptions): PasskeyRegistrationFailed {
    return new PasskeyRegistrationFailed("Failed to start passkey registration due to unknown error", options);
  }
}

/**
 * `PASSKEY_AUTHENTICATION_FAILED`: signing in with a passkey failed (origin not
 * allowed, unknown credential, bad signature, ...); free text from the service.
 * The client's own failures use the two static helpers.
 */
export class PasskeyAuthenticationFailed extends KnownError<undefined> {
  static override readonly code = "PASSKEY_AUTHENTICATION_FAILED";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasskeyAuthenticationFailed.code;

  constructor(message: string, options?: CauseOptions) {
    super(PasskeyAuthenticationFailed.status, message, undefined, options);
  }

  /** The service did not return authentication options. */
  static initiationFailed(options?: CauseOptions): PasskeyAuthenticationFailed {
    return new PasskeyAuthenticationFailed("Failed to get initiation options for passkey authentication", options);
  }

  /** The browser ceremony failed for a reason that is not a WebAuthn error. */
  static signInFailed(options?: CauseOptions): PasskeyAuthenticationFailed {
    return new PasskeyAuthenticationFailed("Failed to sign in with passkey", options);
  }
}

/** `PASSKEY_WEBAUTHN_ERROR` (client-side only): the browser's WebAuthn ceremony failed with `code`. */
export class PasskeyWebAuthnError extends KnownError<{ message: string; code: WebAuthnErrorCode | (string & {}) }> {
  static override readonly code = "PASSKEY_WEBAUTHN_ERROR";
  static override readonly status = 400;
  declare readonly errorCode: typeof PasskeyWebAuthnError.code;

  constructor(message: string, code: WebAuthnErrorCode | (string & {}), options?: CauseOptions) {
    super(PasskeyWebAuthnError.status, message, { message, code }, options);
  }

  /** The ceremony's error code. */
  get webAuthnCode(): WebAuthnErrorCode | (string & {}) {
    return this.details.code;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const message = stringField(details, "message");
    const code = stringField(details, "code");
    return message === undefined || code === undefined
      ? super.fromJson(json, status)
      : withStatus(new this(message, code), status);
  }
}
