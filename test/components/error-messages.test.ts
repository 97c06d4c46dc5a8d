import { afterEach, describe, expect, it, vi } from "vitest";
import { developmentHint, friendlyErrorMessage } from "../../src/components/error-messages";
import { HttpStatusError, KnownError, KnownErrors, NetworkError } from "../../src/errors";

describe("friendlyErrorMessage", () => {
  it("words known errors for people", () => {
    expect(friendlyErrorMessage(new KnownErrors.EmailPasswordMismatch())).toBe("Wrong email or password. Check both, or reset your password.");
    expect(friendlyErrorMessage(new KnownErrors.VerificationCodeExpired())).toBe("This code or link has expired. Ask for a new one.");
    expect(friendlyErrorMessage(new KnownErrors.VerificationCodeAlreadyUsed())).toBe("This code or link has already been used. Ask for a new one.");
    expect(friendlyErrorMessage(new KnownErrors.VerificationCodeNotFound())).toMatch(/not valid/);
  });

  it("fills in the password length bounds from the error's details", () => {
    expect(friendlyErrorMessage(new KnownErrors.PasswordTooShort(8))).toBe("Password too short. Use at least 8 characters.");
    expect(friendlyErrorMessage(new KnownErrors.PasswordTooLong(70))).toBe("Password too long. Use at most 70 characters.");
  });

  it("gives a generic sentence for codes it does not know, without the raw message", () => {
    const error = KnownError.fromJson.call(KnownErrors.EmailPasswordMismatch, { code: "EMAIL_PASSWORD_MISMATCH", error: "x" });
    expect(friendlyErrorMessage(error)).toBe("Wrong email or password. Check both, or reset your password.");
    const unknown = new KnownError(400, "secret internal detail", undefined, { code: "SOMETHING_NEW" });
    expect(friendlyErrorMessage(unknown)).toBe("Something went wrong. Please try again.");
    expect(friendlyErrorMessage(new Error("stack trace"))).toBe("Something went wrong. Please try again.");
  });

  it("tells a person without a connection to check it", () => {
    expect(friendlyErrorMessage(new NetworkError())).toBe("Could not reach the server. Check your connection and try again.");
  });

  it("translates through the given translator", () => {
    expect(friendlyErrorMessage(new KnownErrors.EmailPasswordMismatch(), (s) => (s === "Wrong email or password. Check both, or reset your password." ? "Falsch." : s))).toBe("Falsch.");
  });

  it("says what to do about a schema error instead of 'try again'", () => {
    const schema = new KnownError(400, "Request validation failed", undefined, { code: "SCHEMA_ERROR" });
    expect(friendlyErrorMessage(schema)).toBe("Some of what you entered cannot be used. Check the fields and try again.");
  });
});

describe("developmentHint", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("says what to check for a configuration error or a 404, in development builds only", () => {
    const key = new KnownErrors.InvalidPublishableClientKey("p1");
    expect(developmentHint(key)).toMatch(/INVALID_PUBLISHABLE_CLIENT_KEY.*projectId.*publishableClientKey.*baseUrl/);
    expect(developmentHint(new HttpStatusError(404, "", "GET", "/projects/current"))).toMatch(/GET \/projects\/current.*without \/api\/v1/);
    expect(developmentHint(new KnownErrors.EmailPasswordMismatch())).toBeNull();
    vi.stubEnv("NODE_ENV", "production");
    expect(developmentHint(key)).toBeNull();
  });
});
