/**
 * User and team API keys (docs/protocol.md §13.15) and the credential scanner's revoke route.
 *
 * Order of checks, as the service does it: `me` is resolved while validating; then the
 * project's feature flag (plain text), then who may manage the keys (a client needs a
 * user; user keys must be its own, team keys need `$manage_api_keys` in the team, and a
 * missing permission answers API_KEY_NOT_FOUND so the team's existence does not leak).
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, success, type RequestAuth, type RouteSpec, route } from "../http/route";
import { s, type Out, type Schema } from "../http/schema";
import {
  apiKeysOf,
  createApiKey,
  findApiKeyById,
  findApiKeyBySecret,
  isApiKeyExpired,
  revokeApiKey,
  updateApiKey,
  type ApiKeyType,
  type ProjectApiKeyRecord,
} from "../state/api-keys";
import { effectiveTeamPermissions } from "../state/permissions";
import { findTeam } from "../state/teams";
import { findUser } from "../state/users";
import { apiKeyFirstView, apiKeyView } from "../views/api-keys";
import { requireAuth } from "./common";

const MANAGE_API_KEYS = "$manage_api_keys";

function requireFeature(auth: RequestAuth, type: ApiKeyType): void {
  const c = auth.project.config;
  if (type === "user" && !c.allow_user_api_keys) throw new StatusError(400, "User API keys are not enabled for this project.");
  if (type === "team" && !c.allow_team_api_keys) throw new StatusError(400, "Team API keys are not enabled for this project.");
}

/** `me` → the signed-in user's id (CANNOT_GET_OWN_USER_WITHOUT_USER without one). */
function resolveMe(auth: RequestAuth, userId: string): string;
function resolveMe(auth: RequestAuth, userId: string | undefined): string | undefined;
function resolveMe(auth: RequestAuth, userId: string | undefined): string | undefined {
  if (userId !== "me") return userId;
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  return auth.user.id;
}

/** Who may manage the keys of an owner; servers may manage any existing owner's keys. */
function requireCanManage(core: Core, auth: RequestAuth, type: ApiKeyType, ownerId: string): void {
  if (auth.type === "client") {
    if (!auth.user) throw new KnownErrors.UserAuthenticationRequired();
    if (type === "user") {
      if (ownerId !== auth.user.id) throw new StatusError(403, "Client can only manage their own api keys");
    } else if (!effectiveTeamPermissions(core, auth.project.id, ownerId, auth.user.id).has(MANAGE_API_KEYS)) {
      throw new KnownErrors.ApiKeyNotFound();
    }
    return;
  }
  if (type === "user" && !findUser(core, auth.project.id, ownerId)) throw new KnownErrors.UserIdDoesNotExist(ownerId);
  if (type === "team" && !findTeam(core, auth.project.id, ownerId)) throw new KnownErrors.TeamNotFound(ownerId);
}

/** The key with this id and type in the project, after the owner checks. */
function requireKey(core: Core, auth: RequestAuth, type: ApiKeyType, keyId: string, queryOwnerId: string | undefined): ProjectApiKeyRecord {
  const record = findApiKeyById(core, auth.project.id, keyId);
  if (!record || record.type !== type) throw new KnownErrors.ApiKeyNotFound();
  requireCanManage(core, auth, type, record.ownerId);
  if (queryOwnerId !== undefined && queryOwnerId !== record.ownerId) throw new KnownErrors.ApiKeyNotFound();
  return record;
}

/** A key whose owner is gone does not check out. */
function ownerExists(core: Core, record: ProjectApiKeyRecord): boolean {
  return record.type === "user" ? findUser(core, record.projectId, record.ownerId) !== undefined : findTeam(core, record.projectId, record.ownerId) !== undefined;
}

const keyIdParams = { api_key_id: s.uuid().defined() };
const updateBody = s.object({ description: s.string(), revoked: s.boolean().oneOf([true]) }).defined();
const checkBody = s.object({ api_key: s.string().defined() }).defined();

const keyFields = { description: s.string().defined(), expires_at_millis: s.number().defined().nullable(), is_public: s.boolean() };
const userKeyBody = s.object({ ...keyFields, user_id: s.userId().defined() }).defined();
const teamKeyBody = s.object({ ...keyFields, team_id: s.string().defined() }).defined();
type KeyBody = Out<typeof userKeyBody> | Out<typeof teamKeyBody>;

function routesFor(type: ApiKeyType): RouteSpec[] {
  const base = `/${type}-api-keys`;
  const ownerField = type === "user" ? "user_id" : "team_id";
  const ownerQuery: Record<string, Schema<any>> = type === "user" ? { user_id: s.userId() } : { team_id: s.uuid().defined() };
  return [
    route({
      method: "POST",
      path: base,
      access: CLIENT_AND_UP,
      body: (type === "user" ? userKeyBody : teamKeyBody) as Schema<KeyBody>,
      handler({ core, auth, body }) {
        const a = requireAuth(auth);
        const ownerId = "user_id" in body ? resolveMe(a, body.user_id) : body.team_id;
        requireFeature(a, type);
        requireCanManage(core, a, type, ownerId);
        const record = createApiKey(core, {
          projectId: a.project.id,
          type,
          ownerId,
          description: body.description,
          isPublic: body.is_public ?? false,
          expiresAtMillis: body.expires_at_millis,
        });
        return json(apiKeyFirstView(record));
      },
    }),
    route({
      method: "GET",
      path: base,
      access: CLIENT_AND_UP,
      query: ownerQuery,
      handler({ core, auth, query }) {
        const a = requireAuth(auth);
        const ownerId = type === "user" ? resolveMe(a, query.user_id as string | undefined) : (query.team_id as string);
        requireFeature(a, type);
        if (ownerId === undefined) throw new KnownErrors.SchemaError("user_id is required for user API keys");
        requireCanManage(core, a, type, ownerId);
        return json({ items: apiKeysOf(core, a.project.id, type, ownerId).map(apiKeyView), is_paginated: false });
      },
    }),
    route({
      method: "POST",
      path: `${base}/check`,
      access: SERVER_AND_UP,
      body: checkBody,
      handler({ core, auth, body }) {
        const a = requireAuth(auth);
        requireFeature(a, type);
        const record = findApiKeyBySecret(core, body.api_key, a.project.id);
        if (!record || !ownerExists(core, record)) throw new KnownErrors.ApiKeyNotFound();
        if (record.type !== type) throw new KnownErrors.WrongApiKeyType(type, record.type);
        if (record.manuallyRevokedAtMillis !== null) throw new KnownErrors.ApiKeyRevoked();
        if (isApiKeyExpired(core, record)) throw new KnownErrors.ApiKeyExpired();
        return json(apiKeyView(record));
      },
    }),
    route({
      method: "GET",
      path: `${base}/:api_key_id`,
      access: CLIENT_AND_UP,
      params: keyIdParams,
      query: ownerQuery,
      handler({ core, auth, params, query }) {
        const a = requireAuth(auth);
        const ownerId = resolveMe(a, query[ownerField] as string | undefined);
        requireFeature(a, type);
        return json(apiKeyView(requireKey(core, a, type, params.api_key_id, ownerId)));
      },
    }),
    route({
      method: "PATCH",
      path: `${base}/:api_key_id`,
      access: CLIENT_AND_UP,
      params: keyIdParams,
      query: ownerQuery,
      body: updateBody,
      handler({ core, auth, params, query, body }) {
        const a = requireAuth(auth);
        const ownerId = resolveMe(a, query[ownerField] as string | undefined);
        requireFeature(a, type);
        const record = requireKey(core, a, type, params.api_key_id, ownerId);
        if (body.description !== undefined) updateApiKey(core, record, { description: body.description });
        if (body.revoked === true) revokeApiKey(core, record);
        return json(apiKeyView(record));
      },
    }),
  ];
}

export const apiKeyRoutes: RouteSpec[] = [
  ...routesFor("user"),
  ...routesFor("team"),
  {
    // Called by secret scanners (GitHub etc.) with a leaked key; no project headers.
    method: "POST",
    path: "/integrations/credential-scanning/revoke",
    access: "none",
    body: checkBody,
    handler({ core, body }) {
      const record = findApiKeyBySecret(core, body.api_key);
      if (!record) throw new KnownErrors.ApiKeyNotFound();
      if (record.isPublic) throw new KnownErrors.PublicApiKeyCannotBeRevoked();
      if (isApiKeyExpired(core, record)) throw new KnownErrors.ApiKeyExpired();
      revokeApiKey(core, record);
      return success();
    },
  },
];
