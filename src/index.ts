/**
 * gatehouse: the client SDK of the hosted authentication and user-management service.
 * Apps, their public types, known errors, Result and transport errors. No React here
 * (see `gatehouse/react`).
 */
export { ClientApp, ServerApp, AdminApp } from "./lib/apps/facades";
export { InvalidOptionError } from "./lib/core/options";
export { verifyAccessToken } from "./lib/access-tokens/verify-on-use";
export type { AccessTokenClaims, AccessTokenPayload, VerifyAccessTokenOptions } from "./lib/access-tokens/verify-on-use";
export { InvalidAccessTokenError } from "./errors/access-token";
export type { AccessTokenErrorReason } from "./errors/access-token";
export { TokenStoreWriteError } from "./errors/token-store-write";
export type { AccessTokenUser, AccessTokenUserOptions } from "./lib/users/token-user";
export type { AppVerifyOptions } from "./lib/apps/client-app-types";

export {
  KnownError,
  KnownErrors,
  isKnownError,
  Result,
  TransportError,
  NetworkError,
  TimeoutError,
  HttpStatusError,
  InvalidResponseError,
  SessionRefreshError,
  ModuleLoadError,
  GatehouseAssertionError,
} from "./errors";
export type { AnyKnownError, KnownErrorCode, KnownErrorJson } from "./errors";

// Constructor options and app shapes.
export type {
  ClientAppOptions,
  ServerAppOptions,
  AdminAppOptions,
  AdminAppKeyOptions,
  AdminAppOwnerOptions,
  OAuthScopesOnSignIn,
  ProviderType,
  RequestLike,
  TokenStoreInit,
} from "./lib/core/options";
export type { FetchRequestLike, NodeRequestLike } from "./lib/token-store/request-headers";
export type { ResponseLike } from "./lib/token-store/app-token-stores";
export type { ClientAppApi, RedirectMethods } from "./lib/apps/client-app-types";
export type { CallOptions } from "./lib/core/call-options";
export type { ServerAppExtras } from "./lib/apps/server-app-types";
export type { AdminAppExtras } from "./lib/apps/admin-app-types";
export type { HandlerUrls } from "./lib/urls/handler-urls";
export type { RedirectMethod } from "./lib/urls/navigation";
export type { RedirectToOptions } from "./lib/urls/redirect";
export type { ProductionModeError } from "./lib/urls/production-mode";
export type { GetUserOptions, GetUserOr } from "./lib/users/get-user";
export type { PromptCliLoginOptions } from "./lib/auth/cli";

// Users.
export type {
  User,
  CurrentUser,
  ServerUser,
  CurrentServerUser,
  Auth,
  Session,
  UserUpdateOptions,
  ServerUserUpdateOptions,
  ServerUserCreateOptions,
  Tokens,
  ServerTeam,
  ServerTeamUser,
} from "./lib/users/user-types";
export type { Json, JsonInput } from "./lib/core/json";
export type { ServerListUsersOptions, ServerUserPage } from "./lib/users/server-user-ops";

// Teams, contact channels, permissions, connections, sessions, API keys.
export type {
  Team,
  TeamUser,
  TeamInvitation,
  TeamMemberProfile,
  ServerTeamMemberProfile,
  EditableTeamMemberProfile,
  TeamCreateOptions,
  TeamUpdateOptions,
  ServerTeamCreateOptions,
  ServerTeamUpdateOptions,
} from "./lib/teams/team-types";
export type {
  ContactChannel,
  ServerContactChannel,
  ContactChannelCreateOptions,
  ServerContactChannelCreateOptions,
  ContactChannelUpdateOptions,
  ServerContactChannelUpdateOptions,
} from "./lib/contact-channels/contact-channel-types";
export type { TeamPermission, ProjectPermission } from "./lib/permissions/permission-types";
export type { Connection, OAuthConnection, GetConnectedAccountOptions } from "./lib/connected-accounts/connected-account-types";
export type { ActiveSession, ActiveSessionGeoInfo } from "./lib/active-sessions/active-session-types";
export type {
  UserApiKey,
  TeamApiKey,
  UserApiKeyFirstView,
  TeamApiKeyFirstView,
  ApiKeyCreationOptions,
  ApiKeyUpdateOptions,
} from "./lib/api-keys/api-key-types";

// Projects and the admin tier.
export type {
  Project,
  ProjectConfig,
  OAuthProviderConfig,
  AdminProject,
  AdminProjectConfig,
  AdminProjectCreateOptions,
  AdminProjectUpdateOptions,
  AdminProjectConfigUpdateOptions,
  AdminDomainConfig,
  AdminEmailConfig,
  AdminOAuthProviderConfig,
} from "./lib/projects/project-types";
export type { AdminOwnedProject, CurrentInternalUser, CurrentInternalServerUser } from "./lib/apps/internal-user-types";
export type {
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
  AdminProjectPermission,
  AdminProjectPermissionDefinition,
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
} from "./lib/permission-definitions/permission-definition-types";
export type { InternalApiKey, InternalApiKeyBase, InternalApiKeyFirstView, InternalApiKeyCreateOptions } from "./lib/internal-api-keys/internal-api-key-types";
export type {
  AdminEmailTemplate,
  AdminSentEmail,
  AdminEmailTemplateUpdateOptions,
  AdminSendTestEmailOptions,
  EmailTemplateType,
} from "./lib/emails/email-types";
export type { ProjectMetrics, DailyActivity } from "./lib/metrics/metrics";
