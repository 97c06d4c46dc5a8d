/** Projects (docs/api.md §3.9): the public config every tier reads, and the admin view. */
import type { ProviderType } from "../core/options";
import type { ProductionModeError } from "../urls/production-mode";

export type ProjectConfig = {
  readonly signUpEnabled: boolean;
  readonly credentialEnabled: boolean;
  readonly magicLinkEnabled: boolean;
  readonly passkeyEnabled: boolean;
  readonly clientTeamCreationEnabled: boolean;
  readonly clientUserDeletionEnabled: boolean;
  readonly allowUserApiKeys: boolean;
  readonly allowTeamApiKeys: boolean;
  /** The enabled OAuth providers. */
  readonly oauthProviders: readonly OAuthProviderConfig[];
};

/** An enabled OAuth provider, as clients see it. */
export type OAuthProviderConfig = { readonly id: string };

/** The public project, as `app.getProject()` returns it on the client and server tiers. */
export type Project = {
  readonly id: string;
  readonly displayName: string;
  readonly config: ProjectConfig;
};

export type AdminOAuthProviderConfig =
  | { readonly id: ProviderType | (string & {}); readonly type: "shared" }
  | {
      readonly id: ProviderType | (string & {});
      readonly type: "standard";
      readonly clientId: string;
      readonly clientSecret: string;
      readonly facebookConfigId?: string | undefined;
      readonly microsoftTenantId?: string | undefined;
    };

export type AdminEmailConfig =
  | { readonly type: "shared" }
  | {
      readonly type: "standard";
      readonly host: string;
      readonly port: number;
      readonly username: string;
      readonly password: string;
      readonly senderName: string;
      readonly senderEmail: string;
    };

export type AdminDomainConfig = { readonly domain: string; readonly handlerPath: string };

export type AdminProjectConfig = Omit<ProjectConfig, "oauthProviders"> & {
  readonly allowLocalhost: boolean;
  readonly oauthProviders: readonly AdminOAuthProviderConfig[];
  readonly domains: readonly AdminDomainConfig[];
  readonly emailConfig: AdminEmailConfig;
  readonly createTeamOnSignUp: boolean;
  readonly teamCreatorDefaultPermissions: readonly { readonly id: string }[];
  readonly teamMemberDefaultPermissions: readonly { readonly id: string }[];
  readonly userDefaultPermissions: readonly { readonly id: string }[];
  readonly oauthAccountMergeStrategy: "link_method" | "raise_error" | "allow_duplicates";
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

export type AdminProjectConfigUpdateOptions = Partial<Mutable<AdminProjectConfig>>;

export type AdminProjectUpdateOptions = {
  displayName?: string | undefined;
  description?: string | null | undefined;
  isProductionMode?: boolean | undefined;
  config?: AdminProjectConfigUpdateOptions | undefined;
};

export type AdminProjectCreateOptions = AdminProjectUpdateOptions & { displayName: string };

/** The project as its admins see it. */
export type AdminProject = Omit<Project, "config"> & {
  readonly description: string | null;
  readonly createdAt: Date;
  readonly userCount: number;
  readonly isProductionMode: boolean;
  readonly config: AdminProjectConfig;
  /** Saves the changes; refreshes the admin and client project caches. */
  update(options: AdminProjectUpdateOptions): Promise<void>;
  /** Deletes the project for good. */
  delete(): Promise<void>;
  /** Computed from this snapshot (docs/api.md §3.9). */
  getProductionModeErrors(): Promise<ProductionModeError[]>;
  useProductionModeErrors(): ProductionModeError[];
};

/**
 * A project the signed-in `internal` user owns, with an app acting through their session:
 * an AdminApp (`AdminOwnedProject`, lib/apps/internal-user-types.ts). The areas name the app
 * by a type parameter, so that nothing below the facades imports one.
 */
export type OwnedProjectOf<App> = AdminProject & { readonly app: App };
