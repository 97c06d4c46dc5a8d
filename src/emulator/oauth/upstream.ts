/**
 * The emulator as an OAuth client of a provider (the "inner" flow of docs/protocol.md §8):
 * the authorization URL it sends the browser to, the code exchange at the callback, the
 * refresh grant behind connected accounts' tokens, and the id-token check. Which provider
 * a project's provider id goes to is decided in `choose-upstream.ts`; the real providers'
 * endpoints are in `real-providers.ts`, an OpenID provider found by discovery in
 * `openid-upstream.ts`.
 */
import { createHash } from "node:crypto";
import { KnownErrors } from "../../errors";
import type { OAuthSettings } from "../core";
import { StatusError } from "../http/errors";
import { verifyIdToken } from "./id-token";
import type { IdTokenClaims, ProviderHttp, Upstream, UpstreamIdentity, UpstreamTokens } from "./upstream-types";

export type { IdTokenClaims, ProviderHttp, Upstream, UpstreamIdentity, UpstreamTokens } from "./upstream-types";

/** How long the emulator waits for a provider's answer. */
export const PROVIDER_TIMEOUT_MS = 15_000;

const TEXT = {
  invalidGrant: "Inner OAuth callback failed due to invalid grant. Please try again.",
  invalidClient: "Invalid client credentials for this OAuth provider. Please ensure the configuration in the Stack Auth dashboard is correct.",
};

/** The provider could not be reached or answered something the emulator cannot use: a 502, never a 500. */
export function unreachable(upstream: { name: string }, detail: string): StatusError {
  return new StatusError(502, `The OAuth provider (${upstream.name}) did not answer as expected: ${detail}`);
}

/** Space-separated scopes, merged and without repeats, in first-seen order. */
export function mergeScopes(...lists: (readonly string[] | string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const list of lists) {
    const items = typeof list === "string" || list == null ? (list ?? "").split(/\s+/) : list;
    for (const s of items) if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** The S256 challenge of a PKCE verifier. */
export function codeChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/** Where the browser goes to sign in with `upstream`. */
export function authorizationUrl(upstream: Upstream, o: { redirectUri: string; state: string; codeVerifier: string; providerScope: string | null }): string {
  const url = new URL(upstream.authorizationEndpoint);
  url.searchParams.set("client_id", upstream.clientId);
  url.searchParams.set("scope", mergeScopes(upstream.baseScopes, o.providerScope).join(" "));
  url.searchParams.set("response_type", "code");
  url.searchParams.set("redirect_uri", o.redirectUri);
  if (upstream.pkce) {
    url.searchParams.set("code_challenge_method", "S256");
    url.searchParams.set("code_challenge", codeChallenge(o.codeVerifier));
  }
  url.searchParams.set("state", o.state);
  url.searchParams.set("access_type", "offline");
  for (const [k, v] of Object.entries(upstream.extraParams)) url.searchParams.set(k, v);
  return url.toString();
}

/** The HTTP side of talking to providers, through the emulator's `oauthFetch`. */
export function providerHttp(settings: OAuthSettings, upstream: { name: string }): ProviderHttp {
  return {
    async getJson(url, accessToken, headers = {}) {
      let res: Response;
      try {
        res = await settings.fetch(url, {
          headers: { accept: "application/json", ...(accessToken === null ? {} : { authorization: `Bearer ${accessToken}` }), ...headers },
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw unreachable(upstream, `GET ${url} failed (${(error as Error).message})`);
      }
      const text = await res.text();
      try {
        return { status: res.status, body: JSON.parse(text) as unknown };
      } catch {
        throw unreachable(upstream, `GET ${url} answered ${res.status} with a body that is not JSON`);
      }
    },
  };
}

type TokenAnswer = { status: number; body: Record<string, unknown> };

async function postToken(settings: OAuthSettings, upstream: Upstream, fields: Record<string, string | undefined>): Promise<TokenAnswer> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  if (upstream.tokenAuth === "client_secret_post") {
    form.set("client_id", upstream.clientId);
    form.set("client_secret", upstream.clientSecret);
  } else {
    const id = encodeURIComponent(upstream.clientId);
    const secret = encodeURIComponent(upstream.clientSecret);
    headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
  }
  let res: Response;
  try {
    res = await settings.fetch(upstream.tokenEndpoint, { method: "POST", headers, body: form.toString(), signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable(upstream, `POST ${upstream.tokenEndpoint} failed (${(error as Error).message})`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Some token endpoints answer form-encoded without `accept: application/json`.
    body = Object.fromEntries(new URLSearchParams(text));
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw unreachable(upstream, `the token endpoint answered ${res.status} without a JSON object`);
  return { status: res.status, body: body as Record<string, unknown> };
}

function readTokens(upstream: Upstream, answer: TokenAnswer): UpstreamTokens {
  const b = answer.body;
  if (typeof b.access_token !== "string" || b.access_token === "") throw unreachable(upstream, `the token endpoint answered ${answer.status} without an access token`);
  const expiresIn = typeof b.expires_in === "number" ? b.expires_in : typeof b.expires_in === "string" && /^\d+$/.test(b.expires_in) ? Number(b.expires_in) : null;
  return {
    accessToken: b.access_token,
    refreshToken: typeof b.refresh_token === "string" && b.refresh_token !== "" ? b.refresh_token : null,
    idToken: typeof b.id_token === "string" && b.id_token !== "" ? b.id_token : null,
    expiresIn: expiresIn !== null && expiresIn > 0 ? expiresIn : null,
  };
}

/** The error a token endpoint's `error` means at the callback. */
function callbackError(upstream: Upstream, error: unknown, status: number): Error {
  if (error === "invalid_grant") return new StatusError(400, TEXT.invalidGrant);
  if (error === "access_denied" || error === "consent_required") return new KnownErrors.OAuthProviderAccessDenied();
  if (error === "invalid_client") return new StatusError(400, TEXT.invalidClient);
  return unreachable(upstream, `the token endpoint answered ${status}${typeof error === "string" ? ` with error "${error}"` : ""}`);
}

/** What the callback learns from the provider: its tokens and who signed in. */
export type UpstreamResult = { tokens: UpstreamTokens; identity: UpstreamIdentity };

/**
 * The callback's side of the inner flow: refuses a provider error, exchanges the code
 * (with the flow's PKCE verifier), checks an OpenID provider's id token, and reads the identity.
 */
export async function exchangeCode(settings: OAuthSettings, upstream: Upstream, o: { params: Record<string, string>; redirectUri: string; codeVerifier: string }): Promise<UpstreamResult> {
  if (o.params.error !== undefined) throw callbackError(upstream, o.params.error, 400);
  if (!o.params.code) throw new StatusError(400, TEXT.invalidGrant);
  const answer = await postToken(settings, upstream, {
    grant_type: "authorization_code",
    code: o.params.code,
    redirect_uri: o.redirectUri,
    code_verifier: upstream.pkce ? o.codeVerifier : undefined,
  });
  if (answer.status !== 200 || answer.body.error !== undefined) throw callbackError(upstream, answer.body.error, answer.status);
  const tokens = readTokens(upstream, answer);
  let claims: IdTokenClaims | null = null;
  if (upstream.idToken && tokens.idToken !== null) {
    claims = await verifyIdToken(tokens.idToken, { ...upstream.idToken, clientId: upstream.clientId, http: providerHttp(settings, upstream) })
      .catch((error: Error) => {
        throw error instanceof StatusError ? error : unreachable(upstream, `its id token was refused: ${error.message}`);
      });
  }
  const identity = await upstream.identify(tokens, claims, providerHttp(settings, upstream));
  return { tokens, identity };
}

/** A refresh grant; null when the provider refuses the refresh token (revoked, expired, consent withdrawn). */
export async function refreshAccessToken(settings: OAuthSettings, upstream: Upstream, refreshToken: string, scope: string | undefined): Promise<UpstreamTokens | null> {
  const answer = await postToken(settings, upstream, { grant_type: "refresh_token", refresh_token: refreshToken, scope });
  const error = answer.body.error;
  if (error === "invalid_grant" || error === "access_denied" || error === "consent_required" || error === "invalid_token" || error === "unauthorized_client") return null;
  if (answer.status !== 200 || error !== undefined) throw unreachable(upstream, `the refresh grant answered ${answer.status}${typeof error === "string" ? ` with error "${error}"` : ""}`);
  return readTokens(upstream, answer);
}
