/**
 * Team invitations (docs/protocol.md §13.12). An invitation is a verification code of type
 * `team_invitation` (7-day life); its id is the invitation id. Redeeming `accept`
 * burns the code before its own user check (docs/protocol.md §4.7).
 *
 * Where the seed service answers a 500 (send-code to an unknown team, revoking an
 * unknown invitation) the emulator answers TEAM_NOT_FOUND / VERIFICATION_CODE_NOT_FOUND.
 */
import { KnownErrors } from "../../errors";
import { CLIENT_AND_UP, json, success, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { sendTeamInvitationEmail } from "../mail/outbox";
import { createCode, deleteCode, findCodeById, invitationsOfTeam, redeemCode } from "../state/codes";
import { addMember, findMembership, findTeam, TEAM_INVITATION_CODE } from "../state/teams";
import { isTrustedUrl } from "../state/trusted-urls";
import { invitationView } from "../views/teams";
import { checkCodeRoute, codeBody, requireAuth } from "./common";
import { targetTeam } from "./teams";
import type { TeamRecord, UserRecord, VerificationCodeRecord } from "../state/types";
import type { Core } from "../core";
import type { RequestAuth } from "../http/route";

/** The team an invitation code is for, and the signed-in user the redeeming request needs. */
function invitedTeam(core: Core, a: RequestAuth, code: VerificationCodeRecord<"team_invitation">): { team: TeamRecord; user: UserRecord } {
  if (!a.user) throw new KnownErrors.UserAuthenticationRequired();
  const team = findTeam(core, a.project.id, code.data.team_id);
  if (!team) throw new KnownErrors.TeamNotFound(code.data.team_id);
  return { team, user: a.user };
}

export const teamInvitationRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/team-invitations/send-code",
    access: CLIENT_AND_UP,
    body: s.object({ team_id: s.uuid().defined(), email: s.email().defined(), callback_url: s.url().defined() }).defined(),
    handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const team = targetTeam(core, a, body.team_id, ["$invite_members"]);
      if (!isTrustedUrl(a.project, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      const code = createCode(core, a.project.id, TEAM_INVITATION_CODE, { team_id: team.id, email: body.email, callback_url: body.callback_url });
      sendTeamInvitationEmail(core, a.project, body.email, team, body.callback_url, code.code);
      return json({ success: true, id: code.id });
    },
  }),
  route({
    method: "GET",
    path: "/team-invitations",
    access: CLIENT_AND_UP,
    query: { team_id: s.uuid().defined() },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      const team = targetTeam(core, a, query.team_id, ["$read_members", "$invite_members"]);
      const now = core.clock.now();
      const items = invitationsOfTeam(core, team.id)
        .filter((c) => c.projectId === a.project.id && c.usedAtMillis === null && c.expiresAtMillis > now)
        .sort((x, y) => x.createdAtMillis - y.createdAtMillis)
        .map(invitationView);
      return json({ items, is_paginated: false });
    },
  }),
  route({
    method: "DELETE",
    path: "/team-invitations/:invitation_id",
    access: CLIENT_AND_UP,
    params: { invitation_id: s.uuid().defined() },
    query: { team_id: s.uuid().defined() },
    handler({ core, auth, params, query }) {
      const a = requireAuth(auth);
      targetTeam(core, a, query.team_id, ["$remove_members"]);
      // As in the service, the invitation is not checked against `team_id`.
      const code = findCodeById(core, a.project.id, TEAM_INVITATION_CODE, params.invitation_id);
      if (!code) throw new KnownErrors.VerificationCodeNotFound();
      deleteCode(core, code);
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/team-invitations/accept",
    access: CLIENT_AND_UP,
    body: codeBody,
    handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const code = redeemCode(core, a.project.id, TEAM_INVITATION_CODE, body.code, { consume: true });
      const { team, user } = invitedTeam(core, a, code);
      if (!findMembership(core, team.id, user.id)) addMember(core, a.project, team, user, "member");
      return json({});
    },
  }),
  checkCodeRoute("/team-invitations/accept/check-code", TEAM_INVITATION_CODE),
  route({
    method: "POST",
    path: "/team-invitations/accept/details",
    access: CLIENT_AND_UP,
    body: codeBody,
    handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const code = redeemCode(core, a.project.id, TEAM_INVITATION_CODE, body.code, { consume: false });
      const { team } = invitedTeam(core, a, code);
      return json({ team_id: team.id, team_display_name: team.displayName });
    },
  }),
];
