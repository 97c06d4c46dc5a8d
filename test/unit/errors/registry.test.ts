import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KnownError, KnownErrors, isKnownErrorCode, knownErrorFromJson } from "../../../src/errors";
import { knownErrorClasses } from "../../../src/errors/registry";

const errorsDoc = readFileSync(fileURLToPath(new URL("../../../../shared/protocol/errors.md", import.meta.url)), "utf8");

/** Classes (groups and leaves) of the KnownErrors namespace. */
const allClasses = Object.values(KnownErrors).filter(
  (value): value is typeof KnownError => typeof value === "function" && value.prototype instanceof KnownError,
);

describe("the known-error registry", () => {
  it("has no two classes with the same code", () => {
    const codes = allClasses.map((cls) => cls.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("has a class with the right status for every code in a table of protocol/errors.md", () => {
    const rows = [...errorsDoc.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])] as const);
    expect(rows.length).toBeGreaterThan(90);
    const statusByCode = new Map(knownErrorClasses.map((cls) => [cls.code, cls.status]));
    for (const [code, status] of rows) {
      expect({ code, status: statusByCode.get(code) }).toEqual({ code, status });
    }
  });

  it("has the newer codes that protocol/errors.md names outside its tables", () => {
    const newer = {
      SIGN_UP_REJECTED: 403,
      BOT_CHALLENGE_REQUIRED: 409,
      BOT_CHALLENGE_FAILED: 400,
      TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: 403,
      OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: 400,
      OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: 503,
      OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: 400,
      INVALID_APPLE_CREDENTIALS: 400,
      APPLE_BUNDLE_ID_NOT_CONFIGURED: 400,
    };
    for (const [code, status] of Object.entries(newer)) {
      expect(isKnownErrorCode(code)).toBe(true);
      expect(knownErrorClasses.find((cls) => cls.code === code)?.status).toBe(status);
    }
  });

  it("registers leaves only: group codes are never sent", () => {
    const groupCodes = [
      "PROJECT_AUTHENTICATION_ERROR",
      "INVALID_PROJECT_AUTHENTICATION",
      "INVALID_ADMIN_ACCESS_TOKEN",
      "PROJECT_AUTHENTICATION_REQUIRED",
      "SESSION_AUTHENTICATION_ERROR",
      "INVALID_SESSION_AUTHENTICATION",
      "INVALID_ACCESS_TOKEN",
      "REFRESH_TOKEN_ERROR",
      "PASSWORD_REQUIREMENTS_NOT_MET",
      "VERIFICATION_ERROR",
      "API_KEY_NOT_VALID",
    ];
    for (const code of groupCodes) expect(isKnownErrorCode(code)).toBe(false);
    expect(allClasses.length - knownErrorClasses.length).toBe(groupCodes.length);
  });

  it("keeps an unknown code, the service's message and the status", () => {
    const json = { code: "SOME_FUTURE_ERROR", details: { a: 1 }, error: "Something new happened." };
    const error = knownErrorFromJson(json, 418);
    expect(error).toBeInstanceOf(KnownError);
    expect(error.errorCode).toBe("SOME_FUTURE_ERROR");
    expect(error.message).toBe("Something new happened.");
    expect(error.statusCode).toBe(418);
    expect(error.toJson()).toEqual(json);
    expect(KnownError.isInstance(error)).toBe(true);
    expect(KnownErrors.UserNotFound.isInstance(error)).toBe(false);
  });

  it("keeps the service's text when a known code arrives without the details it needs", () => {
    const error = knownErrorFromJson({ code: "PASSWORD_TOO_SHORT", error: "Password too short." }, 400);
    expect(KnownErrors.PasswordTooShort.isInstance(error)).toBe(true);
    expect(error.message).toBe("Password too short.");
  });

  it("uses the status it is given over the class's usual one", () => {
    const error = knownErrorFromJson(new KnownErrors.PasswordTooShort(8).toJson(), 422);
    expect(error.statusCode).toBe(422);
    expect(KnownErrors.PasswordTooShort.isInstance(error)).toBe(true);
    expect((error as KnownErrors.PasswordTooShort).minLength).toBe(8);
  });
});
