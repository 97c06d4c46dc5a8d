import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KnownError, KnownErrors, expectErrors, hasErrorCode, isExpectedError, knownErrorFromJson } from "../../../src/errors";

const SRC = fileURLToPath(new URL("../../../src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("expected errors named by code", () => {
  const passwordErrors = expectErrors<[typeof KnownErrors.EmailPasswordMismatch, typeof KnownErrors.PasswordRequirementsNotMet]>(
    "EMAIL_PASSWORD_MISMATCH",
    "PASSWORD_REQUIREMENTS_NOT_MET",
  );

  it("matches a listed leaf and every member of a listed group", () => {
    expect(isExpectedError(new KnownErrors.EmailPasswordMismatch(), passwordErrors)).toBe(true);
    expect(isExpectedError(new KnownErrors.PasswordTooShort(8), passwordErrors)).toBe(true);
    const decoded = knownErrorFromJson({ code: "PASSWORD_TOO_LONG", error: "Password too long. Maximum length is 70.", details: { maxLength: 70 } });
    expect(isExpectedError(decoded, passwordErrors)).toBe(true);
  });

  it("does not match other errors, unknown codes or look-alikes without the brand", () => {
    expect(isExpectedError(new KnownErrors.UserNotFound(), passwordErrors)).toBe(false);
    expect(isExpectedError(knownErrorFromJson({ code: "SOMETHING_NEWER", error: "x" }), passwordErrors)).toBe(false);
    expect(isExpectedError({ codes: ["EMAIL_PASSWORD_MISMATCH"] }, passwordErrors)).toBe(false);
    expect(isExpectedError(null, passwordErrors)).toBe(false);
    expect(hasErrorCode({ codes: ["EMAIL_PASSWORD_MISMATCH"], errorCode: "EMAIL_PASSWORD_MISMATCH" }, "EMAIL_PASSWORD_MISMATCH")).toBe(false);
  });

  it("hasErrorCode sees the error's own code and its groups'", () => {
    const error = new KnownErrors.PasswordTooShort(8);
    expect(hasErrorCode(error, "PASSWORD_TOO_SHORT")).toBe(true);
    expect(hasErrorCode(error, "PASSWORD_REQUIREMENTS_NOT_MET")).toBe(true);
    expect(hasErrorCode(error, "EMAIL_PASSWORD_MISMATCH")).toBe(false);
    expect(hasErrorCode(new Error("PASSWORD_TOO_SHORT"), "PASSWORD_TOO_SHORT")).toBe(false);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(passwordErrors)).toBe(true);
    expect(Object.isFrozen(passwordErrors.codes)).toBe(true);
  });

  // A group's static code is typed `string`, so the compiler cannot check a group's code
  // against its class: this reads every `expectErrors<[...]>(...)` in src and checks each
  // code is the code of the class in the same position.
  it("names, in every list in src, the code of the class in the same position", () => {
    const classes = KnownErrors as unknown as Record<string, typeof KnownError>;
    const lists = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/expectErrors<\[([^\]]*)\]>\(([^)]*)\)/g)].map((m) => ({ file, types: m[1]!, codes: m[2]! })),
    );
    expect(lists.length).toBeGreaterThan(15);
    for (const list of lists) {
      if (list.file.endsWith(join("errors", "expected.ts"))) continue; // the TSDoc example
      const names = [...list.types.matchAll(/typeof KnownErrors\.(\w+)/g)].map((m) => m[1]!);
      const codes = [...list.codes.matchAll(/"([A-Z_]+)"/g)].map((m) => m[1]!);
      expect({ file: list.file, codes }).toEqual({ file: list.file, codes: names.map((name) => classes[name]?.code) });
    }
  });
});
