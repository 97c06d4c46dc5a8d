/**
 * Users and sessions (docs/protocol.md §13.8, §13.9; docs/protocol.md §9).
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { call, callResult } from "../request";
import type { CallContext } from "../request";
import type { Check } from "../shape";
import { OBJECT, SERVER_USER, SIGN_IN, USER_PAGE } from "../shapes";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type { ListJson, SuccessJson } from "../wire/common";
import type { SessionCreateBodyJson, SessionCreateResponseJson } from "../wire/sessions";
import type {
  ClientUserJson,
  ServerUserCreateBodyJson,
  ServerUserJson,
  ServerUserUpdateBodyJson,
  UserListQueryJson,
  UserUpdateBodyJson,
} from "../wire/users";

export const CURRENT_USER_ERRORS = expectErrors<[typeof KnownErrors.CannotGetOwnUserWithoutUser]>("CANNOT_GET_OWN_USER_WITHOUT_USER");
export const USER_NOT_FOUND_ERRORS = expectErrors<[typeof KnownErrors.UserNotFound]>("USER_NOT_FOUND");

/** `GET /users/me` in the caller's view (`shape`: client view for `client`, server view above). */
export async function getCurrentUser<U extends ClientUserJson | ServerUserJson>(c: CallContext, session: RequestSession | null, shape: Check) {
  return callResult<U, typeof CURRENT_USER_ERRORS>(c, { path: "/users/me", session, shape }, CURRENT_USER_ERRORS);
}

export async function updateCurrentUser<U extends ClientUserJson | ServerUserJson>(
  c: CallContext,
  body: UserUpdateBodyJson | ServerUserUpdateBodyJson,
  session: RequestSession | null,
  shape: Check,
): Promise<U> {
  return call(c, { method: "PATCH", path: "/users/me", body, session, shape });
}

export async function deleteCurrentUser(c: CallContext, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: "/users/me", body: {}, session, shape: OBJECT });
}

/** One page of `GET /users` (the only paginated list). */
export type UserPageJson = { items: ServerUserJson[]; next_cursor: string | null };

export async function listUsers(c: CallContext, query: UserListQueryJson = {}): Promise<UserPageJson> {
  const list = await call<ListJson<ServerUserJson>>(c, { path: "/users", query, shape: USER_PAGE });
  return { items: list.items, next_cursor: list.pagination?.next_cursor ?? null };
}

export async function createUser(c: CallContext, body: ServerUserCreateBodyJson): Promise<ServerUserJson> {
  return call(c, { method: "POST", path: "/users", body, shape: SERVER_USER });
}

export async function getUser(c: CallContext, userId: string, session: RequestSession | null = null) {
  return callResult<ServerUserJson, typeof USER_NOT_FOUND_ERRORS>(c, { path: apiPath`/users/${userId}`, session, shape: SERVER_USER }, USER_NOT_FOUND_ERRORS);
}

export async function updateUser(c: CallContext, userId: string, body: ServerUserUpdateBodyJson, session: RequestSession | null = null): Promise<ServerUserJson> {
  return call(c, { method: "PATCH", path: apiPath`/users/${userId}`, body, session, shape: SERVER_USER });
}

export async function deleteUser(c: CallContext, userId: string, session: RequestSession | null = null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/users/${userId}`, body: {}, session, shape: OBJECT });
}

export async function createSession(c: CallContext, body: SessionCreateBodyJson): Promise<SessionCreateResponseJson> {
  return call(c, { method: "POST", path: "/auth/sessions", body, shape: SIGN_IN });
}
