/**
 * The public shape of `ClientApp` (docs/api.md §2.1), in one place. `ClientApp` implements it.
 */
import type { KnownErrors } from "../../errors";
import type { Result } from "../../errors/result";
import type { InvalidAccessTokenError } from "../../errors/access-token";
import type { AccessTokenClaims, VerifyAccessTokenOptions } from "../access-tokens/verify-access-token";
import type { PromptCliLoginOptions } from "../auth/cli";
import type { Project } from "../projects/project-types";
import type { HandlerUrls } from "../urls/handler-urls";
import type { RedirectToOptions } from "../urls/redirect";
import type { GetUserOptions } from "../users/get-user";
import type { CurrentUser } from "../users/user-types";
import type { CurrentInternalUser } from "./internal-user-types";
import type { CallOptions } from "../core/call-options";
import type { ProviderType } from "../core/options";

/** The instance type of a known-error class (abstract group classes included). */
type E<K extends keyof typeof KnownErrors> = (typeof KnownErrors)[K] extends abstract new (...args: any) => infer I ? I : never;

/** The current-user type of an app: internal extras when the project is "internal". */
export type CurrentUserOf<ProjectId extends string> = string extends ProjectId
  ? CurrentUser
  : ProjectId extends "internal"
    ? CurrentInternalUser
    : CurrentUser;

/** `app.verifyAccessToken` options: the app supplies its project, base URL and fetch. */
export type AppVerifyOptions = Pick<VerifyAccessTokenOptions, "allowAnonymous" | "currentDate">;

/** `getUser` options whose `or` guarantees a user. */
export type GetUserOrUser = GetUserOptions & { or: "redirect" | "throw" | "anonymous" };

export type RedirectMethods = {
  redirectToSignIn(options?: RedirectToOptions): Promise<void>;
  redirectToSignUp(options?: RedirectToOptions): Promise<void>;
  redirectToSignOut(options?: RedirectToOptions): Promise<void>;
  redirectToAfterSignIn(options?: RedirectToOptions): Promise<void>;
  redirectToAfterSignUp(options?: RedirectToOptions): Promise<void>;
  redirectToAfterSignOut(options?: RedirectToOptions): Promise<void>;
  redirectToHome(options?: RedirectToOptions): Promise<void>;
  redirectToAccountSettings(options?: RedirectToOptions): Promise<void>;
  redirectToError(options?: RedirectToOptions): Promise<void>;
  redirectToEmailVerification(options?: RedirectToOptions): Promise<void>;
  redirectToPasswordReset(options?: RedirectToOptions): Promise<void>;
  redirectToForgotPassword(options?: RedirectToOptions): Promise<void>;
  redirectToMagicLinkCallback(options?: RedirectToOptions): Promise<void>;
  redirectToOAuthCallback(options?: RedirectToOptions): Promise<void>;
  redirectToTeamInvitation(options?: RedirectToOptions): Promise<void>;
  redirectToMfa(options?: RedirectToOptions): Promise<void>;
};

/**
 * Every method that does I/O takes `{ signal }` (an AbortSignal) in its options: see
 * `CallOptions` in `./call-options`.
 *
 * `CurrentUserT` is the tier's current-user type (ServerApp passes CurrentServerUser).
 */
export type ClientAppApi<ProjectId extends string = string, CurrentUserT = CurrentUserOf<ProjectId>> = RedirectMethods & {
  readonly projectId: ProjectId;
  readonly urls: Readonly<HandlerUrls>;
  getUser(options: GetUserOrUser): Promise<CurrentUserT>;
  getUser(options?: GetUserOptions): Promise<CurrentUserT | null>;
  useUser(options: GetUserOrUser): CurrentUserT;
  useUser(options?: GetUserOptions): CurrentUserT | null;
  getProject(options?: CallOptions): Promise<Project>;
  useProject(): Project;
  signInWithOAuth(provider: ProviderType | (string & {})): Promise<void>;
  callOAuthCallback(options?: CallOptions): Promise<boolean>;
  signInWithCredential(options: { email: string; password: string; noRedirect?: boolean } & CallOptions): Promise<
    Result<undefined, E<"EmailPasswordMismatch"> | E<"InvalidTotpCode"> | E<"MultiFactorAuthenticationRequired">>
  >;
  signUpWithCredential(options: { email: string; password: string; noRedirect?: boolean; verificationCallbackUrl?: string } & CallOptions): Promise<
    Result<undefined, E<"UserWithEmailAlreadyExists"> | E<"PasswordRequirementsNotMet">>
  >;
  signInWithPasskey(options?: CallOptions): Promise<
    Result<undefined, E<"PasskeyAuthenticationFailed"> | E<"InvalidTotpCode"> | E<"PasskeyWebAuthnError"> | E<"MultiFactorAuthenticationRequired">>
  >;
  sendMagicLinkEmail(email: string, options?: { callbackUrl?: string } & CallOptions): Promise<Result<{ nonce: string }, E<"RedirectUrlNotWhitelisted">>>;
  signInWithMagicLink(code: string, options?: { noRedirect?: boolean } & CallOptions): Promise<
    Result<undefined, E<"VerificationCodeError"> | E<"InvalidTotpCode"> | E<"MultiFactorAuthenticationRequired">>
  >;
  signInWithMfa(totp: string, attemptCode: string, options?: { noRedirect?: boolean } & CallOptions): Promise<
    Result<undefined, E<"VerificationCodeError"> | E<"InvalidTotpCode">>
  >;
  promptCliLogin(options: PromptCliLoginOptions): Promise<Result<string, E<"CliAuthError"> | E<"CliAuthExpiredError"> | E<"CliAuthUsedError">>>;
  sendForgotPasswordEmail(email: string, options?: { callbackUrl?: string } & CallOptions): Promise<Result<undefined, E<"UserNotFound">>>;
  verifyPasswordResetCode(code: string, options?: CallOptions): Promise<Result<undefined, E<"VerificationCodeError">>>;
  resetPassword(options: { code: string; password: string } & CallOptions): Promise<Result<undefined, E<"VerificationCodeError">>>;
  verifyEmail(code: string, options?: CallOptions): Promise<Result<undefined, E<"VerificationCodeError">>>;
  verifyTeamInvitationCode(code: string, options?: CallOptions): Promise<Result<undefined, E<"VerificationCodeError">>>;
  getTeamInvitationDetails(code: string, options?: CallOptions): Promise<Result<{ teamDisplayName: string }, E<"VerificationCodeError">>>;
  acceptTeamInvitation(code: string, options?: CallOptions): Promise<Result<undefined, E<"VerificationCodeError">>>;
  /** Verifies an access token of this project without a request once its keys are cached (gatehouse extension). */
  verifyAccessToken(token: string, options?: AppVerifyOptions): Promise<Result<AccessTokenClaims, InvalidAccessTokenError>>;
  /** Hook: `(to) => void` navigating with the app's `redirectMethod`. */
  useNavigate(): (to: string) => void;
  /** Signs out the current user, if any (not in the official public type). */
  signOut(options?: { redirectUrl?: string | URL } & CallOptions): Promise<void>;
};
