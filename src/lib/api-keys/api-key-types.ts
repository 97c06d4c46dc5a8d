/** User and team API keys (docs/api.md §3.7). */
import type { CallOptions } from "../core/call-options";

export type ApiKeyCreationOptions = { description: string; expiresAt: Date | null; isPublic?: boolean };
export type ApiKeyUpdateOptions = { description?: string; expiresAt?: Date | null; revoked?: boolean };

type ApiKeyBase = {
  readonly id: string;
  readonly description: string;
  /** `undefined` when the key never expires. */
  readonly expiresAt: Date | undefined;
  readonly manuallyRevokedAt: Date | null;
  readonly createdAt: Date;
  readonly isPublic: boolean;
  /** Revocation is checked before expiry. */
  isValid(): boolean;
  whyInvalid(): "manually-revoked" | "expired" | null;
  update(options: ApiKeyUpdateOptions & CallOptions): Promise<void>;
  revoke(options?: CallOptions): Promise<void>;
};

export type UserApiKey = ApiKeyBase & { readonly type: "user"; readonly userId: string; readonly value: { readonly lastFour: string } };
export type TeamApiKey = ApiKeyBase & { readonly type: "team"; readonly teamId: string; readonly value: { readonly lastFour: string } };
export type UserApiKeyFirstView = Omit<UserApiKey, "value"> & { readonly value: string };
export type TeamApiKeyFirstView = Omit<TeamApiKey, "value"> & { readonly value: string };
