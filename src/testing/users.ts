/**
 * The user fixture: one call makes a user the way the test needs it (password, verified
 * email, display name, metadata, TOTP), through the server API, and signs it in.
 */
import { totpAt } from "../emulator/tokens/totp";
import type { JsonInput, ServerApp, ServerUser } from "../index";
import { createTestSession, type TestSession } from "./session";
import type { TestEmulator } from "./emulator";

/** The password test users get unless told otherwise. */
export const TEST_PASSWORD = "Test-password-1";

/** Options of `project.createUser()`. Every one has a default. */
export type TestUserOptions = {
  /** Default: a new unique address at example.com. */
  email?: string | undefined;
  /** Default: {@link TEST_PASSWORD}; null: no password (sign-in by code, OAuth, or a session from the kit only). */
  password?: string | null | undefined;
  /** Whether the email counts as verified. Default: true. */
  verified?: boolean | undefined;
  /** Default: none. */
  displayName?: string | undefined;
  clientMetadata?: JsonInput | undefined;
  clientReadOnlyMetadata?: JsonInput | undefined;
  serverMetadata?: JsonInput | undefined;
  /** Turn on TOTP multi-factor sign-in with a new secret (see `user.totpCode()`). Default: false. */
  mfa?: boolean | undefined;
  /** Make a session for the user right away (`user.session`). Default: true. */
  signedIn?: boolean | undefined;
};

/** A user made by the kit. */
export type TestUser = {
  readonly id: string;
  readonly projectId: string;
  readonly email: string;
  /** Null when made without one. */
  readonly password: string | null;
  readonly displayName: string | null;
  /** The user on the server tier, as it was made. */
  readonly serverUser: ServerUser;
  /** The session made with the user (what `signInBrowser` and `requestFor` carry); null with `signedIn: false`. */
  readonly session: TestSession | null;
  /** The TOTP secret when made with `mfa: true`, else null. */
  readonly totpSecret: Uint8Array | null;
  /**
   * The TOTP code the emulator accepts now (its clock, not the machine's), for a user made
   * with `mfa: true`. @throws TypeError for a user without MFA.
   */
  totpCode(): string;
  /** Makes another session for the user (another device). */
  signIn(): Promise<TestSession>;
};

let counter = 0;
/** A new email address no other test of this process (or another process) uses. */
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `${tag}-${process.pid.toString(36)}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function createTestUser(emulator: TestEmulator, server: ServerApp, projectId: string, options: TestUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const totpSecret = options.mfa ? crypto.getRandomValues(new Uint8Array(20)) : null;
  const serverUser = await server.createUser({
    primaryEmail: email,
    primaryEmailVerified: options.verified ?? true,
    primaryEmailAuthEnabled: true,
    ...(password !== null ? { password } : {}),
    ...(options.displayName !== undefined ? { displayName: options.displayName } : {}),
    ...(options.clientMetadata !== undefined ? { clientMetadata: options.clientMetadata } : {}),
    ...(options.clientReadOnlyMetadata !== undefined ? { clientReadOnlyMetadata: options.clientReadOnlyMetadata } : {}),
    ...(options.serverMetadata !== undefined ? { serverMetadata: options.serverMetadata } : {}),
  });
  if (totpSecret) await serverUser.update({ totpMultiFactorSecret: totpSecret });
  const session = options.signedIn === false ? null : await createTestSession(serverUser, projectId);
  return Object.freeze({
    id: serverUser.id,
    projectId,
    email,
    password,
    displayName: options.displayName ?? null,
    serverUser,
    session,
    totpSecret,
    totpCode() {
      if (!totpSecret) throw new TypeError(`User ${email} was made without mfa: true; it has no TOTP secret`);
      return totpAt(totpSecret, emulator.inProcess ? emulator.clock.now() : Date.now());
    },
    signIn: () => createTestSession(serverUser, projectId),
  });
}
