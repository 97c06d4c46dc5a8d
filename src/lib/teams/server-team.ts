/**
 * `ServerTeam` objects from JSON (docs/api.md §3.5), apart from the client `Team` of `team.ts`
 * so that a browser bundle, which builds the user's selected team on its first page,
 * leaves the server tier's team out. The methods load `team-ops.ts` on first use.
 */
import type { ServerTeamJson } from "../../interface/wire/teams";
import { teamsArea } from "../core/areas";
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
    update: async (options) => (await teamsArea.load()).updateServerTeam(ctx, id, options),
    delete: async () => (await teamsArea.load()).deleteServerTeam(ctx, id),
    listUsers: async () => (await teamsArea.load()).listServerTeamUsers(ctx, id),
    useUsers: () => teamsArea.use(ctx, "useUsers").useServerTeamUsers(ctx, id),
    addUser: async (userId) => (await teamsArea.load()).addServerTeamUser(ctx, id, userId),
    removeUser: async (userId) => (await teamsArea.load()).removeServerTeamUser(ctx, id, userId),
    inviteUser: async (options) => (await teamsArea.load()).inviteServerUser(ctx, id, options),
    listInvitations: async () => (await teamsArea.load()).listServerInvitations(ctx, id),
    useInvitations: () => teamsArea.use(ctx, "useInvitations").useServerInvitations(ctx, id),
    createApiKey: async (options) => (await teamsArea.load()).createServerTeamApiKey(ctx, id, options),
    listApiKeys: async () => (await teamsArea.load()).listServerTeamApiKeys(ctx, id),
    useApiKeys: () => teamsArea.use(ctx, "useApiKeys").useServerTeamApiKeys(ctx, id),
  } satisfies ServerTeam);
}
