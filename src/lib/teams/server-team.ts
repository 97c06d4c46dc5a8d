/**
 * `ServerTeam` objects from JSON (docs/api.md §3.5), apart from the client `Team` of `team.ts`
 * so that a browser bundle, which builds the user's selected team on its first page,
 * leaves the server tier's team out. The methods load `team-ops.ts` on first use.
 */
import type { ServerTeamJson } from "../../interface/wire/teams";
import { inArea } from "../core/call-options";
import type { ServerContext } from "../core/context";
import type { Json } from "../core/json";
import { teamData } from "./team";
import type { ServerTeam } from "../users/user-types";

/** A `ServerTeam`, acting with the server key. */
export function serverTeamFromJson(ctx: ServerContext, json: ServerTeamJson): ServerTeam {
  const id = json.id;
  return Object.freeze({
    ...teamData(json),
    createdAt: new Date(json.created_at_millis),
    serverMetadata: (json.server_metadata ?? null) as Json,
    update: (options) => inArea(ctx.areas.teams, options, (m) => m.updateServerTeam(ctx, id, options)),
    delete: (options) => inArea(ctx.areas.teams, options, (m) => m.deleteServerTeam(ctx, id, options)),
    listUsers: (options) => inArea(ctx.areas.teams, options, (m) => m.listServerTeamUsers(ctx, id, options)),
    useUsers: () => ctx.areas.teams.use(ctx, "useUsers").useServerTeamUsers(ctx, id),
    addUser: (userId, options) => inArea(ctx.areas.teams, options, (m) => m.addServerTeamUser(ctx, id, userId, options)),
    removeUser: (userId, options) => inArea(ctx.areas.teams, options, (m) => m.removeServerTeamUser(ctx, id, userId, options)),
    inviteUser: (options) => inArea(ctx.areas.teams, options, (m) => m.inviteServerUser(ctx, id, options)),
    listInvitations: (options) => inArea(ctx.areas.teams, options, (m) => m.listServerInvitations(ctx, id, options)),
    useInvitations: () => ctx.areas.teams.use(ctx, "useInvitations").useServerInvitations(ctx, id),
    createApiKey: (options) => inArea(ctx.areas.teams, options, (m) => m.createServerTeamApiKey(ctx, id, options)),
    listApiKeys: (options) => inArea(ctx.areas.teams, options, (m) => m.listServerTeamApiKeys(ctx, id, options)),
    useApiKeys: () => ctx.areas.teams.use(ctx, "useApiKeys").useServerTeamApiKeys(ctx, id),
  } satisfies ServerTeam);
}
