/**
 * Passkeys end to end (docs/api.md §2.1 signInWithPasskey, §3.2 registerPasskey; docs/protocol.md §13.5)
 * with a software authenticator: first against the emulator's API (origin rules, failures,
 * one passkey per user), then through the SDK with `@simplewebauthn/browser` running on a
 * fake page whose `navigator.credentials` is the software authenticator.
 */
import { afterEach, describe, expect, it } from "vitest";
import { KnownErrors } from "../../src/index";
import { PASSKEY_RP_ID_PLACEHOLDER } from "../../src/interface/wire/defaults";
import { APP_URL, createTestEnv, EMULATOR_URL, PASSWORD, recordingRedirects, uniqueEmail, withRedirectWait, type TestEnv } from "./harness";
import { FakeBrowser } from "./support/fake-browser";
import { installWebAuthn, SoftAuthenticator } from "./support/soft-authenticator";

const LOCAL_ORIGIN = "http://localhost:3000";
const passkeyProject = (config: Record<string, unknown> = {}) => createTestEnv({ project: { displayName: "Passkey Project", config: { passkey_enabled: true, ...config } } });

type Answer = { status: number; code: string | null; body: any };

/** A client-tier call to the emulator, optionally as a signed-in user. */
async function api(env: TestEnv, path: string, body: unknown, accessToken?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-stack-project-id": env.project.id,
    "x-stack-access-type": "client",
    "x-stack-publishable-client-key": env.project.publishableClientKey,
  };
  if (accessToken) headers["x-stack-access-token"] = accessToken;
  const response = await env.emulator.fetch(`${EMULATOR_URL}/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, code: response.headers.get("x-stack-known-error"), body: text.startsWith("{") ? JSON.parse(text) : text };
}

async function signedInUser(env: TestEnv, email = uniqueEmail("passkey")) {
  // Created on the server: a project without localhost has no trusted verification callback here.
  await env.serverApp().createUser({ primaryEmail: email, primaryEmailAuthEnabled: true, password: PASSWORD });
  const app = env.clientApp();
  const signedIn = await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  if (signedIn.status !== "ok") throw signedIn.error;
  const user = (await app.getUser())!;
  const { accessToken } = await user.currentSession.getTokens();
  return { app, user, email, accessToken: accessToken! };
}

/** initiate + register with the authenticator at `origin` (RP id = its hostname). */
async function registerAt(env: TestEnv, authenticator: SoftAuthenticator, accessToken: string, origin = LOCAL_ORIGIN) {
  const init = await api(env, "/auth/passkey/initiate-passkey-registration", {}, accessToken);
  const made = authenticator.register({ challenge: init.body.options_json.challenge, rpId: new URL(origin).hostname, origin, userId: init.body.options_json.user.id });
  return { init, made, answer: await api(env, "/auth/passkey/register", { credential: made.json, code: init.body.code }, accessToken) };
}

async function signInAt(env: TestEnv, authenticator: SoftAuthenticator, origin = LOCAL_ORIGIN, tamper?: (json: any) => void) {
  const init = await api(env, "/auth/passkey/initiate-passkey-authentication", {});
  const assertion = authenticator.assert({ challenge: init.body.options_json.challenge, rpId: new URL(origin).hostname, origin });
  tamper?.(assertion.json);
  return { init, answer: await api(env, "/auth/passkey/sign-in", { authentication_response: assertion.json, code: init.body.code }) };
}

const failed = (message: string) => ({ status: 400, code: "PASSKEY_AUTHENTICATION_FAILED", body: { code: "PASSKEY_AUTHENTICATION_FAILED", error: message } });

describe("passkeys through the emulator's API", () => {
  it("registers a passkey for a signed-in user and signs in with it", async () => {
    const env = passkeyProject();
    const { user, email, accessToken } = await signedInUser(env);
    const authenticator = new SoftAuthenticator();
    const { init, made, answer } = await registerAt(env, authenticator, accessToken);

    expect(init.status).toBe(200);
    expect(Object.keys(init.body)).toEqual(["options_json", "code"]);
    expect(init.body.code).toMatch(/^[0-9a-z]{45}$/);
    expect(init.body.options_json).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      rp: { name: "Passkey Project", id: PASSKEY_RP_ID_PLACEHOLDER },
      user: { id: Buffer.from(user.id).toString("base64url"), name: email, displayName: email },
      pubKeyCredParams: [{ alg: -8, type: "public-key" }, { alg: -7, type: "public-key" }, { alg: -257, type: "public-key" }],
      timeout: 60000,
      attestation: "none",
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred", requireResidentKey: true },
      extensions: { credProps: true },
    });
    expect(answer).toEqual({ status: 200, code: null, body: { user_handle: made.json.id } });

    const { init: authInit, answer: signIn } = await signInAt(env, authenticator);
    expect(Object.keys(authInit.body.options_json)).toEqual(["rpId", "challenge", "allowCredentials", "timeout", "userVerification"]);
    expect(authInit.body.options_json).toMatchObject({ rpId: PASSKEY_RP_ID_PLACEHOLDER, allowCredentials: [], timeout: 60000, userVerification: "preferred" });
    expect(signIn.status).toBe(200);
    expect(Object.keys(signIn.body)).toEqual(["refresh_token", "access_token", "is_new_user", "user_id"]);
    expect(signIn.body).toMatchObject({ is_new_user: false, user_id: user.id });
  });

  it("applies the origin rules: localhost only when allowed, else exactly a configured domain", async () => {
    const env = passkeyProject({ domains: [{ domain: "https://app.example.com", handler_path: "/handler" }] });
    const { accessToken } = await signedInUser(env);
    const authenticator = new SoftAuthenticator();
    expect((await registerAt(env, authenticator, accessToken, "https://evil.example.com")).answer)
      .toEqual(failed("Passkey registration failed because the origin is not allowed"));
    expect((await registerAt(env, authenticator, accessToken, "https://app.example.com")).answer.status).toBe(200);
    expect((await signInAt(env, authenticator, "https://app.example.com")).answer.status).toBe(200);
    expect((await signInAt(env, authenticator, "https://evil.example.com", (json) => (json.id = json.rawId = authenticator.credentials[1]!.id.toString("base64url")))).answer)
      .toEqual(failed("Passkey authentication failed because the origin is not allowed"));

    const strict = passkeyProject({ allow_localhost: false });
    const other = await signedInUser(strict);
    expect((await registerAt(strict, new SoftAuthenticator(), other.accessToken)).answer)
      .toEqual(failed("Passkey registration failed because localhost is not allowed"));
  });

  it("refuses a bad signature, an unknown credential, a used or expired challenge code", async () => {
    const env = passkeyProject();
    const { accessToken } = await signedInUser(env);
    const authenticator = new SoftAuthenticator();
    await registerAt(env, authenticator, accessToken);

    const badSignature = await signInAt(env, authenticator, LOCAL_ORIGIN, (json) => {
      const sig = Buffer.from(json.response.signature, "base64url");
      sig[sig.length - 1] ^= 1;
      json.response.signature = sig.toString("base64url");
    });
    expect(badSignature.answer).toEqual(failed("The signature of the authentication response could not be verified with the stored public key tied to this credential ID"));
    expect((await signInAt(env, authenticator, LOCAL_ORIGIN, (json) => (json.id = json.rawId = "AAAAAAAAAAAAAAAAAAAAAA"))).answer)
      .toEqual(failed("Passkey not found"));

    const init = await api(env, "/auth/passkey/initiate-passkey-authentication", {});
    const assertion = authenticator.assert({ challenge: init.body.options_json.challenge, rpId: "localhost", origin: LOCAL_ORIGIN });
    expect((await api(env, "/auth/passkey/sign-in", { authentication_response: assertion.json, code: init.body.code })).status).toBe(200);
    expect((await api(env, "/auth/passkey/sign-in", { authentication_response: assertion.json, code: init.body.code })).code).toBe("VERIFICATION_CODE_ALREADY_USED");

    const late = await api(env, "/auth/passkey/initiate-passkey-authentication", {});
    env.emulator.clock.advance(66_000);
    const stale = authenticator.assert({ challenge: late.body.options_json.challenge, rpId: "localhost", origin: LOCAL_ORIGIN });
    expect((await api(env, "/auth/passkey/sign-in", { authentication_response: stale.json, code: late.body.code })).code).toBe("VERIFICATION_CODE_EXPIRED");
  });

  it("keeps one passkey per user: registering again replaces it; switching passkeys off removes it", async () => {
    const env = passkeyProject();
    const { app, accessToken } = await signedInUser(env);
    const first = new SoftAuthenticator();
    const second = new SoftAuthenticator();
    await registerAt(env, first, accessToken);
    await registerAt(env, second, accessToken);
    expect((await signInAt(env, first)).answer).toEqual(failed("Passkey not found"));
    expect((await signInAt(env, second)).answer.status).toBe(200);

    const user = (await app.getUser())!;
    expect((await env.serverApp().getUser(user.id))!.passkeyAuthEnabled).toBe(true);
    await user.update({ passkeyAuthEnabled: false });
    expect((await signInAt(env, second)).answer).toEqual(failed("Passkey not found"));
  });

  it("gates TOTP users with MULTI_FACTOR_AUTHENTICATION_REQUIRED and refuses on a project without passkeys", async () => {
    const env = passkeyProject();
    const { app, accessToken } = await signedInUser(env);
    const authenticator = new SoftAuthenticator();
    await registerAt(env, authenticator, accessToken);
    await (await app.getUser())!.update({ totpMultiFactorSecret: new Uint8Array(20).fill(9) });
    const { answer } = await signInAt(env, authenticator);
    expect(answer.code).toBe("MULTI_FACTOR_AUTHENTICATION_REQUIRED");
    expect(answer.body.details.attempt_code).toMatch(/^[0-9a-z]{45}$/);

    const off = createTestEnv();
    const other = await signedInUser(off);
    const notEnabled = { status: 400, code: "PASSKEY_AUTHENTICATION_NOT_ENABLED", body: { code: "PASSKEY_AUTHENTICATION_NOT_ENABLED", error: "Passkey authentication is not enabled for this project." } };
    expect(await api(off, "/auth/passkey/initiate-passkey-registration", {}, other.accessToken)).toEqual(notEnabled);
    expect(await api(off, "/auth/passkey/initiate-passkey-authentication", {})).toEqual(notEnabled);
  });
});

describe("passkeys through the SDK (software authenticator behind @simplewebauthn/browser)", () => {
  const undo: (() => void)[] = [];
  afterEach(() => undo.splice(0).reverse().forEach((f) => f()));

  function page(href: string, authenticator: SoftAuthenticator): FakeBrowser {
    const browser = new FakeBrowser(href);
    undo.push(browser.install(), installWebAuthn(authenticator, new URL(href).origin));
    return browser;
  }

  it("registerPasskey and signInWithPasskey use the page's hostname as the RP id", async () => {
    const env = passkeyProject();
    const authenticator = new SoftAuthenticator();
    page(`${APP_URL}/handler/account-settings`, authenticator);
    const { redirects, redirectMethod } = recordingRedirects();
    const { app } = await env.signUp(uniqueEmail("passkey-sdk"));
    const user = (await app.getUser())!;
    expect(await user.registerPasskey()).toEqual({ status: "ok", data: undefined });
    expect(authenticator.credentials[0]!.rpId).toBe("localhost");
    expect((await app.getUser())!.passkeyAuthEnabled).toBe(true);

    const fresh = env.clientApp({ redirectMethod, urls: { afterSignIn: "/welcome-back" } });
    expect(await withRedirectWait(() => fresh.signInWithPasskey(), redirects)).toEqual({ status: "ok", data: undefined });
    expect(redirects).toEqual(["/welcome-back"]);
    expect((await fresh.getUser())!.id).toBe(user.id);
  });

  it("reports a page origin the project does not trust as PasskeyRegistrationFailed / PasskeyAuthenticationFailed", async () => {
    const env = passkeyProject();
    const authenticator = new SoftAuthenticator();
    page("https://evil.example.com/account", authenticator);
    const { app } = await env.signUp(uniqueEmail("passkey-sdk"));
    const registered = await (await app.getUser())!.registerPasskey();
    expect(registered.status === "error" && registered.error).toBeInstanceOf(KnownErrors.PasskeyRegistrationFailed);
    expect(registered.status === "error" && registered.error.message).toBe("Passkey registration failed because the origin is not allowed");

    const signedIn = await env.clientApp().signInWithPasskey();
    expect(signedIn.status === "error" && signedIn.error).toBeInstanceOf(KnownErrors.PasskeyAuthenticationFailed);
  });

  it("sends a TOTP user to the MFA step with the attempt code saved", async () => {
    const env = passkeyProject();
    const authenticator = new SoftAuthenticator();
    const browser = page(`${APP_URL}/handler/sign-in`, authenticator);
    const { app } = await env.signUp(uniqueEmail("passkey-sdk"));
    const user = (await app.getUser())!;
    await user.registerPasskey();
    await user.update({ totpMultiFactorSecret: new Uint8Array(20).fill(5) });

    const { redirects, redirectMethod } = recordingRedirects();
    const fresh = env.clientApp({ redirectMethod });
    const result = await withRedirectWait(() => fresh.signInWithPasskey(), redirects);
    expect(result.status === "error" && result.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    expect(browser.storage.get("stack_mfa_attempt_code")).toMatch(/^[0-9a-z]{45}$/);
    expect(await fresh.getUser()).toBeNull();
  });
});
