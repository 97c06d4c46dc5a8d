/**
 * Team objects from JSON (docs/api.md §3.5). The data is real; the member, invitation and
 * API-key methods delegate to functions of `team-ops.ts`, loaded on first use (a user's
 * selected team is built with the user, whose first page does not need the team area).
 */
import type { TeamJson } from "../../interface/wire/teams";
import { inArea } from "../core/call-options";
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
    // Each call stops at its signal's abort, even while the team area is still loading.
    update: (options) => inArea(ctx.areas.teams, options, (m) => m.updateTeam(ctx, session, id, options)),
    delete: (options) => inArea(ctx.areas.teams, options, (m) => m.deleteTeam(ctx, session, id, options)),
    listUsers: (options) => inArea(ctx.areas.teams, options, (m) => m.listTeamUsers(ctx, session, id, options)),
    useUsers: () => ctx.areas.teams.use(ctx, "useUsers").useTeamUsers(ctx, session, id),
    removeUser: (userId, options) => inArea(ctx.areas.teams, options, (m) => m.removeTeamUser(ctx, session, id, userId, options)),
    inviteUser: (options) => inArea(ctx.areas.teams, options, (m) => m.inviteUser(ctx, session, id, options)),
    listInvitations: (options) => inArea(ctx.areas.teams, options, (m) => m.listInvitations(ctx, session, id, options)),
    useInvitations: () => ctx.areas.teams.use(ctx, "useInvitations").useInvitations(ctx, session, id),
    createApiKey: (options) => inArea(ctx.areas.teams, options, (m) => m.createTeamApiKey(ctx, session, id, options)),
    listApiKeys: (options) => inArea(ctx.areas.teams, options, (m) => m.listTeamApiKeys(ctx, session, id, options)),
    useApiKeys: () => ctx.areas.teams.use(ctx, "useApiKeys").useTeamApiKeys(ctx, session, id),
  } satisfies Team);
}
