/** The project's own key sets, managed by the admin tier (docs/api.md §3.8). */

export type InternalApiKeyCreateOptions = {
  description: string;
  expiresAt: Date;
  hasPublishableClientKey: boolean;
  hasSecretServerKey: boolean;
  hasSuperSecretAdminKey: boolean;
};

export type InternalApiKeyBase = {
  readonly id: string;
  readonly description: string;
  readonly expiresAt: Date;
  readonly manuallyRevokedAt: Date | null;
  readonly createdAt: Date;
  /** Expiry is checked before revocation (unlike user/team keys). */
  isValid(): boolean;
  whyInvalid(): "expired" | "manually-revoked" | null;
  revoke(): Promise<void>;
};

export type InternalApiKey = InternalApiKeyBase & {
  readonly publishableClientKey: { readonly lastFour: string } | null;
  readonly secretServerKey: { readonly lastFour: string } | null;
  readonly superSecretAdminKey: { readonly lastFour: string } | null;
};

export type InternalApiKeyFirstView = InternalApiKeyBase & {
  readonly publishableClientKey?: string | undefined;
  readonly secretServerKey?: string | undefined;
  readonly superSecretAdminKey?: string | undefined;
};
