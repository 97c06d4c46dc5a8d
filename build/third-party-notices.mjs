// A rollup plugin that lists the third-party packages a build bundles (name, version, license,
// where the lockfile has them) and gathers each one's license text, from the modules rollup
// actually put in the output, so the list cannot drift from what ships (docs/architecture.md §3).
//
// It writes two files next to the output:
//   vendor/packages.json      the list, for tools: [{ name, version, license, location }]
//   THIRD-PARTY-NOTICES.md    the same list for people, then every package's license text
// A package without a license file whose package.json says MIT gets the MIT text with the
// author it names; any other package without a license file fails the build, so a new
// dependency cannot ship without its notice.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const LICENSE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** The package folder a bundled module lives in, and its lockfile key ("node_modules/a/node_modules/b"). */
function packageOf(moduleId) {
  const path = moduleId.replace(/\\/g, "/").replace(/^\0/, "").split("?")[0];
  const at = path.lastIndexOf("/node_modules/");
  if (at < 0) return null;
  const rest = path.slice(at + "/node_modules/".length).split("/");
  const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  const dir = `${path.slice(0, at)}/node_modules/${name}`;
  // The lockfile key: from the first node_modules on (a symlinked node_modules resolves elsewhere).
  const first = path.indexOf("/node_modules/");
  return { dir, location: `${path.slice(first + 1, at)}/node_modules/${name}`.replace(/^\//, "") };
}

function mitText(author) {
  const holder = typeof author === "string" ? author : author?.name;
  if (!holder) return null;
  return `MIT License

Copyright (c) ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;
}

/** Name, version, license and license text of the package in `dir`. */
function describePackage(dir, location) {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const license = typeof manifest.license === "string" ? manifest.license : manifest.license?.type ?? "UNKNOWN";
  const files = readdirSync(dir).filter((name) => LICENSE_FILE.test(name)).sort();
  let texts = files.map((file) => ({ from: `From its ${file}:`, text: readFileSync(join(dir, file), "utf8").trim() }));
  if (texts.length === 0) {
    const text = license === "MIT" ? mitText(manifest.author) : null;
    if (!text) throw new Error(`third-party notices: ${manifest.name} ${manifest.version} (${license}) ships no license file; add its notice before bundling it`);
    texts = [{ from: "The package ships no license file; its package.json says MIT and names its author, so here is the MIT License with that name:", text }];
  }
  return { name: manifest.name, version: manifest.version, license, location, texts };
}

/** A code fence longer than any run of backticks in `text`. */
function fenceFor(text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return "`".repeat(longest + 1);
}

const INTROS = {
  package: [
    "gatehouse bundles the modules of these packages into its build (under `dist/vendor/`), so",
    "installing gatehouse does not install them. `dist/vendor/packages.json` lists the same",
    "packages for tools. Their license texts follow the list.",
  ],
  console: [
    "The emulator's console (`dist/console/`, a browser app the emulator serves) bundles the",
    "modules of these packages into its scripts. `dist/console/packages.json` lists the same",
    "packages for tools. Their license texts follow the list.",
  ],
};

function noticesMarkdown(packages, intro) {
  const lines = [
    "# Third-party notices",
    "",
    ...intro,
    "",
    "| package | version | license |",
    "|---|---|---|",
    ...packages.map((p) => `| ${p.name} | ${p.version} | ${p.license} |`),
    "",
  ];
  for (const p of packages) {
    lines.push(`## ${p.name} ${p.version}`, "", `License: ${p.license}`, "");
    for (const { from, text } of p.texts) {
      const fence = fenceFor(text);
      lines.push(from, "", `${fence}text`, text, fence, "");
    }
  }
  return lines.join("\n");
}

/**
 * `thirdPartyNotices()` for a build whose output ships; `thirdPartyNotices({ none: true })` for
 * one that must bundle no third-party code at all (the bin): it fails if it does.
 * `{ build: "console" }` for the emulator's console (build/console.mjs): its list is
 * `packages.json` beside its notices.
 */
export function thirdPartyNotices({ none = false, build = "package" } = {}) {
  return {
    name: "third-party-notices",
    generateBundle(outputOptions, bundle) {
      const found = new Map();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength === 0) continue;
          const pkg = packageOf(id);
          if (pkg && !found.has(pkg.location)) found.set(pkg.location, pkg);
        }
      }
      if (none) {
        if (found.size > 0) this.error(`this build must bundle no third-party code, and it bundles ${[...found.keys()].join(", ")}`);
        return;
      }
      // Both output formats bundle the same modules; the ES output writes the files once.
      if (outputOptions.format !== "es") return;
      const packages = [...found.values()].map((p) => describePackage(p.dir, p.location)).sort((a, b) => a.location.localeCompare(b.location));
      const list = packages.map(({ name, version, license, location }) => ({ name, version, license, location }));
      this.emitFile({ type: "asset", fileName: build === "console" ? "packages.json" : "vendor/packages.json", source: `${JSON.stringify(list, null, 2)}\n` });
      this.emitFile({ type: "asset", fileName: "THIRD-PARTY-NOTICES.md", source: noticesMarkdown(packages, INTROS[build]) });
    },
  };
}
