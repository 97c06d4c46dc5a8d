// The domain objects of docs/api.md §3.5–§3.10: teams, channels, keys, projects, permissions,
// emails, connections and sessions. Checked by tsc; the runtime asserts keep vitest honest.
import { describe, expect, expectTypeOf, it } from "vitest";
import { AdminApp } from "../../../src";
import type {
  ActiveSession,
  AdminEmailTemplate,
  AdminOwnedProject,
  AdminProject,
  AdminProjectConfig,
  AdminProjectPermissionDefinition,
  AdminSentEmail,
  AdminTeamPermissionDefinition,
  ContactChannel,
  EditableTeamMemberProfile,
  InternalApiKey,
  InternalApiKeyFirstView,
  OAuthConnection,
  Project,
  ServerContactChannel,
  ServerTeam,
  ServerTeamUser,
  ServerUser,
  Team,
  TeamApiKey,
  TeamApiKeyFirstView,
  TeamInvitation,
  TeamUser,
  UserApiKey,
  UserApiKeyFirstView,
} from "../../../src";
import type { SnakeKeysOf } from "./snake-keys";

type Resolves<F> = F extends (...args: any) => Promise<infer R> ? R : never;

describe("Team and ServerTeam (docs/api.md §3.5)", () => {
  it("have the documented fields and methods", () => {
    expectTypeOf<Team["displayName"]>().toEqualTypeOf<string>();
    expectTypeOf<Team["profileImageUrl"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ServerTeam["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<ServerTeam>().toHaveProperty("serverMetadata");
    expectTypeOf<Team["update"]>().toBeCallableWith({ displayName: "T", profileImageUrl: null, clientMetadata: {} });
    expectTypeOf<ServerTeam["update"]>().toBeCallableWith({ clientReadOnlyMetadata: {}, serverMetadata: {} });
    expectTypeOf<Resolves<Team["listUsers"]>>().toEqualTypeOf<TeamUser[]>();
    expectTypeOf<TeamUser["teamProfile"]>().toEqualTypeOf<{ readonly displayName: string | null; readonly profileImageUrl: string | null }>();
    expectTypeOf<Resolves<ServerTeam["listUsers"]>>().toEqualTypeOf<ServerTeamUser[]>();
    expectTypeOf<ServerTeamUser>().toExtend<ServerUser>();
    expectTypeOf<Team["inviteUser"]>().toBeCallableWith({ email: "a@b.c", callbackUrl: "https://x" });
    expectTypeOf<Resolves<Team["listInvitations"]>>().toEqualTypeOf<TeamInvitation[]>();
    expectTypeOf<TeamInvitation["expiresAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<TeamInvitation["recipientEmail"]>().toEqualTypeOf<string | null>();
    expectTypeOf<ServerTeam["addUser"]>().toBeCallableWith("user-id");
    expectTypeOf<ServerTeam["removeUser"]>().toBeCallableWith("user-id");
    expectTypeOf<Team>().not.toHaveProperty("addUser");
    expectTypeOf<Team["createApiKey"]>().toBeCallableWith({ description: "k", expiresAt: null, isPublic: true });
    expectTypeOf<Resolves<Team["createApiKey"]>>().toEqualTypeOf<TeamApiKeyFirstView>();
    expectTypeOf<Resolves<Team["listApiKeys"]>>().toEqualTypeOf<TeamApiKey[]>();
    expectTypeOf<EditableTeamMemberProfile["update"]>().toBeCallableWith({ displayName: "Ada", profileImageUrl: null });
    expectTypeOf<SnakeKeysOf<ServerTeam>>().toEqualTypeOf<never>();
    expectTypeOf<ServerTeam>().toExtend<Team>();
  });
});

describe("ContactChannel (docs/api.md §3.6)", () => {
  it("has the documented fields; the server variant also sets isVerified", () => {
    expectTypeOf<ContactChannel["type"]>().toEqualTypeOf<"email">();
    expectTypeOf<ContactChannel["usedForAuth"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ContactChannel["sendVerificationEmail"]>().toBeCallableWith({ callbackUrl: "https://x" });
    expectTypeOf<ContactChannel["update"]>().toBeCallableWith({ value: "a@b.c", usedForAuth: true, isPrimary: true });
    expectTypeOf<ServerContactChannel["update"]>().toBeCallableWith({ isVerified: true });
    expectTypeOf<SnakeKeysOf<ServerContactChannel>>().toEqualTypeOf<never>();
  });
});

describe("API keys (docs/api.md §3.7, §3.8)", () => {
  it("user and team keys: expiresAt is Date | undefined, the first view has the full value", () => {
    expectTypeOf<UserApiKey["expiresAt"]>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<UserApiKey["manuallyRevokedAt"]>().toEqualTypeOf<Date | null>();
    expectTypeOf<UserApiKey["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<UserApiKey["type"]>().toEqualTypeOf<"user">();
    expectTypeOf<UserApiKey["userId"]>().toEqualTypeOf<string>();
    expectTypeOf<TeamApiKey["type"]>().toEqualTypeOf<"team">();
    expectTypeOf<TeamApiKey["teamId"]>().toEqualTypeOf<string>();
    expectTypeOf<UserApiKey["value"]>().toEqualTypeOf<{ readonly lastFour: string }>();
    expectTypeOf<UserApiKeyFirstView["value"]>().toEqualTypeOf<string>();
    expectTypeOf<ReturnType<UserApiKey["whyInvalid"]>>().toEqualTypeOf<"manually-revoked" | "expired" | null>();
    expectTypeOf<UserApiKey["update"]>().toBeCallableWith({ description: "d", expiresAt: null, revoked: true });
  });

  it("internal keys: expiresAt is a Date, key parts are lastFour or null, full strings on first view", () => {
    expectTypeOf<InternalApiKey["expiresAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<InternalApiKey["publishableClientKey"]>().toEqualTypeOf<{ readonly lastFour: string } | null>();
    expectTypeOf<InternalApiKeyFirstView["secretServerKey"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ReturnType<InternalApiKey["whyInvalid"]>>().toEqualTypeOf<"expired" | "manually-revoked" | null>();
  });
});

describe("Project and AdminProject (docs/api.md §3.9)", () => {
  it("has the client config and the admin additions", () => {
    expectTypeOf<Project["config"]["signUpEnabled"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Project["config"]["oauthProviders"][number]>().toEqualTypeOf<{ readonly id: string }>();
    expectTypeOf<AdminProject["description"]>().toEqualTypeOf<string | null>();
    expectTypeOf<AdminProject["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<AdminProject["userCount"]>().toEqualTypeOf<number>();
    expectTypeOf<AdminProjectConfig["oauthAccountMergeStrategy"]>().toEqualTypeOf<"link_method" | "raise_error" | "allow_duplicates">();
    expectTypeOf<AdminProjectConfig["emailConfig"]["type"]>().toEqualTypeOf<"shared" | "standard">();
    expectTypeOf<AdminProjectConfig["domains"][number]>().toEqualTypeOf<{ readonly domain: string; readonly handlerPath: string }>();
    expectTypeOf<AdminProject["update"]>().toBeCallableWith({
      displayName: "P",
      description: null,
      isProductionMode: true,
      config: { allowLocalhost: false, domains: [{ domain: "https://a.example", handlerPath: "/handler" }], emailConfig: { type: "shared" } },
    });
    expectTypeOf<AdminProject["getProductionModeErrors"]>().returns.resolves.toBeArray();
    expectTypeOf<AdminProject["useProductionModeErrors"]>().returns.toBeArray();
    expectTypeOf<AdminOwnedProject["app"]>().toEqualTypeOf<AdminApp>();
    expectTypeOf<SnakeKeysOf<AdminProject>>().toEqualTypeOf<never>();
    expect(AdminApp).toBeTypeOf("function");
  });
});

describe("permissions, emails, connections and sessions (docs/api.md §3.10)", () => {
  it("have the documented shapes", () => {
    expectTypeOf<AdminTeamPermissionDefinition>().toEqualTypeOf<{
      readonly id: string;
      readonly description?: string;
      readonly containedPermissionIds: string[];
      readonly isDefaultUserPermission?: boolean;
    }>();
    expectTypeOf<AdminProjectPermissionDefinition>().toEqualTypeOf<{
      readonly id: string;
      readonly description?: string;
      readonly containedPermissionIds: string[];
    }>();
    expectTypeOf<AdminEmailTemplate["type"]>().toEqualTypeOf<"email_verification" | "password_reset" | "magic_link" | "team_invitation">();
    expectTypeOf<AdminEmailTemplate["isDefault"]>().toEqualTypeOf<boolean>();
    expectTypeOf<AdminSentEmail["to"]>().toEqualTypeOf<string[]>();
    expectTypeOf<AdminSentEmail["sentAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<AdminSentEmail["recipient"]>().toEqualTypeOf<string>();
    expectTypeOf<Resolves<OAuthConnection["getAccessToken"]>>().toEqualTypeOf<{ accessToken: string }>();
    expectTypeOf<OAuthConnection["useAccessToken"]>().returns.toEqualTypeOf<{ accessToken: string }>();
    expectTypeOf<ActiveSession["createdAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<ActiveSession["isImpersonation"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ActiveSession["isCurrentSession"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ActiveSession>().toHaveProperty("lastUsedAt");
    expectTypeOf<ActiveSession>().toHaveProperty("geoInfo");
    expectTypeOf<SnakeKeysOf<ActiveSession>>().toEqualTypeOf<never>();
  });
});
