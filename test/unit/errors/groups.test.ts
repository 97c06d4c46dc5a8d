import { describe, expect, it, vi } from "vitest";
import { KnownError, KnownErrors, isKnownError, knownErrorFromJson } from "../../../src/errors";
import { samples } from "./samples";

const K = KnownErrors;

/** The sample leaves whose codes the protocol lists under a group. */
function leaves(...codes: string[]) {
  const found = samples.filter((error) => codes.includes(error.errorCode));
  expect(found.map((error) => error.errorCode).sort()).toEqual([...codes].sort());
  return found;
}

const invalidAccessToken = leaves("UNPARSABLE_ACCESS_TOKEN", "ACCESS_TOKEN_EXPIRED", "INVALID_PROJECT_FOR_ACCESS_TOKEN");
const invalidAdminAccessToken = leaves(
  "UNPARSABLE_ADMIN_ACCESS_TOKEN",
  "ADMIN_ACCESS_TOKEN_EXPIRED",
  "INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN",
  "ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN",
);
const invalidProjectAuthentication = [
  ...leaves(
    "PROJECT_KEY_WITHOUT_ACCESS_TYPE",
    "INVALID_ACCESS_TYPE",
    "ACCESS_TYPE_WITHOUT_PROJECT_ID",
    "ACCESS_TYPE_REQUIRED",
    "INSUFFICIENT_ACCESS_TYPE",
    "INVALID_PUBLISHABLE_CLIENT_KEY",
    "INVALID_SECRET_SERVER_KEY",
    "INVALID_SUPER_SECRET_ADMIN_KEY",
  ),
  ...invalidAdminAccessToken,
];
const projectAuthenticationRequired = leaves(
  "CLIENT_AUTHENTICATION_REQUIRED",
  "SERVER_AUTHENTICATION_REQUIRED",
  "CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED",
  "CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED",
  "CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED",
  "ADMIN_AUTHENTICATION_REQUIRED",
  "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT",
);

// docs/protocol.md §4.5, group by group: [group class, its leaves].
const hierarchy = [
  [K.ProjectAuthenticationError, [...invalidProjectAuthentication, ...projectAuthenticationRequired, ...leaves("EXPECTED_INTERNAL_PROJECT")]],
  [K.InvalidProjectAuthentication, invalidProjectAuthentication],
  [K.InvalidAdminAccessToken, invalidAdminAccessToken],
  [K.ProjectAuthenticationRequired, projectAuthenticationRequired],
  [K.SessionAuthenticationError, invalidAccessToken],
  [K.InvalidSessionAuthentication, invalidAccessToken],
  [K.InvalidAccessToken, invalidAccessToken],
  [K.RefreshTokenError, leaves("REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED", "CANNOT_DELETE_CURRENT_SESSION", "PROVIDER_REJECTED")],
  [K.PasswordRequirementsNotMet, leaves("PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG")],
  [
    K.VerificationCodeError,
    leaves(
      "VERIFICATION_CODE_NOT_FOUND",
      "VERIFICATION_CODE_EXPIRED",
      "VERIFICATION_CODE_ALREADY_USED",
      "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED",
    ),
  ],
  [
    K.ApiKeyNotValid,
    leaves("API_KEY_EXPIRED", "API_KEY_REVOKED", "WRONG_API_KEY_TYPE", "API_KEY_NOT_FOUND", "PUBLIC_API_KEY_CANNOT_BE_REVOKED"),
  ],
] as const;

describe("known-error groups", () => {
  it.each(hierarchy.map(([group, members]) => [group.code, group, members] as const))(
    "%s holds exactly its leaves",
    (_code, group, members) => {
      for (const error of samples) {
        expect({ code: error.errorCode, member: group.isInstance(error) }).toEqual({
          code: error.errorCode,
          member: (members as readonly KnownError[]).includes(error),
        });
      }
    },
  );

  it("matches group members rebuilt from the wire", () => {
    const error = knownErrorFromJson({ code: "PASSWORD_TOO_SHORT", details: { min_length: 8 }, error: "Password too short. Minimum length is 8." });
    expect(K.PasswordRequirementsNotMet.isInstance(error)).toBe(true);
    expect(K.PasswordRequirementsNotMet.isInstance(new K.PasswordTooShort(8))).toBe(true);
    expect(K.PasswordTooLong.isInstance(new K.PasswordTooShort(8))).toBe(false);
  });

  it("tells leaves apart and rejects non-errors", () => {
    expect(K.UserNotFound.isInstance(new K.UserNotFound())).toBe(true);
    expect(K.UserNotFound.isInstance(new K.TeamNotFound("t"))).toBe(false);
    for (const value of [undefined, null, "USER_NOT_FOUND", new Error("User not found."), { errorCode: "USER_NOT_FOUND" }]) {
      expect(K.UserNotFound.isInstance(value)).toBe(false);
      expect(isKnownError(value)).toBe(false);
    }
    expect(KnownError.isInstance(new K.UserNotFound())).toBe(true);
  });

  it("names each error after its class and keeps the cause", () => {
    const cause = new Error("NotAllowedError");
    const error = new K.PasskeyWebAuthnError("The operation was aborted.", "ERROR_CEREMONY_ABORTED", { cause });
    expect(error.name).toBe("PasskeyWebAuthnError");
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
  });
});

describe("guards across duplicate copies of the package", () => {
  async function loadSecondCopy() {
    vi.resetModules();
    const copy = await import("../../../src/errors");
    expect(copy.KnownErrors.PasswordTooShort).not.toBe(K.PasswordTooShort);
    return copy;
  }

  it("recognises errors made by another copy, where instanceof fails", async () => {
    const copy = await loadSecondCopy();
    const foreign = new copy.KnownErrors.PasswordTooShort(8);
    expect(foreign instanceof K.PasswordTooShort).toBe(false);
    expect(K.PasswordTooShort.isInstance(foreign)).toBe(true);
    expect(K.PasswordRequirementsNotMet.isInstance(foreign)).toBe(true);
    expect(K.PasswordTooLong.isInstance(foreign)).toBe(false);
    expect(isKnownError(foreign)).toBe(true);
  });

  it("lets the other copy recognise this copy's errors, groups included", async () => {
    const copy = await loadSecondCopy();
    const ours = new K.AccessTokenExpired(null);
    expect(copy.KnownErrors.InvalidAccessToken.isInstance(ours)).toBe(true);
    expect(copy.KnownErrors.SessionAuthenticationError.isInstance(ours)).toBe(true);
    expect(copy.KnownErrors.RefreshTokenError.isInstance(ours)).toBe(false);
    expect(copy.isKnownError(ours)).toBe(true);
  });

  it("recognises an unknown code made by another copy as a known error only", async () => {
    const copy = await loadSecondCopy();
    const foreign = copy.knownErrorFromJson({ code: "SOME_FUTURE_ERROR", error: "New." }, 400);
    expect(isKnownError(foreign)).toBe(true);
    expect(K.UserNotFound.isInstance(foreign)).toBe(false);
  });
});
