/**
 * Which changes would leave the user with no way to sign in: the last sign-in email
 * removed (or no longer used for sign-in), or the only sign-in method turned off. Password
 * and one-time-code sign-in need an email used for sign-in; each method counts only when
 * the project enables it.
 */
import type { ContactChannel } from "../../lib/contact-channels/contact-channel-types";
import type { ProjectConfig } from "../../lib/projects/project-types";
import type { CurrentUser } from "../../lib/users/user-types";

export type SignInMethods = { authEmails: number; password: boolean; otp: boolean; passkey: boolean; oauth: number };

export function signInMethods(user: CurrentUser, channels: readonly ContactChannel[], config: ProjectConfig): SignInMethods {
  return {
    authEmails: channels.filter((c) => c.usedForAuth).length,
    password: config.credentialEnabled && user.hasPassword,
    otp: config.magicLinkEnabled && user.otpAuthEnabled,
    passkey: config.passkeyEnabled && user.passkeyAuthEnabled,
    oauth: user.oauthProviders.length,
  };
}

/** How many ways to sign in `m` leaves. */
export function countMethods(m: SignInMethods): number {
  const viaEmail = m.authEmails > 0 ? Number(m.password) + Number(m.otp) : 0;
  return viaEmail + Number(m.passkey) + m.oauth;
}

/** True when `after` leaves no way to sign in where `before` had one. */
function locksOut(before: SignInMethods, after: SignInMethods): boolean {
  return countMethods(before) > 0 && countMethods(after) === 0;
}

/** Removing an email used for sign-in (or no longer using it for sign-in) would lock the user out. */
export function isLastSignInEmail(m: SignInMethods, channel: { usedForAuth: boolean }): boolean {
  return channel.usedForAuth && locksOut(m, { ...m, authEmails: m.authEmails - 1 });
}

export function isOnlyOtp(m: SignInMethods): boolean {
  return m.otp && locksOut(m, { ...m, otp: false });
}

export function isOnlyPasskey(m: SignInMethods): boolean {
  return m.passkey && locksOut(m, { ...m, passkey: false });
}
