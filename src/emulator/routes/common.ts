/**
 * Helpers several route areas share.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import type { RequestAuth } from "../http/route";
import { findUser } from "../state/users";
import type { UserRecord } from "../state/types";

/** The request's auth on a route that requires an access type (the dispatcher guarantees it). */
export function requireAuth(auth: RequestAuth | null): RequestAuth {
  if (!auth) throw new KnownErrors.AccessTypeRequired();
  return auth;
}

/** The id a `uuid|me` user id stands for; `me` without a signed-in user is CANNOT_GET_OWN_USER_WITHOUT_USER. */
export function ownUserId(auth: RequestAuth, userId: string): string {
  if (userId !== "me") return userId;
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user.id;
}

/**
 * Resolves a `uuid|me` user id (see {@link ownUserId}); undefined for an unknown id.
 */
export function resolveUserId(core: Core, auth: RequestAuth, userId: string): UserRecord | undefined {
  if (userId === "me") {
    if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    return auth.user;
  }
  return findUser(core, auth.project.id, userId);
}

/** Like {@link resolveUserId}, but an unknown user is USER_NOT_FOUND. */
export function findUserOrThrow(core: Core, auth: RequestAuth, userId: string): UserRecord {
  const user = resolveUserId(core, auth, userId);
  if (!user) throw new KnownErrors.UserNotFound();
  return user;
}

/** True when a `uuid|me` user id names the signed-in user `me`. */
export function isSelf(me: UserRecord, userId: string | undefined): boolean {
  return userId === "me" || userId === me.id;
}
