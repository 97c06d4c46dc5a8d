/**
 * A software passkey authenticator for tests: one P-256 (ES256) key per credential,
 * `none` attestation, signature counters. It answers in the WebAuthn JSON shapes the
 * service takes (`register` / `assert`), and can stand in for the browser's
 * `navigator.credentials` (`browserApi`) so `@simplewebauthn/browser` runs in Node.
 */
import { createHash, randomBytes, sign, type KeyObject } from "node:crypto";
import { ecJwkPair, privateKeyObject } from "../../support/key-pairs";

type Credential = { id: Buffer; privateKey: KeyObject; x: Buffer; y: Buffer; rpId: string; userHandle: Buffer; counter: number };

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");

/** Minimal CBOR (RFC 8949) for what attestation objects use: ints, text, bytes, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: unsupported value ${String(value)}`);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

function counterBytes(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export type RegistrationInput = { challenge: string; rpId: string; origin: string; userId: string };
export type AssertionInput = { challenge: string; rpId: string; origin: string; credentialId?: string };

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** Makes a credential; `userId` is the base64url user handle from the options. */
  register({ challenge, rpId, origin, userId }: RegistrationInput) {
    const pair = ecJwkPair();
    const privateKey = privateKeyObject(pair);
    const jwk = pair.publicJwk;
    const credential: Credential = {
      id: randomBytes(16), privateKey, x: Buffer.from(jwk.x!, "base64url"), y: Buffer.from(jwk.y!, "base64url"),
      rpId, userHandle: Buffer.from(userId, "base64url"), counter: 0,
    };
    this.credentials.push(credential);
    const coseKey = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, credential.x], [-3, credential.y]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.UP | FLAGS.UV | FLAGS.AT]), counterBytes(0), Buffer.alloc(16), idLength, credential.id, coseKey]);
    const attestationObject = cbor(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]));
    const clientDataJSON = JSON.stringify({ type: "webauthn.create", challenge, origin, crossOrigin: false });
    return {
      /** RegistrationResponseJSON, as `@simplewebauthn/browser` sends it. */
      json: {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] },
        type: "public-key",
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: "platform",
      },
      raw: { id: credential.id, clientDataJSON: Buffer.from(clientDataJSON), attestationObject },
    };
  }

  /** Signs an assertion with the credential for `rpId` (or the one named). */
  assert({ challenge, rpId, origin, credentialId }: AssertionInput) {
    const credential = this.credentials.find((c) => (credentialId ? b64url(c.id) === credentialId : c.rpId === rpId));
    if (!credential) throw new Error(`no credential for ${credentialId ?? rpId}`);
    credential.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.UP | FLAGS.UV]), counterBytes(credential.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      /** AuthenticationResponseJSON, as `@simplewebauthn/browser` sends it. */
      json: {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: b64url(credential.userHandle) },
        type: "public-key",
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      },
      raw: { id: credential.id, clientDataJSON, authData, signature, userHandle: credential.userHandle },
    };
  }

  /**
   * `navigator.credentials` of a page at `origin`, as a browser's platform authenticator:
   * refuses an RP id that is not the page's host, like a real browser does.
   */
  browserApi(origin: string) {
    const host = new URL(origin).hostname;
    const checkRpId = (rpId: string) => {
      if (rpId !== host && !host.endsWith(`.${rpId}`)) throw new DOMException(`The RP ID "${rpId}" is invalid for this domain`, "SecurityError");
    };
    const buffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    const asB64 = (v: ArrayBuffer | Uint8Array) => b64url(v instanceof Uint8Array ? v : new Uint8Array(v));
    return {
      create: async ({ publicKey }: { publicKey: any }) => {
        checkRpId(publicKey.rp.id);
        const made = this.register({ challenge: asB64(publicKey.challenge), rpId: publicKey.rp.id, origin, userId: asB64(publicKey.user.id) });
        return {
          id: made.json.id, rawId: buffer(made.raw.id), type: "public-key", authenticatorAttachment: "platform",
          response: { clientDataJSON: buffer(made.raw.clientDataJSON), attestationObject: buffer(made.raw.attestationObject), getTransports: () => ["internal"] },
          getClientExtensionResults: () => ({ credProps: { rk: true } }),
        };
      },
      get: async ({ publicKey }: { publicKey: any }) => {
        checkRpId(publicKey.rpId);
        const made = this.assert({ challenge: asB64(publicKey.challenge), rpId: publicKey.rpId, origin });
        return {
          id: made.json.id, rawId: buffer(made.raw.id), type: "public-key", authenticatorAttachment: "platform",
          response: { clientDataJSON: buffer(made.raw.clientDataJSON), authenticatorData: buffer(made.raw.authData), signature: buffer(made.raw.signature), userHandle: buffer(made.raw.userHandle) },
          getClientExtensionResults: () => ({}),
        };
      },
    };
  }
}

/** Puts `navigator.credentials` and `PublicKeyCredential` on globalThis; returns the undo. */
export function installWebAuthn(authenticator: SoftAuthenticator, origin: string): () => void {
  const g = globalThis as Record<string, unknown>;
  const previous = Object.getOwnPropertyDescriptor(g, "navigator");
  const previousPkc = g.PublicKeyCredential;
  Object.defineProperty(g, "navigator", { value: { credentials: authenticator.browserApi(origin) }, configurable: true, writable: true });
  g.PublicKeyCredential = function PublicKeyCredential() {};
  return () => {
    if (previous) Object.defineProperty(g, "navigator", previous);
    else delete g.navigator;
    if (previousPkc === undefined) delete g.PublicKeyCredential;
    else g.PublicKeyCredential = previousPkc;
  };
}
