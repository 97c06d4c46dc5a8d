/**
 * Passkeys (docs/protocol.md §13.5): registration and sign-in verified with
 * `@simplewebauthn/server`. Options carry the placeholder RP id; on verify, the RP id
 * and origin come from the credential's own `clientDataJSON.origin`, which must be
 * localhost (when the project allows it) or exactly one of the project's domains.
 * One passkey per user (`state/passkeys.ts`).
 */
import { KnownErrors } from "../../errors";
import { PASSKEY_RP_ID_PLACEHOLDER } from "../../interface/wire/defaults";
import type { Core } from "../core";
import { CLIENT_AND_UP, json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { loadWebAuthnServer } from "../passkeys/webauthn";
import { createCode, redeemCode } from "../state/codes";
import type { ProjectRecord, UserRecord } from "../state/types";
import { findPasskeyByCredential, passkeyOf, savePasskey, updatePasskeyCounter } from "../state/passkeys";
import { findUser, primaryEmailChannel, updateUser } from "../state/users";
import { requireNoMfa, startSession } from "../tokens/sign-in";

/** Challenge codes are valid 65 seconds (the browser's 60 s timeout plus slack). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 65 * 1000;
const REGISTRATION = "passkey_registration_challenge";
const AUTHENTICATION = "passkey_authentication_challenge";


function requireEnabled(project: ProjectRecord): void {
  if (!project.config.passkey_enabled) throw new KnownErrors.PasskeyAuthenticationNotEnabled();
}

/** Expected origin and RP id from the credential's client data, per the project's rules. */
function expectedOrigin(project: ProjectRecord, response: unknown, kind: "registration" | "authentication"): { origin: string; rpId: string } {
  const failure = (why: string) => new KnownErrors.PasskeyAuthenticationFailed(`Passkey ${kind} failed because ${why}`);
  let origin: URL;
  try {
    const encoded = (response as { response?: { clientDataJSON?: unknown } }).response?.clientDataJSON;
    const clientData = JSON.parse(Buffer.from(String(encoded), "base64url").toString("utf8")) as { origin?: unknown };
    origin = new URL(String(clientData.origin));
  } catch {
    throw kind === "registration"
      ? new KnownErrors.PasskeyRegistrationFailed("Passkey registration failed because the verification response is invalid")
      : new KnownErrors.PasskeyAuthenticationFailed("The signature of the authentication response could not be verified with the stored public key tied to this credential ID");
  }
  if (origin.hostname === "localhost") {
    if (!project.config.allow_localhost) throw failure("localhost is not allowed");
  } else if (!project.config.domains.some((d) => d.domain === origin.origin)) {
    throw failure("the origin is not allowed");
  }
  return { origin: origin.origin, rpId: origin.hostname };
}

function displayNameOf(core: Core, user: UserRecord): string {
  return user.displayName ?? primaryEmailChannel(core, user.id)?.value ?? "Stack Auth User";
}

const webauthnJson = () => s.object({}, { allowUnknown: true }).defined();

export const passkeyRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/passkey/initiate-passkey-registration",
    access: CLIENT_AND_UP,
    user: true,
    async handler({ core, auth }) {
      const { project, user } = auth;
      requireEnabled(project);
      const webauthn = await loadWebAuthnServer();
      const name = displayNameOf(core, user);
      const options = await webauthn.generateRegistrationOptions({
        rpName: project.displayName,
        rpID: PASSKEY_RP_ID_PLACEHOLDER,
        userID: new TextEncoder().encode(user.id),
        userName: name,
        userDisplayName: name,
        attestationType: "none",
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      // The service's key set: newer library versions add `hints`, which it never sent.
      delete options.hints;
      const code = createCode(core, project.id, REGISTRATION, { challenge: String(options.challenge), user_id: user.id }, PASSKEY_CHALLENGE_LIFETIME_MS);
      return json({ options_json: options, code: code.code });
    },
  }),
  route({
    method: "POST",
    path: "/auth/passkey/register",
    access: CLIENT_AND_UP,
    user: true,
    body: s.object({ credential: webauthnJson(), code: s.string().defined() }).defined(),
    async handler({ core, auth, body }) {
      const { project, user } = auth;
      requireEnabled(project);
      const challenge = redeemCode(core, project.id, REGISTRATION, body.code, { consume: true });
      if (challenge.data.user_id !== user.id) throw new KnownErrors.PasskeyRegistrationFailed("Passkey registration failed because the verification response is invalid");
      const { origin, rpId } = expectedOrigin(project, body.credential, "registration");
      const webauthn = await loadWebAuthnServer();
      let verification: Awaited<ReturnType<typeof webauthn.verifyRegistrationResponse>>;
      try {
        verification = await webauthn.verifyRegistrationResponse({
          response: body.credential,
          expectedChallenge: String(challenge.data.challenge),
          expectedOrigin: origin,
          expectedRPID: rpId,
          expectedType: "webauthn.create",
          requireUserVerification: false,
        });
      } catch {
        // The service answers 500 here (a credential it cannot verify at all); this is the fitting known error.
        verification = { verified: false };
      }
      if (!verification.verified || !verification.registrationInfo) {
        throw new KnownErrors.PasskeyRegistrationFailed("Passkey registration failed because the verification response is invalid");
      }
      const credential = verification.registrationInfo.credential;
      const current = findUser(core, project.id, user.id);
      if (!current) throw new KnownErrors.UserNotFound();
      savePasskey(core, {
        userId: current.id,
        projectId: project.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
      updateUser(core, current, { passkeyAuthEnabled: true });
      return json({ user_handle: credential.id });
    },
  }),
  route({
    method: "POST",
    path: "/auth/passkey/initiate-passkey-authentication",
    access: CLIENT_AND_UP,
    async handler({ core, auth }) {
      const { project } = auth;
      requireEnabled(project);
      const webauthn = await loadWebAuthnServer();
      const generated = await webauthn.generateAuthenticationOptions({ rpID: PASSKEY_RP_ID_PLACEHOLDER, userVerification: "preferred" });
      const options = {
        rpId: generated.rpId,
        challenge: generated.challenge,
        allowCredentials: [],
        timeout: generated.timeout ?? 60000,
        userVerification: generated.userVerification ?? "preferred",
      };
      const code = createCode(core, project.id, AUTHENTICATION, { challenge: String(options.challenge) }, PASSKEY_CHALLENGE_LIFETIME_MS);
      return json({ options_json: options, code: code.code });
    },
  }),
  route({
    method: "POST",
    path: "/auth/passkey/sign-in",
    access: CLIENT_AND_UP,
    body: s.object({ authentication_response: webauthnJson(), code: s.string().defined() }).defined(),
    async handler({ core, auth, body, baseUrl, headers }) {
      const { project } = auth;
      requireEnabled(project);
      const challenge = redeemCode(core, project.id, AUTHENTICATION, body.code, { consume: true });
      const credentialId = (body.authentication_response as { id?: unknown }).id;
      const passkey = typeof credentialId === "string" ? findPasskeyByCredential(core, project.id, credentialId) : undefined;
      const user = passkey ? findUser(core, project.id, passkey.userId) : undefined;
      if (!passkey || !user || passkeyOf(core, user) !== passkey) throw new KnownErrors.PasskeyAuthenticationFailed("Passkey not found");
      const { origin, rpId } = expectedOrigin(project, body.authentication_response, "authentication");
      const webauthn = await loadWebAuthnServer();
      let verified = false;
      let newCounter = passkey.counter;
      try {
        const result = await webauthn.verifyAuthenticationResponse({
          response: body.authentication_response,
          expectedChallenge: String(challenge.data.challenge),
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports },
          requireUserVerification: false,
        });
        verified = result.verified;
        newCounter = result.authenticationInfo.newCounter;
      } catch {
        verified = false;
      }
      if (!verified) {
        throw new KnownErrors.PasskeyAuthenticationFailed("The signature of the authentication response could not be verified with the stored public key tied to this credential ID");
      }
      // The user or the passkey may have gone while the signature was checked.
      const current = findUser(core, project.id, user.id);
      if (!current || passkeyOf(core, current) !== passkey) throw new KnownErrors.PasskeyAuthenticationFailed("Passkey not found");
      updatePasskeyCounter(core, passkey, newCounter);
      requireNoMfa(core, project, current, false);
      const tokens = await startSession(core, project, current, baseUrl, headers);
      return json({ refresh_token: tokens.refreshToken, access_token: tokens.accessToken, is_new_user: false, user_id: user.id });
    },
  }),
];
