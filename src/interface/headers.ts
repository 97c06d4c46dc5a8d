/**
 * The headers of an API request, per tier (docs/protocol.md §5.1).
 */
import { CLIENT_VERSION_HEADER } from "../version";
import type { AccessType, InterfaceOptions } from "./options";
import type { TokenPair } from "./session";

/** The lowercase Crockford base32 alphabet of refresh tokens, codes and the nonce. */
const CROCKFORD_BASE32 = "0123456789abcdefghjkmnpqrstvwxyz";

/** 45 random base32 characters (225 bits): the cache-busting `X-Stack-Random-Nonce`. */
export function randomNonce(length = 45): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = "";
  // 256 is a multiple of 32, so `byte % 32` is unbiased.
  for (const byte of bytes) out += CROCKFORD_BASE32[byte % 32];
  return out;
}

export type HeaderInput = {
  options: InterfaceOptions;
  tier: AccessType;
  /** The user's tokens, when a user session goes with the call. */
  userTokens: TokenPair | null;
  /** The project owner's access token in admin "project owner" mode. */
  adminAccessToken: string | null;
  hasBody: boolean;
};

/**
 * Headers with the capitalisation the seed SDK uses. Only the key of the tier is
 * checked by the service; the others are sent as the seed SDK does (docs/protocol.md §5.1 matrix).
 */
export function buildRequestHeaders(input: HeaderInput): Record<string, string> {
  const { options, tier, userTokens, adminAccessToken, hasBody } = input;
  const headers: Record<string, string> = {
    "X-Stack-Override-Error-Status": "true",
    "X-Stack-Project-Id": options.projectId,
    "X-Stack-Access-Type": tier,
    "X-Stack-Client-Version": options.clientVersion ?? CLIENT_VERSION_HEADER,
    "X-Stack-Random-Nonce": randomNonce(),
  };
  if (options.projectOwnerSession) {
    // Owner mode: the service ignores key headers when an admin access token is present;
    // the seed SDK still sends the two secret ones, empty.
    if (adminAccessToken !== null) headers["X-Stack-Admin-Access-Token"] = adminAccessToken;
    if (tier !== "client") {
      headers["X-Stack-Secret-Server-Key"] = "";
      headers["X-Stack-Super-Secret-Admin-Key"] = "";
    }
  } else {
    if (options.publishableClientKey !== undefined) headers["X-Stack-Publishable-Client-Key"] = options.publishableClientKey;
    if (tier !== "client") headers["X-Stack-Secret-Server-Key"] = options.secretServerKey ?? "";
    if (tier === "admin") headers["X-Stack-Super-Secret-Admin-Key"] = options.superSecretAdminKey ?? "";
  }
  if (userTokens?.accessToken) headers["X-Stack-Access-Token"] = userTokens.accessToken;
  if (userTokens?.refreshToken) headers["X-Stack-Refresh-Token"] = userTokens.refreshToken;
  if (hasBody) headers["Content-Type"] = "application/json";
  // Extra headers first: they may add to, but not replace, the protocol's own headers.
  return { ...options.extraRequestHeaders, ...headers };
}
