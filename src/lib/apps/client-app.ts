/**
 * `ClientApp`: the browser-safe tier (docs/api.md §2.1). A facade: every method delegates to
 * an area module with the app's context. Password sign-in, the user and sign-out are
 * always there; the other areas load on first use (`./areas`), so an app's first page
 * ships only what it calls.
 */
import { ClientInterface } from "../../interface";
import type { InterfaceOptions } from "../../interface";
import type { PromptCliLoginOptions } from "../auth/cli";
import { resetPassword, sendForgotPasswordEmail, signInWithCredential, signUpWithCredential, verifyPasswordResetCode } from "../auth/password";
import { signOutCurrent } from "../auth/sign-out";
import type { Project } from "../projects/project-types";
import { verifyAccessToken as verifyOnUse } from "../access-tokens/verify-on-use";
import type { HandlerUrls } from "../urls/handler-urls";
import { redirectTo } from "../urls/redirect";
import type { RedirectTarget, RedirectToOptions } from "../urls/redirect";
import { clientCurrentUser } from "../users/current-user";
import { getCurrentUser, useCurrentUser } from "../users/get-user";
import type { GetUserOptions } from "../users/get-user";
import type { CallOptions } from "../core/call-options";
import type { AppVerifyOptions, ClientAppApi, CurrentUserOf, GetUserOrUser } from "./client-app-types";

/** The declared return type of an API method, so the class shows the documented Result unions. */
type Api<K extends keyof ClientAppApi> = ClientAppApi[K] extends (...args: never[]) => infer R ? R : never;
import {
  cliLoginArea,
  emailVerificationArea,
  mfaArea,
  oauthArea,
  otpArea,
  passkeysArea,
  projectsArea,
  teamInvitationCodesArea,
} from "../core/areas";
import type { ClientContext } from "../core/context";
import { createContext, interfaceOptionsOf } from "../core/create-context";
import type { ClientAppOptions, ProviderType, ResolvedClientOptions } from "../core/options";
import { resolveClientOptions } from "../core/options";

/** @internal What each tier's app builds differently: its name, option rules and interface. */
export type AppTier = {
  readonly name: ClientContext["tier"];
  resolveOptions(options: ClientAppOptions): ResolvedClientOptions;
  createInterface(options: InterfaceOptions): ClientContext["iface"];
  /** How the tier builds the current user from `/users/me` JSON. */
  readonly currentUser: ClientContext["currentUser"];
  /** How the tier builds a server user from its JSON (null on the client tier). */
  readonly serverUser: ClientContext["serverUser"];
};

const CLIENT_TIER: AppTier = {
  name: "client",
  resolveOptions: resolveClientOptions,
  createInterface: (options) => new ClientInterface(options),
  currentUser: clientCurrentUser,
  serverUser: null,
};

/**
 * The client tier: signs users in and acts as them. Safe to ship to browsers.
 *
 * @example
 * const app = new ClientApp({ projectId, publishableClientKey, tokenStore: "cookie" });
 * const user = await app.getUser({ or: "redirect" });
 */
export class ClientApp<ProjectId extends string = string, CurrentUserT = CurrentUserOf<ProjectId>> implements ClientAppApi<ProjectId, CurrentUserT> {
  /** @internal The app's context, shared with the area modules (and the React layer). */
  readonly _context: ClientContext;

  constructor(options: ClientAppOptions<ProjectId> = {}) {
    const tier = this._appTier();
    const resolved = tier.resolveOptions(options);
    this._context = createContext(this, tier.name, resolved, tier.createInterface(interfaceOptionsOf(resolved)), tier.currentUser, tier.serverUser);
  }

  /** @internal Overridden by each tier's subclass (called from the constructor). */
  protected _appTier(): AppTier {
    return CLIENT_TIER;
  }

  get projectId(): ProjectId {
    return this._context.projectId as ProjectId;
  }
  get urls(): Readonly<HandlerUrls> {
    return this._context.urls;
  }

  getUser(options: GetUserOrUser): Promise<CurrentUserT>;
  getUser(options?: GetUserOptions): Promise<CurrentUserT | null>;
  getUser(options?: GetUserOptions): Promise<unknown> {
    return getCurrentUser(this._context, options);
  }
  useUser(options: GetUserOrUser): CurrentUserT;
  useUser(options?: GetUserOptions): CurrentUserT | null;
  useUser(options?: GetUserOptions): unknown {
    return useCurrentUser(this._context, options);
  }
  getProject(options?: CallOptions): Promise<Project> {
    return projectsArea.load().then((m) => m.getProject(this._context, options));
  }
  useProject(): Project {
    return projectsArea.use(this._context, "useProject").useProject(this._context);
  }

  signInWithOAuth(provider: ProviderType | (string & {})): Promise<void> {
    return oauthArea.load().then((m) => m.signInWithOAuth(this._context, provider));
  }
  callOAuthCallback(options?: CallOptions): Promise<boolean> {
    return oauthArea.load().then((m) => m.callOAuthCallback(this._context, options));
  }
  signInWithCredential(options: { email: string; password: string; noRedirect?: boolean } & CallOptions): Api<"signInWithCredential"> {
    return signInWithCredential(this._context, options);
  }
  signUpWithCredential(options: { email: string; password: string; noRedirect?: boolean; verificationCallbackUrl?: string } & CallOptions): Api<"signUpWithCredential"> {
    return signUpWithCredential(this._context, options);
  }
  signInWithPasskey(options?: CallOptions): Api<"signInWithPasskey"> {
    return passkeysArea.load().then((m) => m.signInWithPasskey(this._context, options));
  }
  sendMagicLinkEmail(email: string, options?: { callbackUrl?: string } & CallOptions): Api<"sendMagicLinkEmail"> {
    return otpArea.load().then((m) => m.sendMagicLinkEmail(this._context, email, options));
  }
  signInWithMagicLink(code: string, options?: { noRedirect?: boolean } & CallOptions): Api<"signInWithMagicLink"> {
    return otpArea.load().then((m) => m.signInWithMagicLink(this._context, code, options));
  }
  signInWithMfa(totp: string, attemptCode: string, options?: { noRedirect?: boolean } & CallOptions): Api<"signInWithMfa"> {
    return mfaArea.load().then((m) => m.signInWithMfa(this._context, totp, attemptCode, options));
  }
  promptCliLogin(options: PromptCliLoginOptions): Api<"promptCliLogin"> {
    return cliLoginArea.load().then((m) => m.promptCliLogin(this._context, options));
  }
  sendForgotPasswordEmail(email: string, options?: { callbackUrl?: string } & CallOptions): Api<"sendForgotPasswordEmail"> {
    return sendForgotPasswordEmail(this._context, email, options);
  }
  verifyPasswordResetCode(code: string, options?: CallOptions): Api<"verifyPasswordResetCode"> {
    return verifyPasswordResetCode(this._context, code, options);
  }
  resetPassword(options: { code: string; password: string } & CallOptions): Api<"resetPassword"> {
    return resetPassword(this._context, options);
  }
  verifyEmail(code: string, options?: CallOptions): Api<"verifyEmail"> {
    return emailVerificationArea.load().then((m) => m.verifyEmail(this._context, code, options));
  }
  verifyTeamInvitationCode(code: string, options?: CallOptions): Api<"verifyTeamInvitationCode"> {
    return teamInvitationCodesArea.load().then((m) => m.verifyTeamInvitationCode(this._context, code, options));
  }
  getTeamInvitationDetails(code: string, options?: CallOptions): Api<"getTeamInvitationDetails"> {
    return teamInvitationCodesArea.load().then((m) => m.getTeamInvitationDetails(this._context, code, options));
  }
  acceptTeamInvitation(code: string, options?: CallOptions): Api<"acceptTeamInvitation"> {
    return teamInvitationCodesArea.load().then((m) => m.acceptTeamInvitation(this._context, code, options));
  }
  signOut(options?: { redirectUrl?: string | URL } & CallOptions): Promise<void> {
    return signOutCurrent(this._context, options);
  }
  /**
   * Verifies a user's access token of this app's project without a request once the
   * project's keys are cached (see `verifyAccessToken`); loads on first use.
   */
  verifyAccessToken(token: string, options?: AppVerifyOptions): Api<"verifyAccessToken"> {
    const { projectId, baseUrl, fetch, timeoutMs } = this._context.options;
    return verifyOnUse(token, { ...options, projectId, baseUrl, fetch, timeoutMs });
  }
  useNavigate(): (to: string) => void {
    return this._context.navigator.useNavigate();
  }

  #go(target: RedirectTarget, options?: RedirectToOptions): Promise<void> {
    return redirectTo(this._context.navigator, this._context.urls, target, options);
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
