/**
 * `tokenStore: "nextjs-cookie"` on the server: the tokens of the request Next is handling,
 * read from `cookies()` and written back through it where Next allows (route handlers,
 * server actions; see cookie-jar-store.ts). Loaded only by the server entry of
 * `gatehouse/next` (`next/headers` cannot reach a client bundle).
 */
import { cookies, headers } from "next/headers.js";
import { registerHostIntegration } from "../lib/core/host-integration";
import type { TokenStore } from "../lib/token-store/token-store";
import { cookieJarStore, type CookieJar } from "./cookie-jar-store";
import { PerRequestTokenStore } from "./per-request-store";

/** The store of the request being handled (throws Next's own error outside a request). */
export async function nextRequestStore(options: { projectId: string; cookieDomain: string | undefined }): Promise<TokenStore> {
  const jar = (await cookies()) as unknown as CookieJar;
  return cookieJarStore(jar, options, () => headers());
}

registerHostIntegration({ perRequestStore: (options) => new PerRequestTokenStore(() => nextRequestStore(options)) });
