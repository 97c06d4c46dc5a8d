/**
 * Helpers several route areas share.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { CLIENT_AND_UP, json, type RequestAuth, type RouteSpec, route } from "../http/route";
import { s, type Schema } from "../http/schema";
import { redeemCode } from "../state/codes";
import { findUser } from "../state/users";
import type { CodeType, UserRecord } from "../state/types";

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

/** The body of the routes that redeem or check a 45-character code. */
export const codeBody = s.object({ code: s.code45().defined() }).defined();

/**
 * A `.../check-code` route: `{ is_code_valid: true }` when a code of `codeType` could be
 * redeemed, else the code's error; the code stays unused.
 */
export function checkCodeRoute(path: string, codeType: CodeType, body: Schema<{ code: string }> = codeBody): RouteSpec {
  return route({
    method: "POST",
    path,
    access: CLIENT_AND_UP,
    body,
    handler({ core, auth, body: { code } }) {
      redeemCode(core, requireAuth(auth).project.id, codeType, code, { consume: false });
      return json({ is_code_valid: true });
    },
  });
}

/** True when a `uuid|me` user id names the signed-in user `me`. */
export function isSelf(me: UserRecord, userId: string | undefined): boolean {
  return userId === "me" || userId === me.id;
}
