/** The session methods of a signed-in user (`Auth`, docs/api.md §3.2), shared by both tiers. */
import { abortable, inArea } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { signOut } from "../auth/sign-out";
import type { Session } from "../session/session";
import type { Auth, Tokens } from "./user-types";

async function tokensOf(session: Session): Promise<Tokens> {
  const { accessToken, refreshToken } = await session.getTokens();
  return { accessToken, refreshToken };
}

/** `Auth` for `session`. */
export function authMethods(ctx: ClientContext | ServerContext, session: Session): Auth {
  return {
    currentSession: Object.freeze({ getTokens: () => tokensOf(session) }),
    // A refresh these may wait for is shared with the session's other calls: an abort only stops this wait.
    getAuthJson: (options) => abortable(tokensOf(session), options),
    async getAuthHeaders(options) {
      return { "x-stack-auth": JSON.stringify(await abortable(tokensOf(session), options)) };
    },
    signOut: (options) => signOut(ctx as ClientContext, session, options),
    registerPasskey: (options) => inArea(ctx.areas.passkeys, options, (m) => m.registerPasskey(ctx as ClientContext, session, options)),
  };
}
