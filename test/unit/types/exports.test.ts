// Every name API.md §4.6 lists for the non-React entry point is exported from src/index.ts.
// A missing type export fails the typecheck; a missing value fails vitest.
import { describe, expect, expectTypeOf, it } from "vitest";
import * as gatehouse from "../../../src";
import type {
  GetUserOptions,
  HandlerUrls,
  OAuthScopesOnSignIn,
  User,
  CurrentUser,
  ServerUser,
  CurrentServerUser,
  CurrentInternalUser,
  CurrentInternalServerUser,
  Auth,
  Session,
  Team,
  ServerTeam,
  TeamUser,
  ServerTeamUser,
  TeamInvitation,
  TeamMemberProfile,
  ServerTeamMemberProfile,
  EditableTeamMemberProfile,
  TeamCreateOptions,
  TeamUpdateOptions,
  ServerTeamCreateOptions,
  ServerTeamUpdateOptions,
  ServerListUsersOptions,
  ContactChannel,
  ServerContactChannel,
  Connection,
  OAuthConnection,
  Project,
  AdminProject,
  AdminOwnedProject,
  AdminProjectCreateOptions,
  AdminProjectUpdateOptions,
  ProjectConfig,
  AdminProjectConfig,
  AdminProjectConfigUpdateOptions,
  AdminDomainConfig,
  AdminEmailConfig,
  AdminOAuthProviderConfig,
  OAuthProviderConfig,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
  AdminTeamPermissionDefinitionCreateOptions,
  AdminTeamPermissionDefinitionUpdateOptions,
  AdminProjectPermission,
  AdminProjectPermissionDefinition,
  AdminProjectPermissionDefinitionCreateOptions,
  AdminProjectPermissionDefinitionUpdateOptions,
  InternalApiKey,
  InternalApiKeyBase,
  InternalApiKeyFirstView,
  InternalApiKeyCreateOptions,
  AdminSentEmail,
  ClientAppOptions,
  ServerAppOptions,
  AdminAppOptions,
  UserApiKey,
  TeamApiKey,
  UserApiKeyFirstView,
  TeamApiKeyFirstView,
  ApiKeyCreationOptions,
  ActiveSession,
  UserUpdateOptions,
  ServerUserCreateOptions,
  ServerUserUpdateOptions,
  AdminEmailTemplate,
  RedirectToOptions,
  TokenStoreInit,
} from "../../../src";

describe("the gatehouse entry point (API.md §4.6)", () => {
  it("exports the app classes and the error helpers as values", () => {
    for (const name of ["ClientApp", "ServerApp", "AdminApp", "KnownErrors", "Result", "isKnownError"] as const) {
      expect(gatehouse[name], name).toBeDefined();
    }
    expect(gatehouse.ServerApp.prototype).toBeInstanceOf(gatehouse.ClientApp);
    expect(gatehouse.AdminApp.prototype).toBeInstanceOf(gatehouse.ServerApp);
  });

  it("keeps React out of the root entry", () => {
    for (const name of ["GatehouseProvider", "Handler", "useApp", "useUser", "UserButton"]) {
      expect(Object.keys(gatehouse), name).not.toContain(name);
    }
  });

  it("exports every public type of API.md §4.6", () => {
    expectTypeOf<GetUserOptions>().not.toBeAny();
    expectTypeOf<HandlerUrls>().not.toBeAny();
    expectTypeOf<OAuthScopesOnSignIn>().not.toBeAny();
    expectTypeOf<User>().not.toBeAny();
    expectTypeOf<CurrentUser>().not.toBeAny();
    expectTypeOf<ServerUser>().not.toBeAny();
    expectTypeOf<CurrentServerUser>().not.toBeAny();
    expectTypeOf<CurrentInternalUser>().not.toBeAny();
    expectTypeOf<CurrentInternalServerUser>().not.toBeAny();
    expectTypeOf<Auth>().not.toBeAny();
    expectTypeOf<Session>().not.toBeAny();
    expectTypeOf<Team>().not.toBeAny();
    expectTypeOf<ServerTeam>().not.toBeAny();
    expectTypeOf<TeamUser>().not.toBeAny();
    expectTypeOf<ServerTeamUser>().not.toBeAny();
    expectTypeOf<TeamInvitation>().not.toBeAny();
    expectTypeOf<TeamMemberProfile>().not.toBeAny();
    expectTypeOf<ServerTeamMemberProfile>().not.toBeAny();
    expectTypeOf<EditableTeamMemberProfile>().not.toBeAny();
    expectTypeOf<TeamCreateOptions>().not.toBeAny();
    expectTypeOf<TeamUpdateOptions>().not.toBeAny();
    expectTypeOf<ServerTeamCreateOptions>().not.toBeAny();
    expectTypeOf<ServerTeamUpdateOptions>().not.toBeAny();
    expectTypeOf<ServerListUsersOptions>().not.toBeAny();
    expectTypeOf<ContactChannel>().not.toBeAny();
    expectTypeOf<ServerContactChannel>().not.toBeAny();
    expectTypeOf<Connection>().not.toBeAny();
    expectTypeOf<OAuthConnection>().not.toBeAny();
    expectTypeOf<Project>().not.toBeAny();
    expectTypeOf<AdminProject>().not.toBeAny();
    expectTypeOf<AdminOwnedProject>().not.toBeAny();
    expectTypeOf<AdminProjectCreateOptions>().not.toBeAny();
    expectTypeOf<AdminProjectUpdateOptions>().not.toBeAny();
    expectTypeOf<ProjectConfig>().not.toBeAny();
    expectTypeOf<AdminProjectConfig>().not.toBeAny();
    expectTypeOf<AdminProjectConfigUpdateOptions>().not.toBeAny();
    expectTypeOf<AdminDomainConfig>().not.toBeAny();
    expectTypeOf<AdminEmailConfig>().not.toBeAny();
    expectTypeOf<AdminOAuthProviderConfig>().not.toBeAny();
    expectTypeOf<OAuthProviderConfig>().not.toBeAny();
    expectTypeOf<AdminTeamPermission>().not.toBeAny();
    expectTypeOf<AdminTeamPermissionDefinition>().not.toBeAny();
    expectTypeOf<AdminTeamPermissionDefinitionCreateOptions>().not.toBeAny();
    expectTypeOf<AdminTeamPermissionDefinitionUpdateOptions>().not.toBeAny();
    expectTypeOf<AdminProjectPermission>().not.toBeAny();
    expectTypeOf<AdminProjectPermissionDefinition>().not.toBeAny();
    expectTypeOf<AdminProjectPermissionDefinitionCreateOptions>().not.toBeAny();
    expectTypeOf<AdminProjectPermissionDefinitionUpdateOptions>().not.toBeAny();
    expectTypeOf<InternalApiKey>().not.toBeAny();
    expectTypeOf<InternalApiKeyBase>().not.toBeAny();
    expectTypeOf<InternalApiKeyFirstView>().not.toBeAny();
    expectTypeOf<InternalApiKeyCreateOptions>().not.toBeAny();
    expectTypeOf<AdminSentEmail>().not.toBeAny();
    expectTypeOf<ClientAppOptions>().not.toBeAny();
    expectTypeOf<ServerAppOptions>().not.toBeAny();
    expectTypeOf<AdminAppOptions>().not.toBeAny();
  });

  it("exports the types API.md §4.6 says gatehouse should export", () => {
    expectTypeOf<UserApiKey>().not.toBeAny();
    expectTypeOf<TeamApiKey>().not.toBeAny();
    expectTypeOf<UserApiKeyFirstView>().not.toBeAny();
    expectTypeOf<TeamApiKeyFirstView>().not.toBeAny();
    expectTypeOf<ApiKeyCreationOptions>().not.toBeAny();
    expectTypeOf<ActiveSession>().not.toBeAny();
    expectTypeOf<UserUpdateOptions>().not.toBeAny();
    expectTypeOf<ServerUserCreateOptions>().not.toBeAny();
    expectTypeOf<ServerUserUpdateOptions>().not.toBeAny();
    expectTypeOf<AdminEmailTemplate>().not.toBeAny();
    expectTypeOf<RedirectToOptions>().not.toBeAny();
    expectTypeOf<TokenStoreInit>().not.toBeAny();
  });
});
