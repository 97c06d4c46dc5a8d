/**
 * The project's own key sets (docs/protocol.md §13.17), admin only. A set created here is a
 * live set of project keys at once: the header check (`http/auth.ts`,
 * `isValidProjectKey`) accepts its keys until it is revoked or expires, and then
 * answers INVALID_PUBLISHABLE_CLIENT_KEY / INVALID_SECRET_SERVER_KEY /
 * INVALID_SUPER_SECRET_ADMIN_KEY, as the service does.
 */
import { KnownErrors } from "../../errors";
import { ADMIN_ONLY, json, type RequestAuth, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { newId, newProjectKey } from "../state/ids";
import { updateProject } from "../state/projects";
import type { ApiKeySetRecord } from "../state/types";
import { keySetFirstView, keySetView } from "../views/api-keys";
import { requireAuth } from "./common";

function requireSet(auth: RequestAuth, id: string): ApiKeySetRecord {
  const set = auth.project.apiKeySets.find((k) => k.id === id);
  if (!set) throw new KnownErrors.ApiKeyNotFound();
  return set;
}

/** Newest first; sets made in the same millisecond keep newest-first by insertion. */
function newestFirst(sets: readonly ApiKeySetRecord[]): ApiKeySetRecord[] {
  return [...sets].reverse().sort((a, b) => b.createdAtMillis - a.createdAtMillis);
}

const idParams = { api_key_id: s.uuid().defined() };

export const internalApiKeyRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/internal/api-keys",
    access: ADMIN_ONLY,
    handler({ auth }) {
      const a = requireAuth(auth);
      return json({ items: newestFirst(a.project.apiKeySets).map(keySetView), is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/internal/api-keys",
    access: ADMIN_ONLY,
    body: s.object({
      description: s.string().defined(),
      expires_at_millis: s.number().defined(),
      has_publishable_client_key: s.boolean().defined(),
      has_secret_server_key: s.boolean().defined(),
      has_super_secret_admin_key: s.boolean().defined(),
    }).defined(),
    handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const set: ApiKeySetRecord = {
        id: newId(),
        description: body.description,
        publishableClientKey: body.has_publishable_client_key ? newProjectKey("pck") : null,
        secretServerKey: body.has_secret_server_key ? newProjectKey("ssk") : null,
        superSecretAdminKey: body.has_super_secret_admin_key ? newProjectKey("sak") : null,
        createdAtMillis: core.clock.now(),
        expiresAtMillis: body.expires_at_millis,
        manuallyRevokedAtMillis: null,
      };
      updateProject(core, a.project, { apiKeySets: [...a.project.apiKeySets, set] });
      return json(keySetFirstView(set));
    },
  }),
  route({
    method: "GET",
    path: "/internal/api-keys/:api_key_id",
    access: ADMIN_ONLY,
    params: idParams,
    handler({ auth, params }) {
      return json(keySetView(requireSet(requireAuth(auth), params.api_key_id)));
    },
  }),
  route({
    method: "PATCH",
    path: "/internal/api-keys/:api_key_id",
    access: ADMIN_ONLY,
    params: idParams,
    body: s.object({ description: s.string(), revoked: s.boolean().oneOf([true]) }).defined(),
    handler({ core, auth, params, body }) {
      const { project } = auth;
      const set = requireSet(auth, params.api_key_id);
      const changed: ApiKeySetRecord = {
        ...set,
        ...(body.description !== undefined ? { description: body.description } : {}),
        // Revoking is one-way and keeps the first timestamp.
        ...(body.revoked === true && set.manuallyRevokedAtMillis === null ? { manuallyRevokedAtMillis: core.clock.now() } : {}),
      };
      updateProject(core, project, { apiKeySets: project.apiKeySets.map((s) => (s === set ? changed : s)) });
      return json(keySetView(changed));
    },
  }),
];
