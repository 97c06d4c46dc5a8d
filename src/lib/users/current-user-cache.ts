/**
 * The current-user cache entry (docs/api.md §5.1): one per session, holding the user object
 * of the app's tier (CurrentUser on the client, CurrentServerUser above).
 */
import type { ClientUserJson, ServerUserJson } from "../../interface/wire/users";
import { CacheKind } from "../core/cache-kinds";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { isServerContext } from "../core/context";
import type { Session } from "../session/session";
import type { CurrentServerUser, CurrentUser } from "./user-types";

type AnyCurrentUser = CurrentUser | CurrentServerUser;

/**
 * The user object for a session's JSON, in the app's tier. Each tier hands its factory in
 * through the context (`AppTier.currentUser` in apps/): the user objects' operations use
 * this cache, so it cannot import them.
 */
export function currentUserFromJson(ctx: ClientContext | ServerContext, session: Session, json: ClientUserJson | ServerUserJson): AnyCurrentUser {
  return ctx.currentUser(ctx, session, json) as AnyCurrentUser;
}

async function fetchCurrentUser(ctx: ClientContext | ServerContext, session: Session, signal: AbortSignal): Promise<AnyCurrentUser | null> {
  const result = isServerContext(ctx) ? await ctx.iface.withSignal(signal).getServerCurrentUser(session) : await (ctx as ClientContext).iface.withSignal(signal).getCurrentUser(session);
  if (result.status === "error") return null; // CANNOT_GET_OWN_USER_WITHOUT_USER: the only error it returns
  // The session may have been invalidated while the request ran (a rejected refresh token).
  if (!session.isValid) return null;
  return currentUserFromJson(ctx, session, result.data);
}

/** The session-keyed entry of the current user. */
export function currentUserEntry(ctx: ClientContext | ServerContext, session: Session) {
  return sessionEntry<AnyCurrentUser | null>(ctx as ClientContext, CacheKind.currentUser, session, [], (signal) => fetchCurrentUser(ctx, session, signal), null);
}

/** Stores the user a mutation answered with (no refetch). */
export function setCurrentUser(ctx: ClientContext | ServerContext, session: Session, json: ClientUserJson | ServerUserJson): void {
  currentUserEntry(ctx, session).set(currentUserFromJson(ctx, session, json));
}

/** The current user went stale: watched entries refetch now, others on their next read. */
export function refreshCurrentUser(ctx: ClientContext | ServerContext, session: Session): Promise<void> {
  return currentUserEntry(ctx, session).invalidate();
}
