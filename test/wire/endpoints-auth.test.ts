/**
 * Sign-up, sign-in, MFA, passkeys, CLI and sessions: each call sends the recorded
 * request and reads the recorded answer.
 */
import { describe, it } from "vitest";
import { checkRecorded } from "./recorded";
import type { RecordedCase } from "./recorded";

const cases: Array<[string, RecordedCase]> = [
  ["signUpWithPassword", { file: "auth-password", index: 0, run: ({ api, body }) => api.signUpWithPassword(body) }],
  ["signInWithPassword", { file: "auth-password", index: 15, run: ({ api, body }) => api.signInWithPassword(body) }],
  ["signInWithPassword: EmailPasswordMismatch as a Result", { file: "auth-password", index: 16, error: "result", run: ({ api, body }) => api.signInWithPassword(body) }],
  ["signInWithPassword: MultiFactorAuthenticationRequired as a Result", { file: "auth-mfa", index: 2, error: "result", run: ({ api, body }) => api.signInWithPassword(body) }],
  ["sendPasswordResetCode", { file: "auth-password", index: 22, run: ({ api, body }) => api.sendPasswordResetCode(body) }],
  ["checkPasswordResetCode", { file: "auth-password", index: 27, run: ({ api, body }) => api.checkPasswordResetCode(body.code) }],
  ["resetPassword", { file: "auth-password", index: 33, run: ({ api, body }) => api.resetPassword(body) }],
  ["updatePassword (with the refresh token header)", { file: "auth-password", index: 38, run: ({ api, body, session }) => api.updatePassword(body, session) }],
  ["setPassword", { file: "auth-password", index: 46, run: ({ api, body, session }) => api.setPassword(body.password, session) }],
  ["signUpAnonymously", { file: "auth-password", index: 57, run: ({ api }) => api.signUpAnonymously() }],
  ["sendOtpSignInCode", { file: "auth-otp", index: 0, run: ({ api, body }) => api.sendOtpSignInCode(body) }],
  ["checkOtpSignInCode", { file: "auth-otp", index: 1, run: ({ api, body }) => api.checkOtpSignInCode(body.code) }],
  ["signInWithOtp", { file: "auth-otp", index: 2, run: ({ api, body }) => api.signInWithOtp(body.code) }],
  ["signInWithOtp: MultiFactorAuthenticationRequired", { file: "auth-mfa", index: 10, error: "result", run: ({ api, body }) => api.signInWithOtp(body.code) }],
  ["signInWithMfa", { file: "auth-mfa", index: 5, run: ({ api, body }) => api.signInWithMfa(body) }],
  ["signInWithMfa: InvalidTotpCode", { file: "auth-mfa", index: 4, error: "result", run: ({ api, body }) => api.signInWithMfa(body) }],
  ["signInWithMfa: VerificationCodeAlreadyUsed", { file: "auth-mfa", index: 6, error: "result", run: ({ api, body }) => api.signInWithMfa(body) }],
  ["initiatePasskeyRegistration", { file: "auth-passkey", index: 1, run: ({ api, session }) => api.initiatePasskeyRegistration(session) }],
  ["registerPasskey", { file: "auth-passkey", index: 6, run: ({ api, body, session }) => api.registerPasskey(body, session) }],
  ["registerPasskey: PasskeyAuthenticationFailed (bad origin)", { file: "auth-passkey", index: 3, error: "result", run: ({ api, body, session }) => api.registerPasskey(body, session) }],
  ["initiatePasskeyAuthentication", { file: "auth-passkey", index: 8, run: ({ api }) => api.initiatePasskeyAuthentication() }],
  ["signInWithPasskey", { file: "auth-passkey", index: 9, run: ({ api, body }) => api.signInWithPasskey(body) }],
  ["signInWithPasskey: PasskeyAuthenticationFailed", { file: "auth-passkey", index: 11, error: "result", run: ({ api, body }) => api.signInWithPasskey(body) }],
  ["initiatePasskeyRegistration: PasskeyAuthenticationNotEnabled is thrown", { file: "auth-passkey", index: 18, error: "throw", run: ({ api, session }) => api.initiatePasskeyRegistration(session) }],
  ["initiateCliAuth", { file: "auth-cli", index: 1, run: ({ api, body }) => api.initiateCliAuth(body) }],
  ["pollCliAuth (waiting)", { file: "auth-cli", index: 4, run: ({ api, body }) => api.pollCliAuth(body.polling_code) }],
  ["pollCliAuth (success, 201)", { file: "auth-cli", index: 11, run: ({ api, body }) => api.pollCliAuth(body.polling_code) }],
  ["completeCliAuth", { file: "auth-cli", index: 7, run: ({ api, body, session }) => api.completeCliAuth(body, session) }],
  ["signOut", { file: "sessions", index: 23, run: ({ api, session }) => api.signOut(session) }],
  ["signOut: an already revoked session is a RefreshTokenError Result", { file: "sessions", index: 24, error: "result", run: ({ api, session }) => api.signOut(session) }],
  ["listSessions", { file: "sessions", index: 7, run: ({ api, session }) => api.listSessions(session) }],
  ["deleteSession", { file: "sessions", index: 17, run: ({ api, ex, session }) => api.deleteSession(sessionIdOf(ex.request.path), session) }],
  ["deleteSession: CannotDeleteCurrentSession is thrown", { file: "sessions", index: 18, error: "throw", run: ({ api, ex, session }) => api.deleteSession(sessionIdOf(ex.request.path), session) }],
  ["deleteSession: 404 text", { file: "sessions", index: 19, run: ({ api, ex, session }) => api.deleteSession(sessionIdOf(ex.request.path), session) }],
  ["createSession (server)", { file: "sessions", index: 0, run: ({ api, body }) => api.createSession(body) }],
  ["listServerSessions", { file: "sessions", index: 9, run: ({ api }) => api.listServerSessions("cdb24f91-a88c-4747-939b-4a5f2dcdb554") }],
  // The seed SDK sends `{}` with DELETE; the recorder sent no body.
  ["deleteServerSession", { file: "sessions", index: 22, body: {}, run: ({ api, ex }) => api.deleteServerSession(sessionIdOf(ex.request.path), new URL(ex.request.path, "http://x").searchParams.get("user_id")!) }],
];

function sessionIdOf(path: string): string {
  return path.split("?")[0]!.split("/").pop()!;
}

describe("auth and session endpoints", () => {
  for (const [name, c] of cases) {
    it(`${name} (${c.file} #${c.index})`, () => checkRecorded(c));
  }
});
