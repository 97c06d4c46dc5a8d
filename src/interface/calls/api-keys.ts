/**
 * User and team API keys (docs/protocol.md §13.15) and the project's key sets (§13.17).
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { call, callList, callResult } from "../request";
import { INTERNAL_API_KEY, INTERNAL_API_KEY_FIRST_VIEW, TEAM_API_KEY, TEAM_API_KEY_FIRST_VIEW, USER_API_KEY, USER_API_KEY_FIRST_VIEW } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type {
  ApiKeyUpdateBodyJson,
  InternalApiKeyCreateBodyJson,
  InternalApiKeyFirstViewJson,
  InternalApiKeyJson,
  InternalApiKeyUpdateBodyJson,
  TeamApiKeyCreateBodyJson,
  TeamApiKeyFirstViewJson,
  TeamApiKeyJson,
  UserApiKeyCreateBodyJson,
  UserApiKeyFirstViewJson,
  UserApiKeyJson,
} from "../wire/api-keys";

/** A key that does not check out: unknown, revoked, expired, or of the other type. */
const API_KEY_CHECK_ERRORS = expectErrors<[typeof KnownErrors.ApiKeyNotValid]>("API_KEY_NOT_VALID");

export async function createUserApiKey(c: CallContext, body: UserApiKeyCreateBodyJson, session: RequestSession | null): Promise<UserApiKeyFirstViewJson> {
  return call(c, { method: "POST", path: "/user-api-keys", body, session, shape: USER_API_KEY_FIRST_VIEW });
}

export async function listUserApiKeys(c: CallContext, userId: string, session: RequestSession | null): Promise<UserApiKeyJson[]> {
  return callList(c, { path: "/user-api-keys", query: { user_id: userId }, session, shape: USER_API_KEY });
}

export async function getUserApiKey(c: CallContext, keyId: string, userId: string | undefined, session: RequestSession | null): Promise<UserApiKeyJson> {
  return call(c, { path: apiPath`/user-api-keys/${keyId}`, query: { user_id: userId }, session, shape: USER_API_KEY });
}

export async function updateUserApiKey(
  c: CallContext,
  keyId: string,
  userId: string | undefined,
  body: ApiKeyUpdateBodyJson,
  session: RequestSession | null,
): Promise<UserApiKeyJson> {
  return call(c, { method: "PATCH", path: apiPath`/user-api-keys/${keyId}`, query: { user_id: userId }, body, session, shape: USER_API_KEY });
}

/** S+: the owner of a user key; the ApiKeyNotValid family (unknown, revoked, expired, wrong type) comes back as a Result error. */
export async function checkUserApiKey(c: CallContext, apiKey: string) {
  return callResult<UserApiKeyJson, typeof API_KEY_CHECK_ERRORS>(c, { method: "POST", path: "/user-api-keys/check", body: { api_key: apiKey }, shape: USER_API_KEY }, API_KEY_CHECK_ERRORS);
}

export async function createTeamApiKey(c: CallContext, body: TeamApiKeyCreateBodyJson, session: RequestSession | null): Promise<TeamApiKeyFirstViewJson> {
  return call(c, { method: "POST", path: "/team-api-keys", body, session, shape: TEAM_API_KEY_FIRST_VIEW });
}

export async function listTeamApiKeys(c: CallContext, teamId: string, session: RequestSession | null): Promise<TeamApiKeyJson[]> {
  return callList(c, { path: "/team-api-keys", query: { team_id: teamId }, session, shape: TEAM_API_KEY });
}

export async function getTeamApiKey(c: CallContext, keyId: string, teamId: string, session: RequestSession | null): Promise<TeamApiKeyJson> {
  return call(c, { path: apiPath`/team-api-keys/${keyId}`, query: { team_id: teamId }, session, shape: TEAM_API_KEY });
}

export async function updateTeamApiKey(
  c: CallContext,
  keyId: string,
  teamId: string,
  body: ApiKeyUpdateBodyJson,
  session: RequestSession | null,
): Promise<TeamApiKeyJson> {
  return call(c, { method: "PATCH", path: apiPath`/team-api-keys/${keyId}`, query: { team_id: teamId }, body, session, shape: TEAM_API_KEY });
}

/** S+: the team of a team key. */
export async function checkTeamApiKey(c: CallContext, apiKey: string) {
  return callResult<TeamApiKeyJson, typeof API_KEY_CHECK_ERRORS>(c, { method: "POST", path: "/team-api-keys/check", body: { api_key: apiKey }, shape: TEAM_API_KEY }, API_KEY_CHECK_ERRORS);
}

export async function listInternalApiKeys(c: CallContext): Promise<InternalApiKeyJson[]> {
  return callList(c, { path: "/internal/api-keys", shape: INTERNAL_API_KEY });
}

export async function createInternalApiKey(c: CallContext, body: InternalApiKeyCreateBodyJson): Promise<InternalApiKeyFirstViewJson> {
  return call(c, { method: "POST", path: "/internal/api-keys", body, shape: INTERNAL_API_KEY_FIRST_VIEW });
}

export async function getInternalApiKey(c: CallContext, keyId: string): Promise<InternalApiKeyJson> {
  return call(c, { path: apiPath`/internal/api-keys/${keyId}`, shape: INTERNAL_API_KEY });
}

export async function updateInternalApiKey(c: CallContext, keyId: string, body: InternalApiKeyUpdateBodyJson): Promise<InternalApiKeyJson> {
  return call(c, { method: "PATCH", path: apiPath`/internal/api-keys/${keyId}`, body, shape: INTERNAL_API_KEY });
}
