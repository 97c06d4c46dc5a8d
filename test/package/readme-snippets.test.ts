// Every ```ts / ```tsx snippet of README.md compiles, as written, in a consumer project that
// installed the packed tarball: strict TypeScript, the library's declarations checked too
// (skipLibCheck off), once as a bundler app (moduleResolution "bundler") and once as Node
// ESM (moduleResolution "node16"). Node16 also compiles a CommonJS file (.cts) that mixes
// the core and React entries, which resolves the .d.cts declarations. A block whose first
// line names a file (`// app/layout.tsx`: the Next.js quick start) is written at that path
// under app-files/, so the blocks can import each other; those compile as a bundler app only,
// which is what Next.js is.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Ran } from "./support/commands";
import { consumerTsc, diagnostics } from "./support/consumer-tsc";
import { snippetModule, snippetsOf, undeclaredNames } from "./support/snippets";
import { ROOT } from "./support/tarball";

const consumer = inject("packedConsumer");
const dir = join(consumer.dir, "readme");
const snippets = snippetsOf(readFileSync(join(ROOT, "README.md"), "utf8"));

/** The same classes reached through both entries, required from CommonJS. */
const CJS_CHECK = `import { ClientApp } from "gatehouse";
import { GatehouseProvider, UserButton, type UserButtonProps } from "gatehouse/react";
import { createElement } from "react";

const app = new ClientApp({ baseUrl: "http://127.0.0.1:8102", tokenStore: "memory" });
const props: UserButtonProps = { showUserInfo: true };
export const tree = createElement(GatehouseProvider, { app }, createElement(UserButton, props));
`;

/**
 * The internal project's user owns projects, each carrying the AdminApp class itself (the
 * declarations fill that in by declaration merging, see rollup.config.mjs): it fits where
 * an AdminApp is asked for, and an AdminApp fits where the project's app is.
 */
const OWNED_CHECK = `import { AdminApp, ClientApp, type AdminOwnedProject, type CurrentInternalUser } from "gatehouse";

export async function ownedApps(app: ClientApp<"internal">): Promise<AdminApp[]> {
  const user: CurrentInternalUser = await app.getUser({ or: "throw" });
  const projects: AdminOwnedProject[] = await user.listOwnedProjects();
  const again: AdminOwnedProject["app"] = new AdminApp({ projectId: projects[0]!.id, tokenStore: "memory" });
  await again.listInternalApiKeys();
  return projects.map((project) => project.app);
}
`;

let bundler: Promise<Ran>;
let node16: Promise<Ran>;

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  snippets.forEach((snippet, i) => {
    const path = snippet.file ? join(dir, "app-files", snippet.file) : join(dir, `snippet-${String(i + 1).padStart(2, "0")}.${snippet.lang}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, snippetModule(snippet));
  });
  writeFileSync(join(dir, "require-both-entries.cts"), CJS_CHECK);
  writeFileSync(join(dir, "owned-projects.ts"), OWNED_CHECK);
  writeFileSync(join(dir, "owned-projects-required.cts"), OWNED_CHECK);
  bundler = consumerTsc(consumer.dir, dir, "bundler", ["snippet-*", "owned-projects.ts", "app-files/**/*"]);
  node16 = consumerTsc(consumer.dir, dir, "node16", ["snippet-*", "owned-projects.ts", "*.cts"]);
});

describe("README.md's snippets against the packed tarball", () => {
  it("are there: the quick starts, React, routing, UserButton, the server and the emulator", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(8);
    expect(snippets.filter((s) => s.lang === "tsx").length).toBeGreaterThanOrEqual(3);
    const all = snippets.map((s) => s.code).join("\n");
    for (const piece of ["baseUrl", "redirectMethod: { useNavigate }", "tokenStore: { request, response }", "<Handler location=", "colorModeToggle=", 'tokenStore: "nextjs-cookie"', "<GatehouseNextProvider", "protectRoutes(", "gatehouse/testing", "signInBrowser(", "requestFor(", "waitForEmail("]) {
      expect(all).toContain(piece);
    }
  });

  it("are complete: every name they use is imported, defined in the snippet, or a global", () => {
    const free = new Set(snippets.flatMap((s) => undeclaredNames(s.code, s.lang)));
    // Everything else they use is imported, defined in the snippet, or a global.
    const globals = ["location", "console", "Date", "window", "AbortController", "process", "fetch", "Promise", "Response"];
    expect([...free].filter((name) => !globals.includes(name)).sort()).toEqual([]);
  });

  it("compile with moduleResolution bundler (a Vite or webpack app)", async () => {
    expect(diagnostics(await bundler)).toBe("");
  });

  it("compile with moduleResolution node16 (Node ESM), and from CommonJS", async () => {
    expect(diagnostics(await node16)).toBe("");
  });
});
