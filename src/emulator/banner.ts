/**
 * What `gatehouse emulator` prints once it listens: where it is, a paste-ready config for
 * an app's browser side (ClientApp, also what React's provider takes), its server side
 * (ServerApp) and the environment, then every key of both built-in projects. The code
 * blocks are plain JavaScript (valid TypeScript too), so they paste into either.
 */
import type { ProjectCredentials } from "./index";

export type BannerInput = {
  /** The URL the emulator listens on: the apps' `baseUrl`. */
  url: string;
  defaultProject: ProjectCredentials;
  internalProject: ProjectCredentials;
  /** The `--data` file, or null when the state is in memory. */
  dataFile: string | null;
  /** The `--oauth-provider-url`, when given. */
  oauthProviderUrl?: string | null;
  /** Web origins allowed besides loopback ones (`--allow-origin`). */
  allowedOrigins?: readonly string[];
};

const indent = (lines: string[]) => lines.map((line) => (line === "" ? "" : `  ${line}`));

/** The banner's lines (no trailing newline). */
export function bannerLines({ url, defaultProject: d, internalProject: i, dataFile, oauthProviderUrl = null, allowedOrigins = [] }: BannerInput): string[] {
  const q = JSON.stringify;
  return [
    `Gatehouse emulator listening on ${url}`,
    ``,
    `Paste into your app (the default project; never use its keys off this machine):`,
    ``,
    ...indent([
      `// Browser and React: one ClientApp, given to <GatehouseProvider app={app}> from "gatehouse/react"`,
      `import { ClientApp } from "gatehouse";`,
      `export const app = new ClientApp({`,
      `  baseUrl: ${q(url)},`,
      `  projectId: ${q(d.id)},`,
      `  publishableClientKey: ${q(d.publishableClientKey)},`,
      `});`,
      ``,
      `// Node server: serverApp.getUser({ tokenStore: req }) reads a request's cookies`,
      `import { ServerApp } from "gatehouse";`,
      `export const serverApp = new ServerApp({`,
      `  baseUrl: ${q(url)},`,
      `  projectId: ${q(d.id)},`,
      `  publishableClientKey: ${q(d.publishableClientKey)},`,
      `  secretServerKey: ${q(d.secretServerKey)},`,
      `});`,
      ``,
      `// Next.js App Router (gatehouse.ts): give serverApp to <GatehouseNextProvider app={serverApp}> in app/layout.tsx`,
      `import { ServerApp } from "gatehouse/next";`,
      `export const serverApp = new ServerApp({`,
      `  baseUrl: ${q(url)},`,
      `  projectId: ${q(d.id)},`,
      `  publishableClientKey: ${q(d.publishableClientKey)},`,
      `  secretServerKey: ${q(d.secretServerKey)},`,
      `  tokenStore: "nextjs-cookie",`,
      `  redirectMethod: "nextjs",`,
      `});`,
      ``,
      `# Or, on a server, in the environment (read when an option is not given):`,
      `GATEHOUSE_API_URL=${url}`,
      `GATEHOUSE_PROJECT_ID=${d.id}`,
      `GATEHOUSE_PUBLISHABLE_CLIENT_KEY=${d.publishableClientKey}`,
      `GATEHOUSE_SECRET_SERVER_KEY=${d.secretServerKey}`,
      `GATEHOUSE_SUPER_SECRET_ADMIN_KEY=${d.superSecretAdminKey}`,
    ]),
    ``,
    `Default project`,
    `  project id:             ${d.id}`,
    `  publishable client key: ${d.publishableClientKey}`,
    `  secret server key:      ${d.secretServerKey}`,
    `  super secret admin key: ${d.superSecretAdminKey}`,
    `Internal project (dashboard)`,
    `  project id:             ${i.id}`,
    `  publishable client key: ${i.publishableClientKey}`,
    `  secret server key:      ${i.secretServerKey}`,
    `  super secret admin key: ${i.superSecretAdminKey}`,
    ``,
    `Console: ${url}/emulator (projects, users, teams, mail, requests, time)`,
    `Web pages allowed to use the API: those on this machine (localhost, *.localhost, 127.0.0.0/8, [::1], any port)`
      + (allowedOrigins.length > 0 ? ` and ${allowedOrigins.join(", ")}` : `; add others with --allow-origin ORIGIN`),
    dataFile === null ? `State: in memory (use --data FILE to keep it)` : `State: ${dataFile}`,
    ...(oauthProviderUrl === null ? [] : [`OAuth: shared providers sign in at ${oauthProviderUrl}`]),
  ];
}
