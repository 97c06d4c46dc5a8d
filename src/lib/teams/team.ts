/**
 * Team objects from JSON (docs/api.md §3.5). The data is real; the member, invitation and
 * API-key methods delegate to functions of `team-ops.ts`, loaded on first use (a user's
 * selected team is built with the user, whose first page does not need the team area).
 */
import type { TeamJson } from "../../interface/wire/teams";
import { teamsArea } from "../core/areas";
import type { ClientContext } from "../core/context";
import type { Session } from "../session/session";
import type { Json } from "../core/json";
import type { Team } from "./team-types";

/** The data fields of a team, either tier. */
export function teamData(json: TeamJson) {
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
    update: async (options) => (await teamsArea.load()).updateTeam(ctx, session, id, options),
    delete: async () => (await teamsArea.load()).deleteTeam(ctx, session, id),
    listUsers: async () => (await teamsArea.load()).listTeamUsers(ctx, session, id),
    useUsers: () => teamsArea.use(ctx, "useUsers").useTeamUsers(ctx, session, id),
    removeUser: async (userId) => (await teamsArea.load()).removeTeamUser(ctx, session, id, userId),
    inviteUser: async (options) => (await teamsArea.load()).inviteUser(ctx, session, id, options),
    listInvitations: async () => (await teamsArea.load()).listInvitations(ctx, session, id),
    useInvitations: () => teamsArea.use(ctx, "useInvitations").useInvitations(ctx, session, id),
    createApiKey: async (options) => (await teamsArea.load()).createTeamApiKey(ctx, session, id, options),
    listApiKeys: async () => (await teamsArea.load()).listTeamApiKeys(ctx, session, id),
    useApiKeys: () => teamsArea.use(ctx, "useApiKeys").useTeamApiKeys(ctx, session, id),
  } satisfies Team);
}
