/** OAuth accounts linked to a user (docs/api.md §3.3, §3.10). */

export type Connection = { readonly id: string };

export type OAuthConnection = Connection & {
  /** A provider access token covering the scopes the connection was looked up with. */
  getAccessToken(): Promise<{ accessToken: string }>;
  useAccessToken(): { accessToken: string };
};

export type GetConnectedAccountOptions = { or?: "redirect" | "throw" | "return-null"; scopes?: string[] };
