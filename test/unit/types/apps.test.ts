// The public signatures of the three apps (docs/api.md §1, §2). The type assertions are checked
// by `tsc --noEmit` (npm test's typecheck); the runtime asserts keep vitest honest.
import { describe, expect, expectTypeOf, it } from "vitest";
import { AdminApp, ClientApp, KnownErrors, Result, ServerApp } from "../../../src";
import type {
  AdminEmailTemplate,
  AdminProject,
  AdminProjectPermission,
  AdminProjectPermissionDefinition,
  AdminSentEmail,
  AdminTeamPermission,
  AdminTeamPermissionDefinition,
  CurrentInternalServerUser,
  CurrentInternalUser,
  CurrentServerUser,
  CurrentUser,
  HandlerUrls,
  InternalApiKey,
  InternalApiKeyFirstView,
  Project,
  ServerTeam,
  ServerUser,
} from "../../../src";
import type { RequestSession } from "../../../src/interface/session";
import type { SnakeKeysOf } from "./snake-keys";

/** A fetch that fails the test: none of these checks may reach the network. */
const noNetwork = (async () => {
  throw new Error("unexpected request");
}) as typeof fetch;

const base = { projectId: "p-types", publishableClientKey: "pck", fetch: noNetwork, tokenStore: "memory" as const, redirectMethod: "none" as const };

/** The error type of a method's Result. */
type ErrorOf<F extends (...args: any) => Promise<Result<any, any>>> = Extract<Awaited<ReturnType<F>>, { status: "error" }>["error"];
/** The data type of a method's Result. */
type DataOf<F extends (...args: any) => Promise<Result<any, any>>> = Extract<Awaited<ReturnType<F>>, { status: "ok" }>["data"];

describe("the app classes", () => {
  it("stack as ClientApp <- ServerApp <- AdminApp", () => {
    expectTypeOf<ServerApp>().toExtend<ClientApp>();
    expectTypeOf<AdminApp>().toExtend<ServerApp>();
    expectTypeOf<ClientApp extends ServerApp ? true : false>().toEqualTypeOf<false>();
    const admin = new AdminApp({ ...base, secretServerKey: "ssk", superSecretAdminKey: "ssak" });
    expect(admin).toBeInstanceOf(ServerApp);
    expect(admin).toBeInstanceOf(ClientApp);
  });

  it("show no snake_case anywhere in their public members", () => {
    expectTypeOf<SnakeKeysOf<ClientApp>>().toEqualTypeOf<never>();
    expectTypeOf<SnakeKeysOf<ServerApp>>().toEqualTypeOf<never>();
    expectTypeOf<SnakeKeysOf<AdminApp>>().toEqualTypeOf<never>();
    expect(Object.getOwnPropertyNames(AdminApp.prototype).filter((name) => /[a-z]_[a-z]/.test(name))).toEqual([]);
  });

  it("expose projectId and the resolved urls read-only", () => {
    const app = new ClientApp(base);
    expectTypeOf(app.projectId).toEqualTypeOf<string>();
    expectTypeOf(app.urls).toEqualTypeOf<Readonly<HandlerUrls>>();
    expectTypeOf(new ClientApp({ ...base, projectId: "internal" }).projectId).toEqualTypeOf<"internal">();
    expect(app.projectId).toBe("p-types");
    expect(app.urls.signIn).toBe("/handler/sign-in");
  });

  it("accept every constructor option of docs/api.md §1", () => {
    expectTypeOf(ClientApp).toBeConstructibleWith({
      projectId: "p",
      publishableClientKey: "k",
      baseUrl: { browser: "https://a.example", server: "https://b.example" },
      tokenStore: null,
      urls: { signIn: "/in" },
      redirectMethod: { useNavigate: () => (to: string) => void to, navigate: (to: string) => void to },
      noAutomaticPrefetch: true,
      extraRequestHeaders: { "x-a": "1" },
      oauthScopesOnSignIn: { github: ["repo"] },
    });
    expectTypeOf(ClientApp).toBeConstructibleWith({ tokenStore: { accessToken: null, refreshToken: "r" } });
    expectTypeOf(ClientApp).toBeConstructibleWith({ tokenStore: new Request("https://a.example") });
    expectTypeOf(ServerApp).toBeConstructibleWith({ secretServerKey: "s" });
    expectTypeOf(AdminApp).toBeConstructibleWith({ secretServerKey: "s", superSecretAdminKey: "a" });
    const ownerOptions = (session: RequestSession) => {
      expectTypeOf(AdminApp).toBeConstructibleWith({ projectId: "p", projectOwnerSession: session });
      // @ts-expect-error the owner-session variant takes none of the lower keys
      expectTypeOf(AdminApp).toBeConstructibleWith({ projectOwnerSession: session, secretServerKey: "s" });
    };
    expect(ownerOptions).toBeTypeOf("function");
    expect(new ClientApp({ ...base, noAutomaticPrefetch: true }).projectId).toBe("p-types");
  });
});

describe("ClientApp.getUser / useUser", () => {
  it("is never null for or: redirect | throw | anonymous, nullable otherwise", async () => {
    const app = new ClientApp(base);
    const typeOnly = (a: ClientApp) => {
      expectTypeOf(a.getUser({ or: "throw" })).resolves.toEqualTypeOf<CurrentUser>();
      expectTypeOf(a.getUser({ or: "redirect" })).resolves.toEqualTypeOf<CurrentUser>();
      expectTypeOf(a.getUser({ or: "anonymous" })).resolves.toEqualTypeOf<CurrentUser>();
      expectTypeOf(a.getUser()).resolves.toEqualTypeOf<CurrentUser | null>();
      expectTypeOf(a.getUser({ or: "return-null" })).resolves.toEqualTypeOf<CurrentUser | null>();
      expectTypeOf(a.getUser({ or: "anonymous-if-exists" })).resolves.toEqualTypeOf<CurrentUser | null>();
      expectTypeOf(a.getUser({ tokenStore: { accessToken: null, refreshToken: null } })).resolves.toEqualTypeOf<CurrentUser | null>();
      expectTypeOf(a.useUser({ or: "throw" })).toEqualTypeOf<CurrentUser>();
      expectTypeOf(a.useUser()).toEqualTypeOf<CurrentUser | null>();
    };
    expect(typeOnly).toBeTypeOf("function");
    // Nobody signed in and no tokens: no request, null or a plain Error.
    await expect(app.getUser()).resolves.toBeNull();
    await expect(app.getUser({ or: "throw" })).rejects.toThrow(/not signed in/);
  });

  it("returns the internal extras for the internal project", () => {
    const typeOnly = (internal: ClientApp<"internal">, internalServer: ServerApp<"internal">) => {
      expectTypeOf(internal.getUser({ or: "throw" })).resolves.toEqualTypeOf<CurrentInternalUser>();
      expectTypeOf(internalServer.getUser({ or: "throw" })).resolves.toEqualTypeOf<CurrentInternalServerUser>();
      expectTypeOf<CurrentInternalUser>().toHaveProperty("listOwnedProjects");
    };
    expect(typeOnly).toBeTypeOf("function");
    expectTypeOf(new ClientApp({ ...base, projectId: "internal" })).toEqualTypeOf<ClientApp<"internal">>();
  });
});

describe("ClientApp sign-in results (docs/api.md §2.1)", () => {
  type App = ClientApp;
  it("return Result with the listed known errors", () => {
    type MfaRequired = KnownErrors.MultiFactorAuthenticationRequired;
    // gatehouse returns MultiFactorAuthenticationRequired (with its attemptCode) instead of prompting.
    expectTypeOf<ErrorOf<App["signInWithCredential"]>>().toEqualTypeOf<KnownErrors.EmailPasswordMismatch | KnownErrors.InvalidTotpCode | MfaRequired>();
    expectTypeOf<ErrorOf<App["signUpWithCredential"]>>().toEqualTypeOf<KnownErrors.UserWithEmailAlreadyExists | KnownErrors.PasswordRequirementsNotMet>();
    expectTypeOf<ErrorOf<App["signInWithPasskey"]>>().toEqualTypeOf<
      KnownErrors.PasskeyAuthenticationFailed | KnownErrors.InvalidTotpCode | KnownErrors.PasskeyWebAuthnError | MfaRequired
    >();
    expectTypeOf<ErrorOf<App["sendMagicLinkEmail"]>>().toEqualTypeOf<KnownErrors.RedirectUrlNotWhitelisted>();
    expectTypeOf<DataOf<App["sendMagicLinkEmail"]>>().toEqualTypeOf<{ nonce: string }>();
    expectTypeOf<ErrorOf<App["signInWithMagicLink"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError | KnownErrors.InvalidTotpCode | MfaRequired>();
    expectTypeOf<ErrorOf<App["signInWithMfa"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError | KnownErrors.InvalidTotpCode>();
    expectTypeOf<ErrorOf<App["promptCliLogin"]>>().toEqualTypeOf<KnownErrors.CliAuthError | KnownErrors.CliAuthExpiredError | KnownErrors.CliAuthUsedError>();
    expectTypeOf<DataOf<App["promptCliLogin"]>>().toEqualTypeOf<string>();
    expectTypeOf<ErrorOf<App["sendForgotPasswordEmail"]>>().toEqualTypeOf<KnownErrors.UserNotFound>();
    expectTypeOf<ErrorOf<App["verifyPasswordResetCode"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError>();
    expectTypeOf<ErrorOf<App["resetPassword"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError>();
    expectTypeOf<ErrorOf<App["verifyEmail"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError>();
    expectTypeOf<ErrorOf<App["verifyTeamInvitationCode"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError>();
    expectTypeOf<ErrorOf<App["acceptTeamInvitation"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError>();
    expectTypeOf<ErrorOf<App["getTeamInvitationDetails"]>>().toEqualTypeOf<KnownErrors.VerificationCodeError>();
    expectTypeOf<DataOf<App["getTeamInvitationDetails"]>>().toEqualTypeOf<{ teamDisplayName: string }>();
    expectTypeOf<DataOf<App["signInWithCredential"]>>().toEqualTypeOf<undefined>();
    expect(KnownErrors.VerificationCodeNotFound.isInstance(new KnownErrors.VerificationCodeNotFound())).toBe(true);
  });

  it("take the documented parameters", () => {
    expectTypeOf<App["signInWithCredential"]>().toBeCallableWith({ email: "a@b.c", password: "p", noRedirect: true });
    expectTypeOf<App["signUpWithCredential"]>().toBeCallableWith({ email: "a@b.c", password: "p", verificationCallbackUrl: "https://x" });
    expectTypeOf<App["sendMagicLinkEmail"]>().toBeCallableWith("a@b.c", { callbackUrl: "https://x" });
    expectTypeOf<App["signInWithMfa"]>().toBeCallableWith("123456", "attempt", { noRedirect: true });
    expectTypeOf<App["promptCliLogin"]>().toBeCallableWith({ appUrl: "https://x", expiresInMillis: 1, maxAttempts: 2, waitTimeMillis: 3, promptLink: () => {} });
    expectTypeOf<App["resetPassword"]>().toBeCallableWith({ code: "c", password: "p" });
    expectTypeOf<App["signInWithOAuth"]>().parameter(0).toEqualTypeOf<"google" | "github" | "microsoft" | "spotify" | "facebook" | "discord" | "gitlab" | "bitbucket" | "linkedin" | "apple" | "x" | (string & {})>();
    expectTypeOf<App["callOAuthCallback"]>().returns.resolves.toEqualTypeOf<boolean>();
    expectTypeOf<App["signOut"]>().toBeCallableWith({ redirectUrl: "/bye" });
    expectTypeOf<App["useNavigate"]>().returns.toEqualTypeOf<(to: string) => void>();
    expectTypeOf<App["getProject"]>().returns.resolves.toEqualTypeOf<Project>();
    expect(new ClientApp(base).signInWithCredential).toBeTypeOf("function");
  });

  it("has the 16 redirect methods, one per HandlerUrls key but handler", async () => {
    type RedirectKeys = Extract<keyof App, `redirectTo${string}`>;
    type Expected = `redirectTo${Capitalize<Exclude<keyof HandlerUrls, "handler" | "oauthCallback">>}` | "redirectToOAuthCallback";
    expectTypeOf<RedirectKeys>().toEqualTypeOf<Expected>();
    expectTypeOf<App["redirectToSignIn"]>().toBeCallableWith({ replace: true, noRedirectBack: true });
    expectTypeOf<App["redirectToHome"]>().returns.resolves.toEqualTypeOf<void>();
    const app = new ClientApp(base);
    const names = Object.getOwnPropertyNames(ClientApp.prototype).filter((n) => n.startsWith("redirectTo"));
    expect(names).toHaveLength(16);
    await expect(app.redirectToHome()).resolves.toBeUndefined(); // redirectMethod "none": a no-op
  });
});

describe("ServerApp (docs/api.md §2.4)", () => {
  it("getUser: current user with options, ServerUser | null by id or apiKey", () => {
    const typeOnly = (s: ServerApp) => {
      expectTypeOf(s.getUser({ or: "throw" })).resolves.toEqualTypeOf<CurrentServerUser>();
      expectTypeOf(s.getUser({ or: "anonymous" })).resolves.toEqualTypeOf<CurrentServerUser>();
      expectTypeOf(s.getUser()).resolves.toEqualTypeOf<CurrentServerUser | null>();
      expectTypeOf(s.getUser({ tokenStore: new Request("https://a.example") })).resolves.toEqualTypeOf<CurrentServerUser | null>();
      expectTypeOf(s.getUser("user-id")).resolves.toEqualTypeOf<ServerUser | null>();
      expectTypeOf(s.getUser({ apiKey: "key" })).resolves.toEqualTypeOf<ServerUser | null>();
      expectTypeOf(s.useUser("user-id")).toEqualTypeOf<ServerUser | null>();
      expectTypeOf(s.useUser({ apiKey: "key" })).toEqualTypeOf<ServerUser | null>();
      expectTypeOf(s.useUser({ or: "redirect" })).toEqualTypeOf<CurrentServerUser>();
      expectTypeOf(s.getServerUser()).resolves.toEqualTypeOf<CurrentServerUser | null>();
    };
    expect(typeOnly).toBeTypeOf("function");
    expectTypeOf<CurrentServerUser>().toExtend<ServerUser>();
  });

  it("lists users one page at a time with nextCursor", () => {
    expectTypeOf<ServerApp["listUsers"]>().returns.resolves.toEqualTypeOf<ServerUser[] & { nextCursor: string | null }>();
    expectTypeOf<ServerApp["useUsers"]>().returns.toEqualTypeOf<ServerUser[] & { nextCursor: string | null }>();
    expectTypeOf<ServerApp["listUsers"]>().toBeCallableWith({ cursor: "c", limit: 10, orderBy: "signedUpAt", desc: true, query: "ada" });
    expectTypeOf<ServerApp["listUsers"]>().toBeCallableWith();
    expectTypeOf<ServerApp["createUser"]>().returns.resolves.toEqualTypeOf<ServerUser>();
    expect(ServerApp.prototype.listUsers).toBeTypeOf("function");
  });

  it("reads teams by id or API key, lists and creates them", () => {
    const typeOnly = (s: ServerApp) => {
      expectTypeOf(s.getTeam("t")).resolves.toEqualTypeOf<ServerTeam | null>();
      expectTypeOf(s.getTeam({ apiKey: "k" })).resolves.toEqualTypeOf<ServerTeam | null>();
      expectTypeOf(s.useTeam("t")).toEqualTypeOf<ServerTeam | null>();
      expectTypeOf(s.listTeams()).resolves.toEqualTypeOf<ServerTeam[]>();
      expectTypeOf(s.useTeams()).toEqualTypeOf<ServerTeam[]>();
      expectTypeOf(s.createTeam({ displayName: "T", profileImageUrl: null, creatorUserId: "u" })).resolves.toEqualTypeOf<ServerTeam>();
    };
    expect(typeOnly).toBeTypeOf("function");
  });
});

describe("AdminApp (docs/api.md §2.5)", () => {
  type A = AdminApp;
  it("overrides getProject with the AdminProject", () => {
    expectTypeOf<A["getProject"]>().returns.resolves.toEqualTypeOf<AdminProject>();
    expectTypeOf<A["useProject"]>().returns.toEqualTypeOf<AdminProject>();
    expectTypeOf<AdminProject>().toExtend<Project>();
    expect(AdminApp.prototype.getProject).not.toBe(ClientApp.prototype.getProject);
  });

  it("manages internal keys, permission definitions, email templates and svix", () => {
    expectTypeOf<A["listInternalApiKeys"]>().returns.resolves.toEqualTypeOf<InternalApiKey[]>();
    expectTypeOf<A["useInternalApiKeys"]>().returns.toEqualTypeOf<InternalApiKey[]>();
    expectTypeOf<A["createInternalApiKey"]>().returns.resolves.toEqualTypeOf<InternalApiKeyFirstView>();
    expectTypeOf<A["createInternalApiKey"]>().toBeCallableWith({
      description: "CI",
      expiresAt: new Date(),
      hasPublishableClientKey: true,
      hasSecretServerKey: true,
      hasSuperSecretAdminKey: false,
    });
    expectTypeOf<A["listTeamPermissionDefinitions"]>().returns.resolves.toEqualTypeOf<AdminTeamPermissionDefinition[]>();
    expectTypeOf<A["createTeamPermissionDefinition"]>().toBeCallableWith({ id: "p", containedPermissionIds: [], isDefaultUserPermission: true, description: "d" });
    expectTypeOf<A["createTeamPermissionDefinition"]>().returns.resolves.toEqualTypeOf<AdminTeamPermission>();
    expectTypeOf<A["updateTeamPermissionDefinition"]>().toBeCallableWith("p", { description: "d", containedPermissionIds: ["q"] });
    expectTypeOf<A["updateTeamPermissionDefinition"]>().returns.resolves.toEqualTypeOf<void>();
    expectTypeOf<A["deleteTeamPermissionDefinition"]>().returns.resolves.toEqualTypeOf<void>();
    expectTypeOf<A["listProjectPermissionDefinitions"]>().returns.resolves.toEqualTypeOf<AdminProjectPermissionDefinition[]>();
    expectTypeOf<A["createProjectPermissionDefinition"]>().returns.resolves.toEqualTypeOf<AdminProjectPermission>();
    expectTypeOf<A["listEmailTemplates"]>().returns.resolves.toEqualTypeOf<AdminEmailTemplate[]>();
    expectTypeOf<A["updateEmailTemplate"]>().toBeCallableWith("magic_link", { subject: "s", content: {} });
    expectTypeOf<A["resetEmailTemplate"]>().toBeCallableWith("password_reset");
    expectTypeOf<A["sendTestEmail"]>().returns.resolves.toEqualTypeOf<Result<undefined, { errorMessage: string }>>();
    expectTypeOf<A["listSentEmails"]>().returns.resolves.toEqualTypeOf<AdminSentEmail[]>();
    expectTypeOf<A["useSvixToken"]>().returns.toEqualTypeOf<string>();
    // The official public API has no getSvixToken.
    expectTypeOf<A>().not.toHaveProperty("getSvixToken");
    expect(AdminApp.prototype.useSvixToken).toBeTypeOf("function");
  });
});
