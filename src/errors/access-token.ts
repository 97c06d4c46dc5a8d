/**
 * Why an access token failed verification (`verifyAccessToken`, docs/api.md §2.6). An
 * expected failure: it comes back in a `Result`, never thrown. Failures to reach the JWKS
 * (network, timeouts) are transport errors and are thrown instead.
 */
export type AccessTokenErrorReason =
  /** Not a compact JWS of a JWT, or a required claim (`sub`, `exp`, `iat`) missing or mistyped. */
  | "malformed"
  /** The header names an algorithm other than ES256, or the signature does not match the key. */
  | "signature"
  /** No key of the project's JWKS has the token's `kid`, even after fetching the JWKS again. */
  | "unknown-key"
  /** `exp` is more than the clock skew in the past. */
  | "expired"
  /** `iat` or `nbf` is more than the clock skew in the future. */
  | "not-yet-valid"
  /** The token was issued for another project (its `aud`). */
  | "wrong-project"
  /**
   * The project's token, but for an audience not asked for: an anonymous user's
   * (`<project>:anon`, or `is_anonymous` set) without `allowAnonymous`, a restricted user's.
   */
  | "audience"
  /** The `iss` claim is not the service's issuer for this project and audience. */
  | "issuer";

export class InvalidAccessTokenError extends Error {
  readonly reason: AccessTokenErrorReason;
  constructor(reason: AccessTokenErrorReason, message: string) {
    super(message);
    this.name = "InvalidAccessTokenError";
    this.reason = reason;
  }
}
