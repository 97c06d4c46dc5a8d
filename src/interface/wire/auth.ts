/**
 * Sign-up / sign-in bodies and answers: password, anonymous, OTP, MFA, passkeys,
 * CLI login, OAuth token endpoint, connected accounts (docs/protocol.md §13.3–§13.7,
 * docs/protocol.md §7.4–§8, §11). Types only.
 */

/** Password sign-up / sign-in and anonymous sign-up answer (no `is_new_user`). */
export type SignInResponseJson = {
  access_token: string;
  refresh_token: string;
  user_id: string;
};

/** OTP, MFA and passkey sign-in answer. */
export type SignInWithNewUserResponseJson = SignInResponseJson & { is_new_user: boolean };

/** `POST /auth/password/sign-up` body. */
export type PasswordSignUpBodyJson = {
  email: string;
  password: string;
  verification_callback_url: string;
};

/** `POST /auth/password/sign-in` body. */
export type PasswordSignInBodyJson = { email: string; password: string };

/** `POST /auth/password/send-reset-code` body. */
export type SendPasswordResetCodeBodyJson = { email: string; callback_url: string };
/** `POST /auth/password/send-reset-code` answer: the value is this string, not `true`. */
export type SendPasswordResetCodeResponseJson = { success: "maybe, only if user with e-mail exists" };

/** `POST /auth/password/reset` body. */
export type PasswordResetBodyJson = { code: string; password: string };

/** `POST /auth/password/update` body. */
export type PasswordUpdateBodyJson = { old_password: string; new_password: string };

/** `POST /auth/password/set` body. */
export type PasswordSetBodyJson = { password: string };

/** `POST /auth/otp/send-sign-in-code` body. */
export type SendOtpSignInCodeBodyJson = { email: string; callback_url: string };
/** `POST /auth/otp/send-sign-in-code` answer: the 39 chars after the 6-char OTP. */
export type SendOtpSignInCodeResponseJson = { nonce: string };

/** `POST /auth/mfa/sign-in` body; `code` is the `attempt_code` of MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
export type MfaSignInBodyJson = { type: "totp"; totp: string; code: string };

/** WebAuthn JSON objects are passed through untouched (camelCase, per the WebAuthn spec). */
export type WebAuthnJson = Record<string, unknown>;

/** `POST /auth/passkey/initiate-passkey-registration` and `…-authentication` answer. */
export type PasskeyInitiateResponseJson = {
  /** PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON, RP id = placeholder. */
  options_json: WebAuthnJson;
  code: string;
};

/** `POST /auth/passkey/register` body. */
export type PasskeyRegisterBodyJson = { credential: WebAuthnJson; code: string };
/** `POST /auth/passkey/register` answer. */
export type PasskeyRegisterResponseJson = { user_handle: string };

/** `POST /auth/passkey/sign-in` body. */
export type PasskeySignInBodyJson = { authentication_response: WebAuthnJson; code: string };

/** `POST /auth/cli` body. */
export type CliAuthInitiateBodyJson = { expires_in_millis?: number };
/** `POST /auth/cli` answer; `expires_at` is an ISO-8601 string. */
export type CliAuthInitiateResponseJson = { polling_code: string; login_code: string; expires_at: string };

/** `POST /auth/cli/poll` body. */
export type CliAuthPollBodyJson = { polling_code: string };
/** `POST /auth/cli/poll` answer (201 on success). */
export type CliAuthPollResponseJson =
  | { status: "waiting" | "expired" | "used" }
  | { status: "success"; refresh_token: string };

/** `POST /auth/cli/complete` body. */
export type CliAuthCompleteBodyJson = { login_code: string; refresh_token: string };

/** Token endpoint, `grant_type=refresh_token` answer. No refresh token comes back. */
export type OAuthRefreshResponseJson = {
  access_token: string;
  token_type: "Bearer";
  /** The OAuth library's 1-hour default, not the JWT's life: trust the JWT `exp`. */
  expires_in: number;
  scope: string;
};

/** Token endpoint, `grant_type=authorization_code` answer. */
export type OAuthTokenResponseJson = {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
  /** Deprecated camelCase duplicate of `is_new_user`. */
  newUser: boolean;
  is_new_user: boolean;
  /** Deprecated camelCase duplicate of `after_callback_redirect_url`. */
  afterCallbackRedirectUrl: string | null;
  after_callback_redirect_url: string | null;
};

/** The form fields of a refresh at the token endpoint. */
export type OAuthRefreshFormJson = {
  grant_type: "refresh_token";
  refresh_token: string;
  client_id: string;
  client_secret: string;
};

/** The form fields of a code exchange at the token endpoint. */
export type OAuthCodeExchangeFormJson = {
  grant_type: "authorization_code";
  code: string;
  redirect_uri: string;
  code_verifier: string;
  client_id: string;
  client_secret: string;
};

/** A standard OAuth error body (not a known error): 400, no known-error header. */
export type OAuthErrorJson = { error: string; error_description?: string };

/** Query of `GET /auth/oauth/authorize/{provider_id}`, in the order the SDK sets them. */
export type OAuthAuthorizeQueryJson = {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  scope: "legacy";
  state: string;
  grant_type: "authorization_code";
  code_challenge: string;
  code_challenge_method: "S256";
  response_type: "code";
  type?: "authenticate" | "link" | undefined;
  error_redirect_url?: string | undefined;
  after_callback_redirect_url?: string | undefined;
  token?: string | undefined;
  provider_scope?: string | undefined;
};

/** `POST /connected-accounts/{user_id}/{provider_id}/access-token` body. */
export type ConnectedAccountAccessTokenBodyJson = { scope?: string };
/** `POST /connected-accounts/{user_id}/{provider_id}/access-token` answer (201). */
export type ConnectedAccountAccessTokenJson = { access_token: string };
