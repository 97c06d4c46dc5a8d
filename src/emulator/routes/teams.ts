/**
 * Teams (docs/protocol.md §13.11): `/teams`. Memberships and member profiles are in
 * `team-members.ts`. Client callers act as their user and are permission-checked;
 * servers act unconditionally.
 */
import { KnownErrors } from "../../errors";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, byTier, json, route, success, type RequestAuth, type RouteSpec } from "../http/route";
import { STRING_LIMITS } from "../http/limits";
import { s } from "../http/schema";
import { requireTeamPermissions } from "../state/permissions";
import { addMember, createTeam, findTeam, requireTeam, teamsOfProject, teamsOfUser, updateTeam } from "../state/teams";
import { deleteTeam } from "../state/cascade";
import type { AccessType, TeamRecord, UserRecord } from "../state/types";
import { clientTeamView, serverTeamView } from "../views/users";
import type { Core } from "../core";
import { findUserOrThrow, requireAuth, resolveUserId } from "./common";
import { isBase64Image } from "./user-writes";

const clientWritable = {
  display_name: s.displayName(),
  profile_image_url: s.url(STRING_LIMITS.imageUrl).nullable(),
  client_metadata: s.json(),
};
const serverWritable = { ...clientWritable, client_read_only_metadata: s.json(), server_metadata: s.json() };
const creation = { display_name: s.displayName().defined(), creator_user_id: s.userId() };

// The service merges two object schemas on create, so an unknown field is reported twice.
const createBody = byTier(
  s.object({ ...clientWritable, ...creation }, { duplicateUnknownLine: true }).defined(),
  s.object({ ...serverWritable, ...creation }, { duplicateUnknownLine: true }).defined(),
);
const updateBody = byTier(s.object(clientWritable).defined(), s.object(serverWritable).defined());

const teamIdParam = { team_id: s.uuid().defined() };

/** The signed-in user of a client call (USER_AUTHENTICATION_REQUIRED otherwise). */
export function requireClientUser(a: RequestAuth): UserRecord {
  if (!a.user) throw new KnownErrors.UserAuthenticationRequired();
  return a.user;
}

export function teamViewFor(type: AccessType, team: TeamRecord) {
  return type === "client" ? clientTeamView(team) : serverTeamView(team);
}

/**
 * The team a call targets: a client must be a member holding `permissions` (an
 * unknown team is TEAM_MEMBERSHIP_NOT_FOUND for clients), a server gets TEAM_NOT_FOUND.
 */
export function targetTeam(core: Core, a: RequestAuth, teamId: string, permissions: string[] = []): TeamRecord {
  if (a.type === "client") {
    const user = requireClientUser(a);
    requireTeamPermissions(core, a.project.id, teamId, user.id, permissions);
    return findTeam(core, a.project.id, teamId)!;
  }
  return requireTeam(core, a.project.id, teamId);
}

function checkClientImage(type: AccessType, url: unknown): void {
  if (type === "client" && typeof url === "string" && !isBase64Image(url)) throw new StatusError(400, "Invalid profile image URL");
}

export const teamRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/teams",
    access: CLIENT_AND_UP,
    query: { user_id: s.userId() },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      if (a.type === "client" && query.user_id !== "me" && (query.user_id === undefined || query.user_id !== a.user?.id)) {
        throw new StatusError(403, 'Client can only list teams for their own user. user_id must be either "me" or the ID of the current user');
      }
      let teams: TeamRecord[];
      if (query.user_id !== undefined) {
        const user = resolveUserId(core, a, query.user_id);
        teams = user ? teamsOfUser(core, user.id).filter((t) => t.projectId === a.project.id) : [];
      } else {
        teams = teamsOfProject(core, a.project.id);
      }
      return json({ items: teams.map((t) => teamViewFor(a.type, t)), is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/teams",
    access: CLIENT_AND_UP,
    query: { add_current_user: s.string().oneOf(["true", "false"]) },
    body: createBody,
    handler({ core, auth, query, body }) {
      const a = requireAuth(auth);
      if (body.creator_user_id !== undefined && query.add_current_user !== undefined) {
        throw new StatusError(400, "Cannot use both creator_user_id and add_current_user. add_current_user is deprecated, please only use creator_user_id in the body.");
      }
      let creator: UserRecord | null = null;
      if (a.type === "client") {
        const user = requireClientUser(a);
        if (!a.project.config.client_team_creation_enabled) throw new StatusError(403, "Client team creation is disabled for this project");
        checkClientImage(a.type, body.profile_image_url);
        if (body.creator_user_id !== undefined && body.creator_user_id !== "me" && body.creator_user_id !== user.id) {
          throw new StatusError(403, "You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to 'me'.");
        }
        creator = user;
      } else if (body.creator_user_id !== undefined) {
        creator = findUserOrThrow(core, a, body.creator_user_id);
      }
      if (query.add_current_user === "true") {
        if (!a.user) throw new StatusError(401, "You must be logged in to create a team with the current user as a member.");
        creator = a.user;
      }
      const team = createTeam(core, a.project.id, {
        displayName: body.display_name,
        profileImageUrl: body.profile_image_url,
        clientMetadata: body.client_metadata,
        clientReadOnlyMetadata: body.client_read_only_metadata,
        serverMetadata: body.server_metadata,
      });
      if (creator) addMember(core, a.project, team, creator, "creator");
      return json(teamViewFor(a.type, team), 201);
    },
  }),
  route({
    method: "GET",
    path: "/teams/:team_id",
    access: CLIENT_AND_UP,
    params: teamIdParam,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      return json(teamViewFor(a.type, targetTeam(core, a, params.team_id)));
    },
  }),
  route({
    method: "PATCH",
    path: "/teams/:team_id",
    access: CLIENT_AND_UP,
    params: teamIdParam,
    body: updateBody,
    handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      checkClientImage(a.type, body.profile_image_url);
      const team = targetTeam(core, a, params.team_id, ["$update_team"]);
      updateTeam(core, team, {
        ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
        ...(body.profile_image_url !== undefined ? { profileImageUrl: body.profile_image_url } : {}),
        ...(body.client_metadata !== undefined ? { clientMetadata: body.client_metadata } : {}),
        ...(body.client_read_only_metadata !== undefined ? { clientReadOnlyMetadata: body.client_read_only_metadata } : {}),
        ...(body.server_metadata !== undefined ? { serverMetadata: body.server_metadata } : {}),
      });
      return json(teamViewFor(a.type, team));
    },
  }),
  route({
    method: "DELETE",
    path: "/teams/:team_id",
    access: CLIENT_AND_UP,
    params: teamIdParam,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      deleteTeam(core, targetTeam(core, a, params.team_id, ["$delete_team"]));
      return success();
    },
  }),
];
