/**
 * Passkeys (docs/api.md §2.1 `signInWithPasskey`, §3.2 `registerPasskey`; docs/protocol.md §13.5).
 * `@simplewebauthn/browser`'s two ceremonies (`./webauthn-browser`) are loaded with a dynamic
 * import only when a passkey method runs, so apps that never use passkeys never load them.
 */
import { KnownErrors, isKnownError } from "../../errors";
import { GatehouseAssertionError } from "../../errors/transport";
import { Result } from "../../errors/result";
import type { SignInWithNewUserResponseJson, WebAuthnJson } from "../../interface/wire/auth";
import { PASSKEY_RP_ID_PLACEHOLDER } from "../../interface/wire/defaults";
import { abortable, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { isBrowser } from "../core/environment";
import type { Session } from "../session/session";
import { refreshCurrentUser } from "../users/current-user-cache";
import { SERVER_USER_KINDS, refreshServerUserEntries } from "../users/server-user-entries";
import { runSignIn } from "./sign-in";

type WebAuthnBrowser = typeof import("./webauthn-browser");

function loadWebAuthn(): Promise<WebAuthnBrowser> {
  return import("./webauthn-browser");
}

/** `@simplewebauthn/browser`'s WebAuthnError, recognised by shape (it may come from another copy). */
function asWebAuthnError(error: unknown): { message: string; code: string } | null {
  if (error instanceof Error && error.name === "WebAuthnError" && typeof (error as { code?: unknown }).code === "string") {
    return { message: error.message, code: (error as unknown as { code: string }).code };
  }
  return null;
}

function pageHostname(): string {
  if (!isBrowser()) throw new Error("Passkeys need a browser page: there is no window.location to take the relying party's hostname from.");
  return window.location.hostname;
}

/** Replaces the server's placeholder RP id (a sentinel the protocol requires) with `hostname`. */
function withRpId(options: WebAuthnJson, hostname: string, path: "rpId" | "rp.id"): WebAuthnJson {
  const current = path === "rpId" ? options.rpId : (options.rp as { id?: unknown } | undefined)?.id;
  if (current !== PASSKEY_RP_ID_PLACEHOLDER) {
    throw new GatehouseAssertionError(`Expected the passkey RP id from the service to be the placeholder ${PASSKEY_RP_ID_PLACEHOLDER}, got ${String(current)}`);
  }
  return path === "rpId" ? { ...options, rpId: hostname } : { ...options, rp: { ...(options.rp as object), id: hostname } };
}

type PasskeySignInError =
  | InstanceType<typeof KnownErrors.PasskeyAuthenticationFailed>
  | InstanceType<typeof KnownErrors.PasskeyWebAuthnError>
  | InstanceType<typeof KnownErrors.InvalidTotpCode>
  | InstanceType<typeof KnownErrors.MultiFactorAuthenticationRequired>;

/** `app.signInWithPasskey`: always redirects to `afterSignIn` on success. */
export function signInWithPasskey(ctx: ClientContext, options?: CallOptions) {
  return runSignIn(ctx, { caller: "signInWithPasskey", target: "afterSignIn" }, async (): Promise<Result<SignInWithNewUserResponseJson, PasskeySignInError>> => {
    let init;
    try {
      init = await via(ctx, options).initiatePasskeyAuthentication();
    } catch (error) {
      if (!isKnownError(error)) throw error;
      return Result.error(new KnownErrors.PasskeyAuthenticationFailed("Failed to get initiation options for passkey authentication", { cause: error }));
    }
    const optionsJSON = withRpId(init.options_json, pageHostname(), "rpId");
    let response: unknown;
    try {
      const { startAuthentication } = await loadWebAuthn();
      response = await abortable(startAuthentication({ optionsJSON: optionsJSON as never }), options);
    } catch (error) {
      const webAuthn = asWebAuthnError(error);
      if (webAuthn) return Result.error(new KnownErrors.PasskeyWebAuthnError(webAuthn.message, webAuthn.code, { cause: error }));
      return Result.error(new KnownErrors.PasskeyAuthenticationFailed("Failed to sign in with passkey", { cause: error }));
    }
    return via(ctx, options).signInWithPasskey({ authentication_response: response as WebAuthnJson, code: init.code });
  });
}

/**
 * `user.registerPasskey`: WebAuthn registration for `hostname` (default: the page's). Refreshes
 * the user once: the session's entry, and on a ServerApp the user by id and the user lists.
 */
export async function registerPasskey(ctx: ClientContext, session: Session, options: { hostname?: string } & CallOptions = {}) {
  let init;
  try {
    init = await via(ctx, options).initiatePasskeyRegistration(session);
  } catch (error) {
    if (!isKnownError(error)) throw error;
    return Result.error(new KnownErrors.PasskeyRegistrationFailed("Failed to get initiation options for passkey registration", { cause: error }));
  }
  const optionsJSON = withRpId(init.options_json, options.hostname ?? pageHostname(), "rp.id");
  let credential: unknown;
  try {
    const { startRegistration } = await loadWebAuthn();
    credential = await abortable(startRegistration({ optionsJSON: optionsJSON as never }), options);
  } catch (error) {
    const webAuthn = asWebAuthnError(error);
    if (webAuthn) return Result.error(new KnownErrors.PasskeyWebAuthnError(webAuthn.message, webAuthn.code, { cause: error }));
    return Result.error(new KnownErrors.PasskeyRegistrationFailed("Failed to start passkey registration due to unknown error", { cause: error }));
  }
  const result = await via(ctx, options).registerPasskey({ credential: credential as WebAuthnJson, code: init.code }, session);
  await Promise.all([refreshCurrentUser(ctx, session), refreshServerUserEntries(ctx, session, SERVER_USER_KINDS)]);
  if (result.status === "ok") return Result.ok(undefined);
  // The seed server reports a refused origin with PASSKEY_AUTHENTICATION_FAILED even here;
  // callers of registerPasskey branch on PasskeyRegistrationFailed, so report it as that.
  if (KnownErrors.PasskeyAuthenticationFailed.isInstance(result.error)) {
    return Result.error(new KnownErrors.PasskeyRegistrationFailed(result.error.message, { cause: result.error }));
  }
  return Result.error(result.error);
}
