import { build } from "esbuild";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import * as Errors from "../../../src/errors";

const { KnownError, KnownErrors } = Errors;

/** Every class of the catalogue, by the name the package exports it under. */
const catalogue = Object.entries(KnownErrors) as [string, typeof KnownError][];

/** The transport errors, by their exported names (`TransportError` itself is abstract). */
const transportErrors = {
  NetworkError: () => new Errors.NetworkError(),
  TimeoutError: () => new Errors.TimeoutError(1000, "GET", "/users/me"),
  HttpStatusError: () => new Errors.HttpStatusError(403, "no", "GET", "/users/me"),
  SessionRefreshError: () => new Errors.SessionRefreshError(400, "no"),
  InvalidResponseError: () => new Errors.InvalidResponseError("bad"),
  ModuleLoadError: () => new Errors.ModuleLoadError(new Error("chunk")),
};

describe("an error's name", () => {
  it("is the name its class is exported under, for every class of the catalogue", () => {
    expect(catalogue.length).toBeGreaterThan(100);
    // The base constructor runs for the class as a subclass's `super()` would reach it.
    const wrong = catalogue
      .map(([key, cls]) => [key, (Reflect.construct(KnownError, [400, "m"], cls) as Error).name])
      .filter(([key, name]) => key !== name);
    expect(wrong).toEqual([]);
    expect(new KnownErrors.UserNotFound().name).toBe("UserNotFound");
    expect(KnownErrors.EmailPasswordMismatch.fromJson({ code: "EMAIL_PASSWORD_MISMATCH", error: "x" }).name).toBe("EmailPasswordMismatch");
  });

  it("of a generic known error keeping a code this copy does not know is KnownError", () => {
    expect(Errors.knownErrorFromJson({ code: "SOMETHING_NEWER", error: "x" }, 400).name).toBe("KnownError");
  });

  it("is the exported name of every transport error, and isInstance tells them apart by it", () => {
    for (const [name, make] of Object.entries(transportErrors)) {
      const error = make();
      expect(error.name).toBe(name);
      expect((Errors as unknown as Record<string, typeof Errors.TransportError>)[name]!.isInstance(error)).toBe(true);
      expect(Errors.TransportError.isInstance(error)).toBe(true);
    }
    expect(Errors.HttpStatusError.isInstance(new Errors.SessionRefreshError(400, "no"))).toBe(false);
    expect(Errors.NetworkError.isInstance(new Errors.TimeoutError(1, "GET", "/"))).toBe(false);
  });

  it("survives an app's minifier, which renames the classes", async () => {
    // The errors as an app's bundler ships them: minified, so class names are short
    // identifiers. A name read from the constructor would be one of those.
    const source = resolve(__dirname, "../../../src/errors/index.ts");
    const entry = `
      import * as E from ${JSON.stringify(source)};
      const { KnownError, KnownErrors } = E;
      export const classNames = Object.values(KnownErrors).map((cls) => cls.name);
      export const known = Object.entries(KnownErrors).map(([key, cls]) => [key, Reflect.construct(KnownError, [400, "m"], cls).name]);
      export const transport = [
        ["NetworkError", new E.NetworkError()],
        ["TimeoutError", new E.TimeoutError(1000, "GET", "/users/me")],
        ["HttpStatusError", new E.HttpStatusError(403, "no", "GET", "/users/me")],
        ["SessionRefreshError", new E.SessionRefreshError(400, "no")],
        ["InvalidResponseError", new E.InvalidResponseError("bad")],
        ["ModuleLoadError", new E.ModuleLoadError(new Error("chunk"))],
      ].map(([key, error]) => [key, error.name, E[key].isInstance(error), E.NetworkError.isInstance(error) === (key === "NetworkError")]);
      export const sample = new KnownErrors.UserNotFound();
    `;
    const result = await build({
      stdin: { contents: entry, resolveDir: __dirname, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      write: false,
      logLevel: "silent",
    });
    const dir = mkdtempSync(join(tmpdir(), "gatehouse-names-"));
    try {
      const file = join(dir, "bundle.mjs");
      writeFileSync(file, result.outputFiles[0]!.text);
      const bundle = await import(pathToFileURL(file).href);
      // The minifier did rename the classes (else this test would prove nothing).
      const kept = (bundle.classNames as string[]).filter((name) => catalogue.some(([key]) => key === name));
      expect(kept.length).toBeLessThan(catalogue.length / 2);
      expect((bundle.known as [string, string][]).filter(([key, name]) => key !== name)).toEqual([]);
      expect(bundle.known).toHaveLength(catalogue.length);
      expect(bundle.transport).toEqual(Object.keys(transportErrors).map((name) => [name, name, true, true]));
      expect(bundle.sample.name).toBe("UserNotFound");
      expect(String(bundle.sample)).toBe("UserNotFound: User not found.");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
