/**
 * Team memberships and member profiles (docs/protocol.md §13.11). Leaving a team is
 * `DELETE /team-memberships/{team}/me`.
 */
import { KnownErrors } from "../../errors";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { STRING_LIMITS } from "../http/limits";
import { s } from "../http/schema";
import { requireTeamPermissions } from "../state/permissions";
import { addMember, findMembership, membershipsOfProject, membershipsOfTeam, membershipsOfUser, removeMember, requireTeam, updateMembership } from "../state/teams";
import type { TeamMembershipRecord, UserRecord } from "../state/types";
import type { Core } from "../core";
import type { RequestAuth } from "../http/route";
import { memberProfileView } from "../views/teams";
import { findUserOrThrow, isSelf, requireAuth, resolveUserId } from "./common";
import { requireClientUser } from "./teams";
import { isBase64Image } from "./user-writes";

const memberParams = { team_id: s.uuid().defined(), user_id: s.userId().defined() };

/** The membership of a `uuid|me` user in the team, or TEAM_MEMBERSHIP_NOT_FOUND. */
function memberProfile(core: Core, a: RequestAuth, teamId: string, userId: string): TeamMembershipRecord {
  const user = resolveUserId(core, a, userId);
  const membership = user ? findMembership(core, teamId, user.id) : undefined;
  if (!membership || membership.projectId !== a.project.id) throw new KnownErrors.TeamMembershipNotFound(teamId, user?.id ?? userId);
  return membership;
}

export const teamMemberRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/team-memberships/:team_id/:user_id",
    access: SERVER_AND_UP,
    params: memberParams,
    body: s.object({}).defined(),
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      const user = findUserOrThrow(core, a, params.user_id);
      const team = requireTeam(core, a.project.id, params.team_id);
      if (findMembership(core, team.id, user.id)) throw new KnownErrors.TeamMembershipAlreadyExists();
      addMember(core, a.project, team, user, "member");
      return json({ team_id: team.id, user_id: user.id }, 201);
    },
  }),
  route({
    method: "DELETE",
    path: "/team-memberships/:team_id/:user_id",
    access: CLIENT_AND_UP,
    params: memberParams,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      if (a.type === "client") {
        const me = requireClientUser(a);
        const self = isSelf(me, params.user_id);
        if (!self) requireTeamPermissions(core, a.project.id, params.team_id, me.id, ["$remove_members"]);
      }
      const user = findUserOrThrow(core, a, params.user_id);
      const membership = findMembership(core, params.team_id, user.id);
      if (!membership || membership.projectId !== a.project.id) throw new KnownErrors.TeamMembershipNotFound(params.team_id, user.id);
      removeMember(core, membership);
      return success();
    },
  }),
  route({
    method: "GET",
    path: "/team-member-profiles",
    access: CLIENT_AND_UP,
    query: { team_id: s.uuid(), user_id: s.userId() },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      let user: UserRecord | undefined;
      if (a.type === "client") {
        if (query.team_id === undefined) throw new StatusError(400, "team_id is required for access type client");
        const me = requireClientUser(a);
        const self = isSelf(me, query.user_id);
        requireTeamPermissions(core, a.project.id, query.team_id, me.id, self ? [] : ["$read_members"]);
        user = query.user_id === undefined ? undefined : resolveUserId(core, a, query.user_id);
      } else {
        if (query.team_id !== undefined) requireTeam(core, a.project.id, query.team_id);
        if (query.user_id !== undefined) {
          user = findUserOrThrow(core, a, query.user_id);
        }
      }
      // From the narrowest index, then the same filter whichever it was.
      const candidates = query.team_id !== undefined ? membershipsOfTeam(core, query.team_id)
        : query.user_id !== undefined ? (user ? membershipsOfUser(core, user.id) : [])
        : membershipsOfProject(core, a.project.id);
      const items = candidates.filter((m) =>
        m.projectId === a.project.id
        && (query.team_id === undefined || m.teamId === query.team_id)
        && (query.user_id === undefined || m.userId === user?.id));
      return json({ items: items.map((m) => memberProfileView(core, a.type, m)), is_paginated: false });
    },
  }),
  route({
    method: "GET",
    path: "/team-member-profiles/:team_id/:user_id",
    access: CLIENT_AND_UP,
    params: memberParams,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      if (a.type === "client") {
        const me = requireClientUser(a);
        const self = isSelf(me, params.user_id);
        requireTeamPermissions(core, a.project.id, params.team_id, me.id, self ? [] : ["$read_members"]);
      }
      const membership = memberProfile(core, a, params.team_id, params.user_id);
      return json(memberProfileView(core, a.type, membership));
    },
  }),
  route({
    method: "PATCH",
    path: "/team-member-profiles/:team_id/:user_id",
    access: CLIENT_AND_UP,
    params: memberParams,
    body: s.object({ display_name: s.displayName(), profile_image_url: s.url(STRING_LIMITS.imageUrl).nullable() }).defined(),
    handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      if (a.type === "client") {
        const me = requireClientUser(a);
        if (!isSelf(me, params.user_id)) throw new StatusError(403, "Cannot update another user's profile");
        if (typeof body.profile_image_url === "string" && !isBase64Image(body.profile_image_url)) throw new StatusError(400, "Invalid profile image URL");
      }
      const membership = memberProfile(core, a, params.team_id, params.user_id);
      updateMembership(core, membership, {
        ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
        ...(body.profile_image_url !== undefined ? { profileImageUrl: body.profile_image_url } : {}),
      });
      return json(memberProfileView(core, a.type, membership));
    },
  }),
];
