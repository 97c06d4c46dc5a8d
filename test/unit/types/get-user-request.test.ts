// `serverApp.getUser({ tokenStore: request })` takes node:http's IncomingMessage and
// Express's req as they are typed, and a wrong tokenStore is reported against the
// token-store shapes, not against the `{ apiKey }` overload.
import type { IncomingMessage } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, expectTypeOf, it } from "vitest";
import { ServerApp } from "../../../src";
import type { CurrentServerUser, NodeRequestLike, RequestLike, TokenStoreInit } from "../../../src";

/** Express's `req` as its types declare it: an IncomingMessage with extras (no express dependency here). */
type ExpressRequest = IncomingMessage & { query: Record<string, string | string[]>; params: Record<string, string>; cookies?: Record<string, string> };

const server = new ServerApp({ projectId: "p-types", publishableClientKey: "pck", secretServerKey: "ssk", tokenStore: null, redirectMethod: "none" });
const fromNode = (req: IncomingMessage) => server.getUser({ tokenStore: req });
const fromExpress = (req: ExpressRequest) => server.getUser({ tokenStore: req });
const withResponse = (req: IncomingMessage, res: import("node:http").ServerResponse) => server.getUser({ tokenStore: { request: req, response: res } });

describe("getUser({ tokenStore: request }) types", () => {
  it("accepts IncomingMessage, Express's req and { request, response } of node:http", () => {
    expectTypeOf(fromNode).returns.toEqualTypeOf<Promise<CurrentServerUser | null>>();
    expectTypeOf(fromExpress).returns.toEqualTypeOf<Promise<CurrentServerUser | null>>();
    expectTypeOf(withResponse).returns.toEqualTypeOf<Promise<CurrentServerUser | null>>();
    expectTypeOf<IncomingMessage>().toExtend<NodeRequestLike>();
    expectTypeOf<Request>().toExtend<RequestLike>();
    expectTypeOf<ExpressRequest>().toExtend<TokenStoreInit>();
    expect(typeof fromNode).toBe("function");
  });

  it("names the token-store shapes when the request does not fit", () => {
    const root = resolve(__dirname, "../../..");
    const dir = mkdtempSync(join(tmpdir(), "gatehouse-types-"));
    try {
      const file = join(dir, "bad.ts");
      writeFileSync(
        file,
        `import { ServerApp } from ${JSON.stringify(join(root, "src", "index.ts"))};
         declare const req: { headers: { cookie: number } };
         void new ServerApp({}).getUser({ tokenStore: req });`,
      );
      const program = ts.createProgram([file], {
        strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, skipLibCheck: true,
        lib: ["lib.es2023.d.ts", "lib.dom.d.ts"], types: ["node"], typeRoots: [join(root, "node_modules", "@types")],
      });
      // Only this file is checked (the checker reads the rest as far as this file needs it).
      const errors = program.getSemanticDiagnostics(program.getSourceFile(file));
      const text = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("\n");
      expect(errors).toHaveLength(1);
      expect(text).toContain("TokenStoreInit");
      expect(text).toContain("NodeRequestLike");
      expect(text).not.toContain("apiKey");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
