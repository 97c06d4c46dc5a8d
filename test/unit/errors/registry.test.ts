import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KnownError, KnownErrors, isKnownErrorCode, knownErrorFromJson } from "../../../src/errors";
import { knownErrorClasses } from "../../../src/errors/registry";

/** Every code the service's error reference lists, with its status (see test/fixtures/protocol/README.md). */
const documented = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../fixtures/protocol/known-error-statuses.json", import.meta.url)), "utf8"),
) as Record<string, number>;

/** Classes (groups and leaves) of the KnownErrors namespace. */
const allClasses = Object.values(KnownErrors).filter(
  (value): value is typeof KnownError => typeof value === "function" && value.prototype instanceof KnownError,
);

describe("the known-error registry", () => {
  it("has no two classes with the same code", () => {
    const codes = allClasses.map((cls) => cls.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("has a leaf class with the documented status for every code the service lists", () => {
    const rows = Object.entries(documented);
    expect(rows.length).toBeGreaterThan(100);
    const statusByCode = new Map(knownErrorClasses.map((cls) => [cls.code, cls.status]));
    for (const [code, status] of rows) {
      expect({ code, known: isKnownErrorCode(code), status: statusByCode.get(code) }).toEqual({ code, known: true, status });
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

  it("lists exactly the leaves of the KnownErrors namespace, each once", () => {
    const groups = new Set<unknown>(allClasses.map((cls) => Object.getPrototypeOf(cls)));
    const leaves = allClasses.filter((cls) => !groups.has(cls));
    expect(new Set(knownErrorClasses).size).toBe(knownErrorClasses.length);
    expect(new Set<unknown>(knownErrorClasses)).toEqual(new Set<unknown>(leaves));
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
