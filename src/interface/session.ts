/**
 * The contract between the wire layer and a signed-in session. `src/lib` owns the
 * implementation (token stores, refresh, invalidation); the wire layer only needs
 * fresh tokens before a request and a way to report a rejected access token.
 */
export type TokenPair = {
  accessToken: string | null;
  refreshToken: string | null;
};

export interface RequestSession {
  /**
   * Tokens to send now. Refreshes first (one shared in-flight refresh) when the access
   * token is missing or expires within `minLifetimeMs` (default 20000) and a refresh
   * token exists. Both null when nobody is signed in.
   */
  getTokens(minLifetimeMs?: number): Promise<TokenPair>;
  /** The service rejected this access token (INVALID_ACCESS_TOKEN group): drop it so the next getTokens() refreshes. */
  markAccessTokenExpired(accessToken: string): void;
}
