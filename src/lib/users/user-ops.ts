/** Changing the signed-in user through `/users/me` (client tier). */
import { via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import type { Session } from "../session/session";
import { setCurrentUser } from "./current-user-cache";
import { userUpdateToJson } from "./user-mappers";
import type { UserUpdateOptions } from "./user-types";

/** `user.update`: the answer carries the new user, which replaces the cached one. */
export async function updateCurrentUser(ctx: ClientContext, session: Session, options: UserUpdateOptions & CallOptions): Promise<void> {
  const json = await via(ctx, options).updateCurrentUser(userUpdateToJson(options), session);
  setCurrentUser(ctx, session, json);
}

/** `user.delete`: deletes the account, then ends the session (its entries refresh to null). */
export async function deleteCurrentUser(ctx: ClientContext, session: Session, options?: CallOptions): Promise<void> {
  await via(ctx, options).deleteCurrentUser(session);
  session.invalidate();
}
