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

/**
 * Resolves a `uuid|me` user id. `me` without a signed-in user is
 * CANNOT_GET_OWN_USER_WITHOUT_USER; returns undefined for an unknown id.
 */
export function resolveUserId(core: Core, auth: RequestAuth, userId: string): UserRecord | undefined {
  if (userId === "me") {
    if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
    return auth.user;
  }
  return findUser(core, auth.project.id, userId);
}
