/** OAuth accounts linked to a user (docs/api.md §3.3, §3.10). */
import type { CallOptions } from "../core/call-options";

export type Connection = { readonly id: string };

export type OAuthConnection = Connection & {
  /** A provider access token covering the scopes the connection was looked up with. */
  getAccessToken(options?: CallOptions): Promise<{ accessToken: string }>;
  useAccessToken(): { accessToken: string };
};

export type GetConnectedAccountOptions = { or?: "redirect" | "throw" | "return-null"; scopes?: string[] } & CallOptions;
