/**
 * Team objects from JSON (API.md §3.5). The data is real; the member, invitation and
 * API-key methods delegate to functions of `team-ops.ts` that are partly stubs.
 */
import type { ServerTeamJson, TeamJson } from "../../interface/wire/teams";
import type { ClientContext, ServerContext } from "../apps/context";
import type { Session } from "../session/session";
import type { Json } from "../users/user-types";
import * as ops from "./team-ops";
import type { ServerTeam, Team } from "./team-types";

function teamData(json: TeamJson) {
  return {
    id: json.id,
    displayName: json.display_name,
    profileImageUrl: json.profile_image_url ?? null,
    clientMetadata: (json.client_metadata ?? null) as Json,
    clientReadOnlyMetadata: (json.client_read_only_metadata ?? null) as Json,
  };
}

/** A client `Team` acting with the session's user. */
export function teamFromJson(ctx: ClientContext, session: Session, json: TeamJson): Team {
  const id = json.id;
  return Object.freeze({
    ...teamData(json),
    update: (options) => ops.updateTeam(ctx, session, id, options),
    delete: () => ops.deleteTeam(ctx, session, id),
    listUsers: () => ops.listTeamUsers(ctx, session, id),
    useUsers: () => ops.useTeamUsers(ctx, session, id),
    inviteUser: (options) => ops.inviteUser(ctx, session, id, options),
    listInvitations: () => ops.listInvitations(ctx, session, id),
    useInvitations: () => ops.useInvitations(ctx, session, id),
    createApiKey: (options) => ops.createTeamApiKey(ctx, session, id, options),
    listApiKeys: () => ops.listTeamApiKeys(ctx, session, id),
    useApiKeys: () => ops.useTeamApiKeys(ctx, session, id),
  } satisfies Team);
}

/** A `ServerTeam`, acting with the server key. */
export function serverTeamFromJson(ctx: ServerContext, json: ServerTeamJson): ServerTeam {
  const id = json.id;
  return Object.freeze({
    ...teamData(json),
    createdAt: new Date(json.created_at_millis),
    serverMetadata: (json.server_metadata ?? null) as Json,
    update: (options) => ops.updateServerTeam(ctx, id, options),
    delete: () => ops.deleteServerTeam(ctx, id),
    listUsers: () => ops.listServerTeamUsers(ctx, id),
    useUsers: () => ops.useServerTeamUsers(ctx, id),
    addUser: (userId) => ops.addServerTeamUser(ctx, id, userId),
    removeUser: (userId) => ops.removeServerTeamUser(ctx, id, userId),
    inviteUser: (options) => ops.inviteServerUser(ctx, id, options),
    listInvitations: () => ops.listServerInvitations(ctx, id),
    useInvitations: () => ops.useServerInvitations(ctx, id),
    createApiKey: (options) => ops.createServerTeamApiKey(ctx, id, options),
    listApiKeys: () => ops.listServerTeamApiKeys(ctx, id),
    useApiKeys: () => ops.useServerTeamApiKeys(ctx, id),
  } satisfies ServerTeam);
}
