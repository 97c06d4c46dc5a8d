import { describe, expect, it } from "vitest";
import { knownErrorFromJson } from "../../../src/errors";
import { knownErrorClasses } from "../../../src/errors/registry";
import { samples } from "./samples";

describe("known errors through the protocol's JSON", () => {
  it("has a sample of every leaf class", () => {
    const sampled = new Set(samples.map((error) => error.errorCode));
    expect(knownErrorClasses.map((cls) => cls.code).filter((code) => !sampled.has(code))).toEqual([]);
  });

  it.each(samples.map((error) => [error.errorCode, error] as const))("%s survives toJson -> knownErrorFromJson", (_code, error) => {
    const json = error.toJson();
    // Through real JSON text, as it arrives on the wire.
    const rebuilt = knownErrorFromJson(JSON.parse(JSON.stringify(json)), error.statusCode);
    expect(rebuilt.constructor).toBe(error.constructor);
    expect(rebuilt).toEqual(error);
    expect(rebuilt.message).toBe(error.message);
    expect(rebuilt.statusCode).toBe(error.statusCode);
    expect(rebuilt.name).toBe(error.constructor.name);
    expect(rebuilt.toJson()).toEqual(json);
  });

  it("puts code, details and error in the protocol's order and omits absent details", () => {
    expect(Object.keys(samples.find((e) => e.errorCode === "PASSWORD_TOO_SHORT")!.toJson())).toEqual(["code", "details", "error"]);
    expect(Object.keys(samples.find((e) => e.errorCode === "USER_NOT_FOUND")!.toJson())).toEqual(["code", "error"]);
  });
});
