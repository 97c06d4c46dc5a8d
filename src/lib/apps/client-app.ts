/**
 * `ClientApp`: the browser-safe tier (docs/api.md §2.1). A thin facade: the constructor
 * checks the options, and every method runs an operation of a module loaded on use.
 * The app's context and the first journey's operations (the user, password sign-in and
 * sign-out) come with `./client-modules`, fetched while a browser page is idle; the other
 * areas load on first use, from the chunk this module's area loaders name (`ctx.areas`).
 * So an app's first page ships the facades and the option checks, and the rest arrives
 * before anyone clicks (docs/architecture.md, "What loads when").
 */
import type { PromptCliLoginOptions } from "../auth/cli";
import type { Project } from "../projects/project-types";
import { verifyAccessToken as verifyOnUse } from "../access-tokens/verify-on-use";
import type { HandlerUrls } from "../urls/handler-urls";
import type { RedirectTarget, RedirectToOptions } from "../urls/redirect";
import type { GetUserOptions } from "../users/get-user";
import type { CallOptions } from "../core/call-options";
import type { AppVerifyOptions, ClientAppApi, CurrentUserOf, GetUserOrUser } from "./client-app-types";
import { GatehouseAssertionError } from "../../errors/transport";
import { areaLoaders } from "../core/areas";
import type { ClientContext, OwnedAppFactory } from "../core/context";
import type { ReactBinding } from "../core/hook-bridge";
import { whenIdle } from "../core/idle";
import { lazyModule, type LazyModule } from "../core/lazy-module";
import type { ClientAppOptions, ProviderType, ResolvedClientOptions } from "../core/options";
import { resolveClientOptions } from "../core/options";
import type { ContextInit } from "./client-modules";

/** The declared return type of an API method, so the class shows the documented Result unions. */
type Api<K extends keyof ClientAppApi> = ClientAppApi[K] extends (...args: never[]) => infer R ? R : never;

/** The modules of the client tier (the server and admin tiers' modules re-export them). */
export type ClientModules = typeof import("./client-modules");

/** @internal What each tier's app builds differently: its name, option rules and modules. */
export type AppTier = {
  readonly name: ClientContext["tier"];
  resolveOptions(options: ClientAppOptions): ResolvedClientOptions;
  /** The tier's modules: its context and operations, loaded on use (one chunk per tier). */
  readonly modules: LazyModule<{ openContext(init: ContextInit): ClientContext }>;
};

const CLIENT_TIER: AppTier = {
  name: "client",
  resolveOptions: resolveClientOptions,
  modules: /* @__PURE__ */ lazyModule(() => import("./client-modules")),
};

/**
 * The areas every tier's context offers (`ctx.areas`): one chunk, loaded on first use of
 * any of them (see `../core/areas`). Named here, at the top, and handed down with the
 * context, so the objects and operations below name no module above them.
 */
const areas = /* @__PURE__ */ areaLoaders(/* @__PURE__ */ lazyModule(() => import("./area-modules")));

/** Until the module above the facades (`./facades`) gives one: owned projects need AdminApp. */
const noOwnedApps: OwnedAppFactory = () => Promise.reject(new GatehouseAssertionError("Owned projects need AdminApp: import the apps from the package entry."));

/**
 * The client tier: signs users in and acts as them. Safe to ship to browsers.
 *
 * @example
 * const app = new ClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * const user = await app.getUser({ or: "redirect" });
 */
export class ClientApp<ProjectId extends string = string, CurrentUserT = CurrentUserOf<ProjectId>> implements ClientAppApi<ProjectId, CurrentUserT> {
  /**
   * @internal Where `<GatehouseProvider>` connects this app's hook twins to React. Held by
   * the facade, so the provider connects an app whose context has not opened yet.
   */
  _react: ReactBinding = { bridge: null };
  /**
   * @internal Makes the AdminApp of a project the signed-in user owns. AdminApp extends this
   * class, so this module cannot name it: the module above all three facades
   * (`./facades`, which the package entries export them from) gives it.
   */
  static _ownedApps: OwnedAppFactory = noOwnedApps;
  readonly #tier: AppTier;
  readonly #resolved: ResolvedClientOptions;
  #context: ClientContext | null = null;

  constructor(options: ClientAppOptions<ProjectId> = {}) {
    const tier = this._appTier();
    this.#tier = tier;
    this.#resolved = tier.resolveOptions(options);
    // In a browser, what the first action needs is fetched before anyone clicks.
    whenIdle(() => void tier.modules.load().catch(() => {}));
  }

  /** @internal Overridden by each tier's subclass (called from the constructor). */
  protected _appTier(): AppTier {
    return CLIENT_TIER;
  }

  /**
   * @internal The app's context, shared with the area modules: it opens once the tier's
   * modules have loaded (`_ready()`, or any method's first call).
   */
  get _context(): ClientContext {
    const modules = this.#tier.modules.peek();
    if (!modules) throw new GatehouseAssertionError("The app's modules have not loaded yet: await app._ready() before reading app._context.");
    return this.#open(modules);
  }

  /** @internal Loads the tier's modules and opens the context. */
  _ready(): Promise<ClientContext> {
    return this.#tier.modules.load().then((modules) => this.#open(modules));
  }

  #open(modules: { openContext(init: ContextInit): ClientContext }): ClientContext {
    // Token-store problems found here (a malformed `{ accessToken, refreshToken }`) reject the call.
    return (this.#context ??= modules.openContext({ app: this, resolved: this.#resolved, react: this._react, ownedApps: ClientApp._ownedApps, areas }));
  }

  /** @internal Runs `fn` with the context and the tier's modules, once loaded. */
  protected _call<T, M = ClientModules, C = ClientContext>(fn: (ctx: C, modules: M) => T | Promise<T>): Promise<T> {
    return this.#tier.modules.load().then((modules) => fn(this.#open(modules) as C, modules as unknown as M));
  }

  /** @internal A hook twin: the context and modules, suspending the render until they have loaded. */
  protected _hook<T, M = ClientModules, C = ClientContext>(hookName: string, fn: (ctx: C, modules: M) => T): T {
    const modules = this.#tier.modules.use({ react: this._react }, hookName);
    return fn(this.#open(modules) as C, modules as unknown as M);
  }

  get projectId(): ProjectId {
    return this.#resolved.projectId as ProjectId;
  }
  get urls(): Readonly<HandlerUrls> {
    return this.#resolved.urls;
  }

  getUser(options: GetUserOrUser): Promise<CurrentUserT>;
  getUser(options?: GetUserOptions): Promise<CurrentUserT | null>;
  getUser(options?: GetUserOptions): Promise<unknown> {
    return this._call((ctx, m) => m.getCurrentUser(ctx, options));
  }
  useUser(options: GetUserOrUser): CurrentUserT;
  useUser(options?: GetUserOptions): CurrentUserT | null;
  useUser(options?: GetUserOptions): unknown {
    return this._hook("useUser", (ctx, m) => m.useCurrentUser(ctx, options));
  }
  getProject(options?: CallOptions): Promise<Project> {
    return this._call((ctx) => ctx.areas.projects.load().then((m) => m.getProject(ctx, options)));
  }
  useProject(): Project {
    return this._hook("useProject", (ctx) => ctx.areas.projects.use(ctx, "useProject").useProject(ctx));
  }

  signInWithOAuth(provider: ProviderType | (string & {})): Promise<void> {
    return this._call((ctx) => ctx.areas.oauth.load().then((m) => m.signInWithOAuth(ctx, provider)));
  }
  callOAuthCallback(options?: CallOptions): Promise<boolean> {
    return this._call((ctx) => ctx.areas.oauth.load().then((m) => m.callOAuthCallback(ctx, options)));
  }
  signInWithCredential(options: { email: string; password: string; noRedirect?: boolean } & CallOptions): Api<"signInWithCredential"> {
    return this._call((ctx, m) => m.signInWithCredential(ctx, options));
  }
  signUpWithCredential(options: { email: string; password: string; noRedirect?: boolean; verificationCallbackUrl?: string } & CallOptions): Api<"signUpWithCredential"> {
    return this._call((ctx, m) => m.signUpWithCredential(ctx, options));
  }
  signInWithPasskey(options?: CallOptions): Api<"signInWithPasskey"> {
    return this._call((ctx) => ctx.areas.passkeys.load().then((m) => m.signInWithPasskey(ctx, options)));
  }
  sendMagicLinkEmail(email: string, options?: { callbackUrl?: string } & CallOptions): Api<"sendMagicLinkEmail"> {
    return this._call((ctx) => ctx.areas.otp.load().then((m) => m.sendMagicLinkEmail(ctx, email, options)));
  }
  signInWithMagicLink(code: string, options?: { noRedirect?: boolean } & CallOptions): Api<"signInWithMagicLink"> {
    return this._call((ctx) => ctx.areas.otp.load().then((m) => m.signInWithMagicLink(ctx, code, options)));
  }
  signInWithMfa(totp: string, attemptCode: string, options?: { noRedirect?: boolean } & CallOptions): Api<"signInWithMfa"> {
    return this._call((ctx) => ctx.areas.mfa.load().then((m) => m.signInWithMfa(ctx, totp, attemptCode, options)));
  }
  promptCliLogin(options: PromptCliLoginOptions): Api<"promptCliLogin"> {
    return this._call((ctx) => ctx.areas.cliLogin.load().then((m) => m.promptCliLogin(ctx, options)));
  }
  sendForgotPasswordEmail(email: string, options?: { callbackUrl?: string } & CallOptions): Api<"sendForgotPasswordEmail"> {
    return this._call((ctx, m) => m.sendForgotPasswordEmail(ctx, email, options));
  }
  verifyPasswordResetCode(code: string, options?: CallOptions): Api<"verifyPasswordResetCode"> {
    return this._call((ctx, m) => m.verifyPasswordResetCode(ctx, code, options));
  }
  resetPassword(options: { code: string; password: string } & CallOptions): Api<"resetPassword"> {
    return this._call((ctx, m) => m.resetPassword(ctx, options));
  }
  verifyEmail(code: string, options?: CallOptions): Api<"verifyEmail"> {
    return this._call((ctx) => ctx.areas.emailVerification.load().then((m) => m.verifyEmail(ctx, code, options)));
  }
  verifyTeamInvitationCode(code: string, options?: CallOptions): Api<"verifyTeamInvitationCode"> {
    return this._call((ctx) => ctx.areas.teamInvitationCodes.load().then((m) => m.verifyTeamInvitationCode(ctx, code, options)));
  }
  getTeamInvitationDetails(code: string, options?: CallOptions): Api<"getTeamInvitationDetails"> {
    return this._call((ctx) => ctx.areas.teamInvitationCodes.load().then((m) => m.getTeamInvitationDetails(ctx, code, options)));
  }
  acceptTeamInvitation(code: string, options?: CallOptions): Api<"acceptTeamInvitation"> {
    return this._call((ctx) => ctx.areas.teamInvitationCodes.load().then((m) => m.acceptTeamInvitation(ctx, code, options)));
  }
  signOut(options?: { redirectUrl?: string | URL } & CallOptions): Promise<void> {
    return this._call((ctx, m) => m.signOutCurrent(ctx, options));
  }
  /**
   * Verifies a user's access token of this app's project without a request once the
   * project's keys are cached (see `verifyAccessToken`); loads on first use.
   */
  verifyAccessToken(token: string, options?: AppVerifyOptions): Api<"verifyAccessToken"> {
    const { projectId, baseUrl, fetch, timeoutMs } = this.#resolved;
    return verifyOnUse(token, { ...options, projectId, baseUrl, fetch, timeoutMs });
  }
  useNavigate(): (to: string) => void {
    return this._hook("useNavigate", (ctx) => ctx.navigator.useNavigate());
  }

  #go(target: RedirectTarget, options?: RedirectToOptions): Promise<void> {
    return this._call((ctx, m) => m.redirectTo(ctx.navigator, ctx.urls, target, options));
  }
  redirectToSignIn(options?: RedirectToOptions) { return this.#go("signIn", options); }
  redirectToSignUp(options?: RedirectToOptions) { return this.#go("signUp", options); }
  redirectToSignOut(options?: RedirectToOptions) { return this.#go("signOut", options); }
  redirectToAfterSignIn(options?: RedirectToOptions) { return this.#go("afterSignIn", options); }
  redirectToAfterSignUp(options?: RedirectToOptions) { return this.#go("afterSignUp", options); }
  redirectToAfterSignOut(options?: RedirectToOptions) { return this.#go("afterSignOut", options); }
  redirectToHome(options?: RedirectToOptions) { return this.#go("home", options); }
  redirectToAccountSettings(options?: RedirectToOptions) { return this.#go("accountSettings", options); }
  redirectToError(options?: RedirectToOptions) { return this.#go("error", options); }
  redirectToEmailVerification(options?: RedirectToOptions) { return this.#go("emailVerification", options); }
  redirectToPasswordReset(options?: RedirectToOptions) { return this.#go("passwordReset", options); }
  redirectToForgotPassword(options?: RedirectToOptions) { return this.#go("forgotPassword", options); }
  redirectToMagicLinkCallback(options?: RedirectToOptions) { return this.#go("magicLinkCallback", options); }
  redirectToOAuthCallback(options?: RedirectToOptions) { return this.#go("oauthCallback", options); }
  redirectToTeamInvitation(options?: RedirectToOptions) { return this.#go("teamInvitation", options); }
  redirectToMfa(options?: RedirectToOptions) { return this.#go("mfa", options); }
}
