/**
 * `@simplewebauthn/server`, loaded the first time a passkey endpoint needs it. It is an
 * optional package (docs/architecture.md §3: it pulls ~25 packages an app never needs),
 * so a missing install answers with a message naming it instead of breaking the emulator.
 */
import { StatusError } from "../http/errors";

/** The part of `@simplewebauthn/server` the emulator uses, typed loosely on purpose. */
export type WebAuthnServer = {
  generateRegistrationOptions(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  generateAuthenticationOptions(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  verifyRegistrationResponse(options: Record<string, unknown>): Promise<{
    verified: boolean;
    registrationInfo?: { credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] } };
  }>;
  verifyAuthenticationResponse(options: Record<string, unknown>): Promise<{ verified: boolean; authenticationInfo: { newCounter: number } }>;
};

export const WEBAUTHN_PACKAGE = "@simplewebauthn/server";

let loading: Promise<WebAuthnServer> | null = null;

export function loadWebAuthnServer(): Promise<WebAuthnServer> {
  loading ??= (async () => {
    // A variable specifier keeps bundlers from inlining the optional package.
    const specifier = WEBAUTHN_PACKAGE;
    try {
      return (await import(/* @vite-ignore */ specifier)) as WebAuthnServer;
    } catch (error) {
      loading = null;
      throw new StatusError(501,
        `Passkeys in the gatehouse emulator need the optional package ${WEBAUTHN_PACKAGE}, which could not be loaded `
        + `(${(error as Error).message}). Install it next to gatehouse: npm install --save-dev ${WEBAUTHN_PACKAGE}`);
    }
  })();
  return loading;
}
