// The user types of docs/api.md §3.1–§3.4 and §3.11: fields, Dates, null, the three error
// styles, and no snake_case. Checked by tsc; the runtime asserts keep vitest honest.
import { describe, expect, expectTypeOf, it } from "vitest";
import { KnownErrors } from "../../../src";
import type {
  ActiveSession,
  AdminOwnedProject,
  Auth,
  ContactChannel,
  CurrentInternalServerUser,
  CurrentInternalUser,
  CurrentServerUser,
  CurrentUser,
  EditableTeamMemberProfile,
  OAuthConnection,
  ServerContactChannel,
  ServerTeam,
  ServerUser,
  ServerUserCreateOptions,
  ServerUserUpdateOptions,
  Session,
  Team,
  TeamPermission,
  User,
  UserApiKey,
  UserApiKeyFirstView,
  UserUpdateOptions,
} from "../../../src";
import type { SnakeKeysOf } from "./snake-keys";

type Resolves<F> = F extends (...args: any) => Promise<infer R> ? R : never;

describe("User fields (docs/api.md §3.1)", () => {
  it("are camelCase, with Dates and null", () => {
    expectTypeOf<User["id"]>().toEqualTypeOf<string>();
    expectTypeOf<User["displayName"]>().toEqualTypeOf<string | null>();
    expectTypeOf<User["primaryEmail"]>().toEqualTypeOf<string | null>();
    expectTypeOf<User["primaryEmailVerified"]>().toEqualTypeOf<boolean>();
    expectTypeOf<User["profileImageUrl"]>().toEqualTypeOf<string | null>();
    expectTypeOf<User["signedUpAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<User>().toHaveProperty("clientMetadata");
    expectTypeOf<User>().toHaveProperty("clientReadOnlyMetadata");
    for (const key of ["hasPassword", "otpAuthEnabled", "passkeyAuthEnabled", "isMultiFactorRequired", "isAnonymous"] as const) {
      expectTypeOf<User[typeof key]>().toEqualTypeOf<boolean>();
    }
    expectTypeOf<User["oauthProviders"][number]>().toHaveProperty("id");
    expectTypeOf<User["toClientJson"]>().toBeFunction();
    expectTypeOf<CurrentUser["selectedTeam"]>().toEqualTypeOf<Team | null>();
    expectTypeOf<ServerUser["selectedTeam"]>().toEqualTypeOf<ServerTeam | null>();
    expectTypeOf<ServerUser["lastActiveAt"]>().toEqualTypeOf<Date>();
    expectTypeOf<ServerUser>().toHaveProperty("serverMetadata");
  });

  it("are read-only snapshots", () => {
    // @ts-expect-error fields of a snapshot are readonly
    const write = (user: CurrentUser) => (user.displayName = "x");
    expect(write).toBeTypeOf("function");
  });

  it("never carry snake_case keys", () => {
    expectTypeOf<CurrentUser>().not.toHaveProperty("display_name");
    expectTypeOf<CurrentUser>().not.toHaveProperty("primary_email");
    expectTypeOf<CurrentUser>().not.toHaveProperty("signed_up_at_millis");
    expectTypeOf<ServerUser>().not.toHaveProperty("server_metadata");
    expectTypeOf<ServerUser>().not.toHaveProperty("last_active_at_millis");
    expectTypeOf<SnakeKeysOf<CurrentUser>>().toEqualTypeOf<never>();
    expectTypeOf<SnakeKeysOf<CurrentServerUser>>().toEqualTypeOf<never>();
    expectTypeOf<SnakeKeysOf<CurrentInternalUser>>().toEqualTypeOf<never>();
    expectTypeOf<SnakeKeysOf<ServerUserUpdateOptions>>().toEqualTypeOf<never>();
    expectTypeOf<SnakeKeysOf<ServerUserCreateOptions>>().toEqualTypeOf<never>();
    // The check itself works: it finds a snake_case key.
    expectTypeOf<SnakeKeysOf<{ a: { b_c: 1 } }>>().toEqualTypeOf<"b_c">();
    expect("displayName").not.toContain("_");
  });
});

describe("the 2x2 user grid", () => {
  it("composes User, Auth, UserExtra and the server extras", () => {
    expectTypeOf<CurrentUser>().toExtend<User & Auth>();
    expectTypeOf<ServerUser>().toExtend<User>();
    expectTypeOf<CurrentServerUser>().toExtend<ServerUser & Auth>();
    expectTypeOf<CurrentServerUser>().toExtend<CurrentUser>();
    expectTypeOf<ServerUser>().not.toHaveProperty("signOut");
    expectTypeOf<CurrentInternalUser>().toExtend<CurrentUser>();
    expectTypeOf<CurrentInternalServerUser>().toExtend<CurrentServerUser>();
    expectTypeOf<CurrentUser>().not.toHaveProperty("listOwnedProjects");
    expectTypeOf<Resolves<CurrentInternalUser["listOwnedProjects"]>>().toEqualTypeOf<AdminOwnedProject[]>();
    expectTypeOf<Resolves<CurrentInternalUser["createProject"]>>().toEqualTypeOf<AdminOwnedProject>();
    expectTypeOf<CurrentInternalUser["createProject"]>().toBeCallableWith({ displayName: "P", description: null, config: { signUpEnabled: false } });
  });
});

describe("Auth (docs/api.md §3.2)", () => {
  it("hands out tokens, headers, sign-out and passkey registration", () => {
    expectTypeOf<Resolves<Auth["currentSession"]["getTokens"]>>().toEqualTypeOf<{ accessToken: string | null; refreshToken: string | null }>();
    expectTypeOf<Resolves<Auth["getAuthJson"]>>().toEqualTypeOf<{ accessToken: string | null; refreshToken: string | null }>();
    expectTypeOf<Resolves<Auth["getAuthHeaders"]>>().toEqualTypeOf<{ "x-stack-auth": string }>();
    expectTypeOf<Auth["signOut"]>().toBeCallableWith({ redirectUrl: "/" });
    expectTypeOf<Auth["signOut"]>().toBeCallableWith();
    // gatehouse honours the hostname option (docs/api.md §6).
    expectTypeOf<Auth["registerPasskey"]>().toBeCallableWith({ hostname: "example.com" });
    type PasskeyResult = Resolves<Auth["registerPasskey"]>;
    expectTypeOf<Extract<PasskeyResult, { status: "error" }>["error"]>().toEqualTypeOf<
      KnownErrors.PasskeyRegistrationFailed | KnownErrors.PasskeyWebAuthnError
    >();
    expectTypeOf<Session>().toHaveProperty("getTokens");
    expect(KnownErrors.PasskeyRegistrationFailed).toBeTypeOf("function");
  });
});

describe("CurrentUser account methods (docs/api.md §3.3)", () => {
  it("updates through one write path", () => {
    expectTypeOf<CurrentUser["update"]>().toBeCallableWith({
      displayName: "Ada",
      clientMetadata: { a: 1 },
      selectedTeamId: null,
      profileImageUrl: null,
      otpAuthEnabled: true,
      passkeyAuthEnabled: false,
      totpMultiFactorSecret: new Uint8Array(20),
    });
    expectTypeOf<UserUpdateOptions["totpMultiFactorSecret"]>().toEqualTypeOf<Uint8Array | null | undefined>();
    expectTypeOf<CurrentUser["setSelectedTeam"]>().toBeCallableWith(null);
    expectTypeOf<Resolves<CurrentUser["update"]>>().toEqualTypeOf<void>();
  });

  it("returns errors as values from updatePassword, setPassword and sendVerificationEmail", () => {
    expectTypeOf<Resolves<CurrentUser["updatePassword"]>>().toEqualTypeOf<
      KnownErrors.PasswordConfirmationMismatch | KnownErrors.PasswordRequirementsNotMet | undefined
    >();
    expectTypeOf<Resolves<CurrentUser["setPassword"]>>().toEqualTypeOf<KnownErrors.PasswordRequirementsNotMet | undefined>();
    expectTypeOf<Resolves<CurrentUser["sendVerificationEmail"]>>().toEqualTypeOf<KnownErrors.EmailAlreadyVerified | undefined>();
    expectTypeOf<CurrentUser["sendVerificationEmail"]>().toBeCallableWith({ callbackUrl: "https://x" });
    // Not a Result: no status field to branch on.
    expectTypeOf<Resolves<CurrentUser["setPassword"]>>().not.toHaveProperty("status");
    expect(new KnownErrors.EmailAlreadyVerified()).toBeInstanceOf(Error);
  });

  it("reads teams, permissions, channels, sessions, keys and connections", () => {
    expectTypeOf<Resolves<CurrentUser["listTeams"]>>().toEqualTypeOf<Team[]>();
    expectTypeOf<Resolves<CurrentUser["getTeam"]>>().toEqualTypeOf<Team | null>();
    expectTypeOf<CurrentUser["useTeam"]>().returns.toEqualTypeOf<Team | null>();
    expectTypeOf<Resolves<CurrentUser["createTeam"]>>().toEqualTypeOf<Team>();
    expectTypeOf<Resolves<CurrentUser["getTeamProfile"]>>().toEqualTypeOf<EditableTeamMemberProfile>();
    expectTypeOf<Resolves<CurrentUser["listContactChannels"]>>().toEqualTypeOf<ContactChannel[]>();
    expectTypeOf<CurrentUser["createContactChannel"]>().toBeCallableWith({ type: "email", value: "a@b.c", usedForAuth: true, isPrimary: false });
    expectTypeOf<Resolves<CurrentUser["getActiveSessions"]>>().toEqualTypeOf<ActiveSession[]>();
    expectTypeOf<CurrentUser["revokeSession"]>().toBeCallableWith("session-id");
    expectTypeOf<CurrentUser["createApiKey"]>().toBeCallableWith({ description: "k", expiresAt: null, isPublic: false });
    expectTypeOf<Resolves<CurrentUser["createApiKey"]>>().toEqualTypeOf<UserApiKeyFirstView>();
    expectTypeOf<Resolves<CurrentUser["listApiKeys"]>>().toEqualTypeOf<UserApiKey[]>();
    expectTypeOf<CurrentUser["getConnectedAccount"]>().toBeCallableWith("github", { or: "throw", scopes: ["repo"] });
    expectTypeOf<Resolves<CurrentUser["getConnectedAccount"]>>().toEqualTypeOf<OAuthConnection | null>();
  });

  it("takes permissions with or without a team; recursive is optional", () => {
    const typeOnly = (user: CurrentUser, team: Team) => {
      expectTypeOf(user.listPermissions(team, { recursive: false })).resolves.toEqualTypeOf<TeamPermission[]>();
      expectTypeOf(user.listPermissions({ recursive: true })).resolves.toEqualTypeOf<TeamPermission[]>();
      expectTypeOf(user.listPermissions()).resolves.toEqualTypeOf<TeamPermission[]>();
      expectTypeOf(user.getPermission(team, "admin")).resolves.toEqualTypeOf<TeamPermission | null>();
      expectTypeOf(user.getPermission("admin")).resolves.toEqualTypeOf<TeamPermission | null>();
      expectTypeOf(user.hasPermission(team, "admin")).resolves.toEqualTypeOf<boolean>();
      expectTypeOf(user.hasPermission("admin")).resolves.toEqualTypeOf<boolean>();
      expectTypeOf(user.usePermission("admin")).toEqualTypeOf<TeamPermission | null>();
    };
    expect(typeOnly).toBeTypeOf("function");
  });
});

describe("ServerUser (docs/api.md §3.4)", () => {
  it("throws where the client returns errors, except updatePassword", () => {
    expectTypeOf<Resolves<ServerUser["setPassword"]>>().toEqualTypeOf<undefined>();
    expectTypeOf<Resolves<ServerUser["updatePassword"]>>().toEqualTypeOf<
      KnownErrors.PasswordConfirmationMismatch | KnownErrors.PasswordRequirementsNotMet | undefined
    >();
    expectTypeOf<Resolves<ServerUser["sendVerificationEmail"]>>().toEqualTypeOf<never>();
  });

  it("writes server fields and acts on teams, permissions and sessions", () => {
    const typeOnly = (user: ServerUser, team: ServerTeam) => {
      expectTypeOf(user.update).toBeCallableWith({
        displayName: "A",
        primaryEmail: "a@b.c",
        primaryEmailVerified: true,
        primaryEmailAuthEnabled: true,
        clientReadOnlyMetadata: {},
        serverMetadata: { plan: "pro" },
        password: "p",
      });
      expectTypeOf(user.setPrimaryEmail).toBeCallableWith(null);
      expectTypeOf(user.setPrimaryEmail).toBeCallableWith("a@b.c", { verified: true });
      expectTypeOf(user.grantPermission(team, "admin")).resolves.toEqualTypeOf<void>();
      expectTypeOf(user.grantPermission("read")).resolves.toEqualTypeOf<void>();
      expectTypeOf(user.revokePermission(team, "admin")).resolves.toEqualTypeOf<void>();
      expectTypeOf(user.listTeams()).resolves.toEqualTypeOf<ServerTeam[]>();
      expectTypeOf(user.getTeam("t")).resolves.toEqualTypeOf<ServerTeam | null>();
      expectTypeOf(user.listContactChannels()).resolves.toEqualTypeOf<ServerContactChannel[]>();
      expectTypeOf(user.createContactChannel).toBeCallableWith({ type: "email", value: "a@b.c", usedForAuth: false, isVerified: true });
      // docs/api.md §6: createSession() works without an argument.
      expectTypeOf(user.createSession()).resolves.toEqualTypeOf<Session>();
      expectTypeOf(user.createSession).toBeCallableWith({ expiresInMillis: 1000, isImpersonation: true });
    };
    expect(typeOnly).toBeTypeOf("function");
  });

  it("is created from ServerUserCreateOptions", () => {
    expectTypeOf<ServerUserCreateOptions>().toEqualTypeOf<{
      primaryEmail?: string | null;
      primaryEmailAuthEnabled?: boolean;
      primaryEmailVerified?: boolean;
      password?: string;
      otpAuthEnabled?: boolean;
      displayName?: string;
      clientMetadata?: ServerUserCreateOptions["clientMetadata"];
      clientReadOnlyMetadata?: ServerUserCreateOptions["clientReadOnlyMetadata"];
      serverMetadata?: ServerUserCreateOptions["serverMetadata"];
    }>();
  });
});
