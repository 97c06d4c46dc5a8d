// On its own: what "every byte the core entry can load" (bench/lib/size.mjs,
// `measureEverything`) is made of. `node bench/size-parts.mjs [--dist=<dir>]` builds the
// package's ESM into a temporary directory (bench/lib/build-dist.mjs, as test/budget does;
// `--dist` measures a build already made) and prints three tables:
// - by source file: each input's minified bytes in the one output (esbuild's metafile);
// - by part: the gzipped bytes the output loses when a part's modules are stubbed out
//   (each replaced by a module exporting the same names, bound to undefined, so the bundle
//   still links); parts overlap where their patterns do;
// - what opt-in imports would remove: the same, for parts stubbed together.
// Nothing is written; bench/README.md ("Every byte of the core entry") quotes the figures.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { KB, ROOT, buildOptions } from "./lib/size.mjs";

const ENTRY = "core.js";
const nodePaths = [join(ROOT, "node_modules")];

/** The parts of the README's breakdown, by the modules (built paths) that hold them. */
const PARTS = {
  "known-error classes (errors/catalogue, errors/registry)": /\/errors\/(catalogue\/|registry\.js)/,
  "wire calls loaded on use (interface/calls)": /\/interface\/calls\//,
  "jose (verification, and the JWT decoding sessions use)": /node_modules\/jose\//,
  "sign-in methods beyond the password (lib/auth: OAuth, passkeys, OTP, MFA, CLI, verification, invitations; @simplewebauthn/browser)":
    /(node_modules\/@simplewebauthn\/|\/lib\/auth\/(passkeys|webauthn-browser|oauth|oauth-cookies|pkce|otp|mfa|cli|email-verification|team-invitation-codes)\.js)/,
  "  of which the passkey ceremonies (lib/auth/passkeys, webauthn-browser; @simplewebauthn/browser)": /(node_modules\/@simplewebauthn\/|\/lib\/auth\/(passkeys|webauthn-browser)\.js)/,
  "server and admin tiers behind an owned project's AdminApp": /\/(lib\/apps\/(server|admin)-modules|interface\/(server|admin)-interface|lib\/(emails|internal-api-keys|permission-definitions|metrics|svix)\/|lib\/users\/(server-user|server-user-ops|token-user)\.js)/,
  "users (lib/users)": /\/lib\/users\//,
  "token stores (lib/token-store)": /\/lib\/token-store\//,
  "cache (lib/store)": /\/lib\/store\//,
  "projects (lib/projects)": /\/lib\/projects\//,
  "option checks (lib/core/options)": /\/lib\/core\/options\.js/,
  "teams (lib/teams)": /\/lib\/teams\//,
  cookie: /node_modules\/cookie\//,
  "sessions (lib/session)": /\/lib\/session\//,
  "client interface (interface/client-interface)": /\/interface\/client-interface\.js/,
  "API keys (lib/api-keys)": /\/lib\/api-keys\//,
};

/** The account areas an app could import on their own, with their wire calls. */
const AREAS =
  /\/lib\/(teams|projects|api-keys|permissions|contact-channels|connected-accounts|active-sessions)\/|\/interface\/calls\/(teams|projects|api-keys|permissions|contact-channels|sessions|oauth|otp|passkeys|cli|passwords)\.js/;
const [owned, signIn, errors] = [PARTS["server and admin tiers behind an owned project's AdminApp"], PARTS[Object.keys(PARTS)[3]], PARTS[Object.keys(PARTS)[0]]];
const OPT_INS = {
  "owned projects' AdminApp": [owned],
  "+ the sign-in methods beyond the password": [owned, signIn],
  "+ the known-error classes (a generic KnownError for every code)": [owned, signIn, errors],
  "+ the account areas and their wire calls": [owned, signIn, errors, AREAS],
};

const exportsOf = new Map();
/** The export names of one built module (esbuild's metafile of the module alone). */
async function namesOf(path) {
  if (!exportsOf.has(path)) {
    const result = await build({ entryPoints: [path], write: false, metafile: true, format: "esm", outdir: tmpdir(), logLevel: "silent" });
    exportsOf.set(path, Object.values(result.metafile.outputs)[0].exports);
  }
  return exportsOf.get(path);
}

/** The core entry with splitting off, `stub` (a pattern of paths) stubbed out. */
async function everything(distDir, stub) {
  const options = buildOptions(ENTRY, { distDir, nodePaths });
  const stubPlugin = {
    name: "stub",
    setup(b) {
      b.onLoad({ filter: /\.(js|cjs|mjs)$/ }, async (args) => {
        if (!stub || !stub.test(args.path)) return undefined;
        // cookie is CommonJS: its names are declared by hand.
        const names = /node_modules\/cookie\//.test(args.path) ? ["parseCookie", "stringifySetCookie", "parseSetCookie"] : await namesOf(args.path);
        return { contents: names.map((n) => (n === "default" ? "export default void 0;" : `export const ${n} = void 0;`)).join("\n"), loader: "js" };
      });
    },
  };
  const result = await build({ ...options, splitting: false, plugins: [...options.plugins, stubPlugin] });
  const js = result.outputFiles.find((f) => f.path.endsWith(".js"));
  return { gzip: gzipSync(js.contents, { level: 9 }).length, minified: js.contents.length, metafile: result.metafile };
}

/** A package's file as `package/path`, ours as the built path (`lib/core/options.js`). */
function sourceName(input, distDir) {
  const nm = input.lastIndexOf("node_modules/");
  if (nm >= 0) return input.slice(nm + "node_modules/".length);
  const dist = distDir.replace(/\/+$/, "").split("/").pop();
  const at = input.indexOf(`${dist}/`);
  return at >= 0 ? input.slice(at + dist.length + 1) : input;
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const given = process.argv.find((a) => a.startsWith("--dist="))?.slice("--dist=".length);
const distDir = given ?? mkdtempSync(join(tmpdir(), "gatehouse-size-parts-"));
try {
  if (!given) execFileSync(process.execPath, [join(ROOT, "bench", "lib", "build-dist.mjs"), distDir], { cwd: ROOT, stdio: "pipe" });
  const full = await everything(distDir, null);
  console.log(`Every byte the core entry can load: ${full.gzip} bytes gzipped (${kb(full.gzip)} KB), ${kb(full.minified)} KB minified.\n`);

  const output = Object.values(full.metafile.outputs).find((o) => o.entryPoint);
  const files = Object.entries(output.inputs)
    .map(([input, { bytesInOutput }]) => [sourceName(input, distDir), bytesInOutput])
    .sort((a, b) => b[1] - a[1]);
  console.log("| source file (top 30) | minified bytes in the output |\n| --- | --- |");
  for (const [input, bytes] of files.slice(0, 30)) console.log(`| ${input} | ${bytes} |`);

  console.log("\n| part | gzipped KB it removes |\n| --- | --- |");
  for (const [name, pattern] of Object.entries(PARTS)) console.log(`| ${name} | ${kb(full.gzip - (await everything(distDir, pattern)).gzip)} |`);

  console.log("\n| behind opt-in imports | every byte left (gzip KB) | removed |\n| --- | --- | --- |");
  for (const [name, patterns] of Object.entries(OPT_INS)) {
    const left = (await everything(distDir, new RegExp(patterns.map((p) => `(?:${p.source})`).join("|")))).gzip;
    console.log(`| ${name} | ${kb(left)} | ${kb(full.gzip - left)} |`);
  }
} finally {
  if (!given) rmSync(distDir, { recursive: true, force: true });
}
