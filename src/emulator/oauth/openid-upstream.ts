/**
 * A `shared` provider when the emulator is given an OpenID provider's base URL
 * (`--oauth-provider-url`, `createEmulator({ oauthProviderUrl })`): the emulator speaks to
 * it as the service speaks to its development mock server. It reads the provider's
 * discovery document (`<url>/.well-known/openid-configuration`), registers as the client
 * named by the provider id (`google`, `github`, ...) with the secret `MOCK-SERVER-SECRET`,
 * asks for `openid`, exchanges the code with PKCE (client_secret_basic), checks the id token
 * and reads the person from the userinfo endpoint: `sub` is the account id, and the email
 * (`email`, else `sub` when it is an email address) counts as verified.
 */
import type { OAuthSettings } from "../core";
import { StatusError } from "../http/errors";
import { PROVIDER_TIMEOUT_MS } from "./upstream";
import type { Upstream } from "./upstream-types";

export const MOCK_SERVER_CLIENT_SECRET = "MOCK-SERVER-SECRET";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string; jwks_uri: string | null };

/** The discovery document's address for a base URL (a URL already naming one is used as it is). */
export function discoveryUrl(base: string): string {
  if (base.includes("/.well-known/")) return base;
  return `${base.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

function fail(base: string, detail: string): StatusError {
  return new StatusError(502, `The OAuth provider (the OpenID provider at ${base}) did not answer as expected: ${detail}`);
}

async function discover(settings: OAuthSettings, base: string): Promise<Discovery> {
  const url = discoveryUrl(base);
  const cached = settings.discovered.get(url);
  if (cached) return cached as Discovery;
  let body: unknown;
  try {
    const res = await settings.fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (res.status !== 200) throw fail(base, `GET ${url} answered ${res.status}`);
    body = await res.json();
  } catch (error) {
    throw error instanceof StatusError ? error : fail(base, `GET ${url} failed (${(error as Error).message})`);
  }
  const doc = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  for (const field of ["issuer", "authorization_endpoint", "token_endpoint", "userinfo_endpoint"]) {
    if (typeof doc[field] !== "string") throw fail(base, `its discovery document has no ${field}`);
  }
  const discovery: Discovery = {
    issuer: doc.issuer as string,
    authorization_endpoint: doc.authorization_endpoint as string,
    token_endpoint: doc.token_endpoint as string,
    userinfo_endpoint: doc.userinfo_endpoint as string,
    jwks_uri: typeof doc.jwks_uri === "string" ? doc.jwks_uri : null,
  };
  settings.discovered.set(url, discovery);
  return discovery;
}

/** The OpenID provider as the client `providerId`. */
export async function openIdProvider(settings: OAuthSettings, base: string, providerId: string): Promise<Upstream> {
  const d = await discover(settings, base);
  const name = `the OpenID provider at ${base}`;
  return {
    name,
    authorizationEndpoint: d.authorization_endpoint,
    tokenEndpoint: d.token_endpoint,
    clientId: providerId,
    clientSecret: MOCK_SERVER_CLIENT_SECRET,
    baseScopes: ["openid"],
    tokenAuth: "client_secret_basic",
    pkce: true,
    extraParams: {},
    idToken: d.jwks_uri === null ? null : { issuer: d.issuer, jwksUri: d.jwks_uri },
    defaultLifetimeMs: 60 * 60 * 1000,
    async identify(tokens, _claims, http) {
      const { status, body } = await http.getJson(d.userinfo_endpoint, tokens.accessToken);
      const info = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
      if (status !== 200 || typeof info.sub !== "string" || info.sub === "") throw fail(base, `GET ${d.userinfo_endpoint} answered ${status} without a subject`);
      const email = typeof info.email === "string" && EMAIL.test(info.email) ? info.email : EMAIL.test(info.sub) ? info.sub : null;
      return {
        accountId: info.sub,
        email,
        emailVerified: true,
        displayName: typeof info.name === "string" ? info.name : null,
        profileImageUrl: typeof info.picture === "string" ? info.picture : null,
      };
    },
  };
}
