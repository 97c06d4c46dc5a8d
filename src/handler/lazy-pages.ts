/**
 * The pages only `<Handler>` shows (callbacks, MFA, sign-out, invitations, errors), loaded
 * together in one chunk the first time the handler shows one of them. One chunk, not one
 * per page: they share their building blocks with the first load, and every extra chunk
 * boundary splits those into more small first-load chunks, which compress worse.
 */
export { ErrorPage } from "../components/pages/error-page";
export { MagicLinkCallback } from "../components/pages/magic-link-callback";
export { MFA } from "../components/pages/mfa";
export { OAuthCallback } from "../components/pages/oauth-callback";
export { SignOut } from "../components/pages/sign-out";
export { TeamInvitation } from "../components/pages/team-invitation";
