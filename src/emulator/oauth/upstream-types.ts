/** The shapes of the emulator's OAuth client side (`upstream.ts`): a provider, its tokens, who signed in. */

/** What a provider said about the person, as the callback uses it. */
export type UpstreamIdentity = {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
};

/** A token endpoint's answer, as far as the emulator reads it. */
export type UpstreamTokens = {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  /** Seconds, when the provider says. */
  expiresIn: number | null;
};

/** Claims of a verified id token. */
export type IdTokenClaims = Record<string, unknown>;

/** One provider the emulator signs in with, as a client registered there. */
export type Upstream = {
  /** For messages: "google", "the OpenID provider at http://...". */
  name: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  /** The scopes always asked for (before the flow's `provider_scope`). */
  baseScopes: readonly string[];
  /** How the client authenticates at the token endpoint. */
  tokenAuth: "client_secret_basic" | "client_secret_post";
  /** False for providers that refuse PKCE (LinkedIn). */
  pkce: boolean;
  /** More authorization parameters (after the standard ones). */
  extraParams: Readonly<Record<string, string>>;
  /** OpenID providers: the issuer and key set an id token is checked against (`{tenantid}` is the token's `tid`). */
  idToken: { issuer: string; jwksUri: string } | null;
  /** Access-token lifetime when the token endpoint does not say. */
  defaultLifetimeMs: number;
  /** Who signed in, from the tokens (a userinfo call, or the id token's claims). */
  identify(tokens: UpstreamTokens, claims: IdTokenClaims | null, http: ProviderHttp): Promise<UpstreamIdentity>;
};

/** A JSON GET with a bearer token, as the identity readers need it. */
export type ProviderHttp = {
  getJson(url: string, accessToken: string | null, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
};
