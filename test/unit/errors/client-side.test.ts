// Errors the SDK makes itself (docs/protocol.md §4.6): exact messages and shapes.
import { describe, expect, it } from "vitest";
import { KnownErrors, knownErrorFromJson } from "../../../src/errors";

const K = KnownErrors;

describe("client-side known errors", () => {
  it("builds the passkey registration failures", () => {
    expect(K.PasskeyRegistrationFailed.initiationFailed().message).toBe("Failed to get initiation options for passkey registration");
    expect(K.PasskeyRegistrationFailed.unknownError().message).toBe("Failed to start passkey registration due to unknown error");
    expect(new K.PasskeyRegistrationFailed("x").toJson()).toEqual({ code: "PASSKEY_REGISTRATION_FAILED", error: "x" });
  });

  it("builds the passkey authentication failures", () => {
    expect(K.PasskeyAuthenticationFailed.initiationFailed().message).toBe("Failed to get initiation options for passkey authentication");
    expect(K.PasskeyAuthenticationFailed.signInFailed().message).toBe("Failed to sign in with passkey");
  });

  it("carries the WebAuthn ceremony code in details", () => {
    const error = new K.PasskeyWebAuthnError("The authenticator was previously registered", "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED");
    expect(error.webAuthnCode).toBe("ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED");
    expect(error.toJson()).toEqual({
      code: "PASSKEY_WEBAUTHN_ERROR",
      details: { message: "The authenticator was previously registered", code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" },
      error: "The authenticator was previously registered",
    });
  });

  it("builds the CLI login failures", () => {
    expect(K.CliAuthError.initiationFailed(503, "Service Unavailable").message).toBe("Failed to initiate CLI auth: 503 Service Unavailable");
    expect(K.CliAuthError.unexpectedPollStatus().message).toBe("Unexpected status from CLI auth polling");
    expect(K.CliAuthError.timedOut().message).toBe("Timed out waiting for CLI authentication.");
    expect(new K.CliAuthExpiredError().message).toBe("CLI authentication request expired. Please try again.");
    expect(new K.CliAuthUsedError().message).toBe("This authentication token has already been used.");
    expect(new K.CliAuthUsedError().statusCode).toBe(400);
  });

  it("exposes the MFA attempt code", () => {
    const error = new K.MultiFactorAuthenticationRequired("attempt-123");
    expect(error.attemptCode).toBe("attempt-123");
    expect(error.details).toEqual({ attempt_code: "attempt-123" });
    expect(new K.InvalidTotpCode().message).toBe("The TOTP code is invalid. Please try again.");
  });

  it("names the original code of an unsupported error", () => {
    const error = new K.UnsupportedError("NEW_CODE");
    expect(error.originalErrorCode).toBe("NEW_CODE");
    expect(error.details).toEqual({ originalErrorCode: "NEW_CODE" });
    expect(error.message).toMatch(/The original unsupported error code was: NEW_CODE$/);
  });
});

describe("messages computed from details", () => {
  it("quotes the e-mail as JSON and adds the newer servers' unverified wording", () => {
    expect(new K.UserWithEmailAlreadyExists('a"b@example.com').message).toBe('A user with email "a\\"b@example.com" already exists.');
    const newer = new K.UserWithEmailAlreadyExists("a@example.com", true);
    expect(newer.message).toBe(
      'A user with email "a@example.com" already exists but the email is not verified. Please login to your existing account ' +
        "with the method you used to sign up, and then verify your email to sign in with this login method.",
    );
    expect(newer.details).toEqual({ email: "a@example.com", would_work_if_email_was_verified: true });
    expect(newer.wouldWorkIfEmailWasVerified).toBe(true);
  });

  it("uses camelCase maxLength for PASSWORD_TOO_LONG and snake_case min_length for PASSWORD_TOO_SHORT", () => {
    expect(new K.PasswordTooLong(70).toJson()).toEqual({
      code: "PASSWORD_TOO_LONG",
      details: { maxLength: 70 },
      error: "Password too long. Maximum length is 70.",
    });
    expect(new K.PasswordTooShort(8).minLength).toBe(8);
  });

  it("leaves out the expiry when it is unknown", () => {
    const error = new K.AccessTokenExpired(null);
    expect(error.message).toBe("Access token has expired. Please refresh it and try again.");
    expect(error.details).toEqual({ expired_at_millis: null });
    expect(error.expiredAt).toBeNull();
  });

  it("indents every overload block of ALL_OVERLOADS_FAILED", () => {
    const error = new K.AllOverloadsFailed([{ a: 1 }, { b: 2 }]);
    expect(error.message).toBe(
      "This endpoint has multiple overloads, but they all failed to process the request.\n\n" +
        '  Overload 1: {\n    "a": 1\n  }\n  \n  Overload 2: {\n    "b": 2\n  }',
    );
  });

  it("prints a missing permission scope as null and a missing primary e-mail as null", () => {
    expect(new K.PermissionScopeMismatch("p", "team", null).message).toBe(
      'Permission "p" not found. (It was found for a different scope null, but scope "team" was expected.)',
    );
    expect(new K.EmailIsNotPrimaryEmail("a@example.com", null).message).toBe(
      "The given e-mail (a@example.com) must equal the user's primary e-mail (null).",
    );
  });

  it("keeps a newer server's own text where the wording changed", () => {
    const body = {
      code: "ACCESS_TOKEN_EXPIRED",
      details: { expired_at_millis: 1, project_id: "p", user_id: null, refresh_token_id: null },
      error: "Access token has expired. Please refresh it and try again. (The access token expired at 1970-01-01T00:00:00.001Z.) Project ID: p.\n\nDebug info: ...",
    };
    const error = knownErrorFromJson(body);
    expect(K.AccessTokenExpired.isInstance(error)).toBe(true);
    expect(error.toJson()).toEqual(body);
  });
});
