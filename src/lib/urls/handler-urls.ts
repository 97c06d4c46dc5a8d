/**
 * The URL table of the app's pages (docs/api.md §4.4): where sign-in lives, where to go
 * after sign-out, which page the OAuth provider returns to...
 */

/** Every page the SDK redirects to. Relative paths (or trusted URLs) of the host app. */
export type HandlerUrls = {
  /** The base of every handler page below. Overriding it moves them all. */
  handler: string;
  signIn: string;
  signUp: string;
  signOut: string;
  /** Defaults to `home`. */
  afterSignIn: string;
  /** Defaults to `afterSignIn` when that is set, else `home`. */
  afterSignUp: string;
  /** Defaults to `home`. */
  afterSignOut: string;
  home: string;
  emailVerification: string;
  passwordReset: string;
  forgotPassword: string;
  oauthCallback: string;
  magicLinkCallback: string;
  accountSettings: string;
  teamInvitation: string;
  mfa: string;
  error: string;
};

/** The default handler base. */
export const DEFAULT_HANDLER_PATH = "/handler";

/**
 * `promptCliLogin` always shows `<appUrl>` + this path: it is not a `HandlerUrls` key,
 * because the CLI runs outside the app and cannot read the app's URL table.
 */
export const CLI_AUTH_CONFIRM_PATH = "/handler/cli-auth-confirm";

/** The page under the handler base that each handler key names. */
const HANDLER_PAGES = {
  signIn: "sign-in",
  signUp: "sign-up",
  signOut: "sign-out",
  emailVerification: "email-verification",
  passwordReset: "password-reset",
  forgotPassword: "forgot-password",
  oauthCallback: "oauth-callback",
  magicLinkCallback: "magic-link-callback",
  accountSettings: "account-settings",
  teamInvitation: "team-invitation",
  mfa: "mfa",
  error: "error",
} as const satisfies Partial<Record<keyof HandlerUrls, string>>;

function underHandler(handler: string, page: string): string {
  return `${handler.replace(/\/+$/, "")}/${page}`;
}

/** Drops keys whose value is `undefined`, so `{ home: undefined }` keeps the default. */
function definedOnly(urls: Partial<HandlerUrls>): Partial<HandlerUrls> {
  return Object.fromEntries(Object.entries(urls).filter(([, v]) => v !== undefined)) as Partial<HandlerUrls>;
}

/**
 * Merges `overrides` over the defaults of docs/api.md §4.4 and freezes the result.
 *
 * @example resolveHandlerUrls({ handler: "/auth" }).signIn === "/auth/sign-in"
 */
export function resolveHandlerUrls(overrides: Partial<HandlerUrls> = {}): Readonly<HandlerUrls> {
  const given = definedOnly(overrides);
  const handler = given.handler ?? DEFAULT_HANDLER_PATH;
  const home = given.home ?? "/";
  const afterSignIn = given.afterSignIn ?? home;
  const pages = Object.fromEntries(
    Object.entries(HANDLER_PAGES).map(([key, page]) => [key, underHandler(handler, page)]),
  ) as Record<keyof typeof HANDLER_PAGES, string>;
  return Object.freeze({
    ...pages,
    handler,
    home,
    afterSignIn,
    afterSignUp: given.afterSignUp ?? afterSignIn,
    afterSignOut: given.afterSignOut ?? home,
    ...given,
  });
}
