/**
 * Team memberships and member profiles (endpoints.md §11). Leaving a team is
 * `DELETE /team-memberships/{team}/me`.
 */
import { KnownErrors } from "../../errors";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, SERVER_AND_UP, json, success, type RouteSpec } from "../http/route";
import { s } from "../http/schema";
import { requireTeamPermissions } from "../state/permissions";
import { addMember, findMembership, membershipsWhere, removeMember, requireTeam } from "../state/teams";
import type { UserRecord } from "../state/types";
import { memberProfileView } from "../views/teams";
import { requireAuth, resolveUserId } from "./common";
import { requireClientUser } from "./teams";
import { isBase64Image } from "./user-writes";

const memberParams = { team_id: s.uuid().defined(), user_id: s.userId().defined() };

export const teamMemberRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: "/team-memberships/:team_id/:user_id",
    access: SERVER_AND_UP,
    params: memberParams,
    body: s.object({}).defined(),
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      const user = resolveUserId(core, a, params.user_id);
      if (!user) throw new KnownErrors.UserNotFound();
      const team = requireTeam(core, a.project.id, params.team_id);
      if (findMembership(core, team.id, user.id)) throw new KnownErrors.TeamMembershipAlreadyExists();
      addMember(core, a.project, team, user, "member");
      return json({ team_id: team.id, user_id: user.id }, 201);
    },
  },
  {
    method: "DELETE",
    path: "/team-memberships/:team_id/:user_id",
    access: CLIENT_AND_UP,
    params: memberParams,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      if (a.type === "client") {
        const me = requireClientUser(a);
        const self = params.user_id === "me" || params.user_id === me.id;
        if (!self) requireTeamPermissions(core, a.project.id, params.team_id, me.id, ["$remove_members"]);
      }
      const user = resolveUserId(core, a, params.user_id);
      if (!user) throw new KnownErrors.UserNotFound();
      const membership = findMembership(core, params.team_id, user.id);
      if (!membership || membership.projectId !== a.project.id) throw new KnownErrors.TeamMembershipNotFound(params.team_id, user.id);
      removeMember(core, membership);
      return success();
    },
  },
  {
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
        const self = query.user_id === "me" || query.user_id === me.id;
        requireTeamPermissions(core, a.project.id, query.team_id, me.id, self ? [] : ["$read_members"]);
        user = query.user_id === undefined ? undefined : resolveUserId(core, a, query.user_id);
      } else {
        if (query.team_id !== undefined) requireTeam(core, a.project.id, query.team_id);
        if (query.user_id !== undefined) {
          user = resolveUserId(core, a, query.user_id);
          if (!user) throw new KnownErrors.UserNotFound();
        }
      }
      const items = membershipsWhere(core, (m) =>
        m.projectId === a.project.id
        && (query.team_id === undefined || m.teamId === query.team_id)
        && (query.user_id === undefined || m.userId === user?.id));
      return json({ items: items.map((m) => memberProfileView(core, a.type, m)), is_paginated: false });
    },
  },
  {
    method: "GET",
    path: "/team-member-profiles/:team_id/:user_id",
    access: CLIENT_AND_UP,
    params: memberParams,
    handler({ core, auth, params }) {
      const a = requireAuth(auth);
      if (a.type === "client") {
        const me = requireClientUser(a);
        const self = params.user_id === "me" || params.user_id === me.id;
        requireTeamPermissions(core, a.project.id, params.team_id, me.id, self ? [] : ["$read_members"]);
      }
      const user = resolveUserId(core, a, params.user_id);
      const membership = user ? findMembership(core, params.team_id, user.id) : undefined;
      if (!membership || membership.projectId !== a.project.id) throw new KnownErrors.TeamMembershipNotFound(params.team_id, user?.id ?? params.user_id);
      return json(memberProfileView(core, a.type, membership));
    },
  },
  {
    method: "PATCH",
    path: "/team-member-profiles/:team_id/:user_id",
    access: CLIENT_AND_UP,
    params: memberParams,
    body: s.object({ display_name: s.string(), profile_image_url: s.url().nullable().max(1_000_000) }).defined(),
    handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      if (a.type === "client") {
        const me = requireClientUser(a);
        if (params.user_id !== "me" && params.user_id !== me.id) throw new StatusError(403, "Cannot update another user's profile");
        if (typeof body.profile_image_url === "string" && !isBase64Image(body.profile_image_url)) throw new StatusError(400, "Invalid profile image URL");
      }
      const user = resolveUserId(core, a, params.user_id);
      const membership = user ? findMembership(core, params.team_id, user.id) : undefined;
      if (!membership || membership.projectId !== a.project.id) throw new KnownErrors.TeamMembershipNotFound(params.team_id, user?.id ?? params.user_id);
      if (body.display_name !== undefined) membership.displayName = body.display_name;
      if (body.profile_image_url !== undefined) membership.profileImageUrl = body.profile_image_url;
      return json(memberProfileView(core, a.type, membership));
    },
  },
];
