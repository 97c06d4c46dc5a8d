/**
 * A signed-in session made on the server side (no sign-in form, no password check): the
 * tokens a browser or a request carries, and how to end it.
 */
import type { ServerUser } from "../index";

/** A session of a test user: its tokens, and its id on the service. */
export type TestSession = {
  readonly userId: string;
  readonly projectId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  /** The session's id (what `user.getActiveSessions()` lists). */
  readonly sessionId: string;
  /** Ends the session on the service: its refresh token stops working, and its access token with it. */
  revoke(): Promise<void>;
};

/** The `refreshTokenId` claim of an access token issued by the service: its session's id. */
function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8")) as { refreshTokenId?: unknown };
  if (typeof payload.refreshTokenId !== "string") throw new TypeError("The access token names no session (refreshTokenId)");
  return payload.refreshTokenId;
}

/** Creates a session for `user` through the server API. */
export async function createTestSession(user: ServerUser, projectId: string): Promise<TestSession> {
  const { accessToken, refreshToken } = await (await user.createSession()).getTokens();
  if (!accessToken || !refreshToken) throw new TypeError("The service made a session without tokens");
  const sessionId = sessionIdOf(accessToken);
  return Object.freeze({
    userId: user.id,
    projectId,
    accessToken,
    refreshToken,
    sessionId,
    revoke: () => user.revokeSession(sessionId),
  });
}
