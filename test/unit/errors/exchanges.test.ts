// The strongest check of messages and details: every recorded known error of the
// real service, rebuilt from its body, must serialize back to exactly that body.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { KnownError, knownErrorFromJson } from "../../../src/errors";
import type { KnownErrorJson } from "../../../src/errors";
import { knownErrorClasses } from "../../../src/errors/registry";

type Exchange = {
  title: string;
  response: { status: number; headers: Record<string, string | string[]>; body: unknown };
};

const dir = fileURLToPath(new URL("../../fixtures/protocol/exchanges/", import.meta.url));
const recorded = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => (JSON.parse(readFileSync(dir + name, "utf8")) as Exchange[]).map((exchange) => ({ file: name, exchange })))
  .filter(({ exchange }) => exchange.response.headers["x-stack-known-error"] !== undefined);

/** The real status: with the override header the wire says 200 and the truth is in x-stack-actual-status. */
function actualStatus(response: Exchange["response"]): number {
  const header = response.headers["x-stack-actual-status"];
  return typeof header === "string" ? Number(header) : response.status;
}

describe("recorded known errors", () => {
  it("are there to check", () => {
    expect(recorded.length).toBeGreaterThan(300);
  });

  it.each(recorded.map(({ file, exchange }) => [`${file}: ${exchange.title}`, exchange] as const))(
    "%s",
    (_title, exchange) => {
      const body = exchange.response.body as KnownErrorJson;
      const status = actualStatus(exchange.response);
      const error = knownErrorFromJson(body, status);

      expect(body.code).toBe(exchange.response.headers["x-stack-known-error"]);
      const cls = knownErrorClasses.find((c) => c.code === body.code);
      expect(cls, `no class for ${body.code}`).toBeDefined();
      expect(error.constructor).toBe(cls);
      expect(cls!.status).toBe(status);
      expect(error.errorCode).toBe(body.code);
      expect(error.statusCode).toBe(status);
      expect(error.message).toBe(body.error);
      expect(error.toJson()).toEqual(body);
      expect(KnownError.isInstance(error)).toBe(true);

      // Classes that compute their text must rebuild it from `details`, not copy `error`.
      if (Object.hasOwn(cls!, "fromJson")) {
        expect(knownErrorFromJson({ ...body, error: "(ignored)" }, status).message).toBe(body.error);
      }
    },
  );
});
