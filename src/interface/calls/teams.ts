/**
 * Teams, memberships, member profiles and invitations (docs/protocol.md §13.11, §13.12).
 */
import { call, callList, callResult } from "../request";
import { OBJECT, SERVER_TEAM, TEAM } from "../shapes";
import { INVITATION, INVITATION_DETAILS, INVITATION_SENT, MEMBER_PROFILE, SERVER_MEMBER_PROFILE } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type { CodeCheckJson, SuccessJson } from "../wire/common";
import type {
  ServerTeamCreateBodyJson,
  ServerTeamUpdateBodyJson,
  TeamInvitationAcceptResponseJson,
  TeamInvitationDetailsJson,
  TeamInvitationJson,
  TeamInvitationSendBodyJson,
  TeamInvitationSendResponseJson,
  TeamJson,
  TeamMemberProfileJson,
  TeamMemberProfileListQueryJson,
  TeamMemberProfileUpdateBodyJson,
  TeamMembershipJson,
  ServerTeamJson,
} from "../wire/teams";
import { VERIFICATION_ERRORS } from "./auth";

type AnyTeam = TeamJson | ServerTeamJson;

/** The view of the caller's tier: a client gets the client view, a server or admin the server view. */
const team = (c: CallContext) => (c.tier === "client" ? TEAM : SERVER_TEAM);
const profile = (c: CallContext) => (c.tier === "client" ? MEMBER_PROFILE : SERVER_MEMBER_PROFILE);

/** `GET /teams`; a client must pass its own id or `me`, a server may omit it (all teams). */
export async function listTeams<T extends AnyTeam>(c: CallContext, userId: string | undefined, session: RequestSession | null): Promise<T[]> {
  return callList(c, { path: "/teams", query: { user_id: userId }, session, shape: team(c) });
}

export async function getTeam<T extends AnyTeam>(c: CallContext, teamId: string, session: RequestSession | null): Promise<T> {
  return call(c, { path: apiPath`/teams/${teamId}`, session, shape: team(c) });
}

export async function createTeam<T extends AnyTeam>(c: CallContext, body: ServerTeamCreateBodyJson, session: RequestSession | null): Promise<T> {
  return call(c, { method: "POST", path: "/teams", body, session, shape: team(c) });
}

export async function updateTeam<T extends AnyTeam>(c: CallContext, teamId: string, body: ServerTeamUpdateBodyJson, session: RequestSession | null): Promise<T> {
  return call(c, { method: "PATCH", path: apiPath`/teams/${teamId}`, body, session, shape: team(c) });
}

export async function deleteTeam(c: CallContext, teamId: string, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/teams/${teamId}`, session, shape: OBJECT });
}

/** S+: the body must be `{}`. */
export async function addTeamMember(c: CallContext, teamId: string, userId: string): Promise<TeamMembershipJson> {
  return call(c, { method: "POST", path: apiPath`/team-memberships/${teamId}/${userId}`, body: {}, shape: OBJECT });
}

/** `DELETE /team-memberships/{team}/{user}`; leaving a team is `userId = "me"`. */
export async function removeTeamMember(c: CallContext, teamId: string, userId: string, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/team-memberships/${teamId}/${userId}`, body: {}, session, shape: OBJECT });
}

export async function listTeamMemberProfiles<P extends TeamMemberProfileJson>(
  c: CallContext,
  query: TeamMemberProfileListQueryJson,
  session: RequestSession | null,
): Promise<P[]> {
  return callList(c, { path: "/team-member-profiles", query, session, shape: profile(c) });
}

export async function getTeamMemberProfile<P extends TeamMemberProfileJson>(c: CallContext, teamId: string, userId: string, session: RequestSession | null): Promise<P> {
  return call(c, { path: apiPath`/team-member-profiles/${teamId}/${userId}`, session, shape: profile(c) });
}

export async function updateTeamMemberProfile<P extends TeamMemberProfileJson>(
  c: CallContext,
  teamId: string,
  userId: string,
  body: TeamMemberProfileUpdateBodyJson,
  session: RequestSession | null,
): Promise<P> {
  return call(c, { method: "PATCH", path: apiPath`/team-member-profiles/${teamId}/${userId}`, body, session, shape: profile(c) });
}

export async function sendTeamInvitation(c: CallContext, body: TeamInvitationSendBodyJson, session: RequestSession | null): Promise<TeamInvitationSendResponseJson> {
  return call(c, { method: "POST", path: "/team-invitations/send-code", body, session, shape: INVITATION_SENT });
}

export async function listTeamInvitations(c: CallContext, teamId: string, session: RequestSession | null): Promise<TeamInvitationJson[]> {
  return callList(c, { path: "/team-invitations", query: { team_id: teamId }, session, shape: INVITATION });
}

export async function revokeTeamInvitation(c: CallContext, invitationId: string, teamId: string, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/team-invitations/${invitationId}`, query: { team_id: teamId }, session, shape: OBJECT });
}

export async function acceptTeamInvitation(c: CallContext, code: string, session: RequestSession | null) {
  return callResult<TeamInvitationAcceptResponseJson, typeof VERIFICATION_ERRORS>(
    c,
    { method: "POST", path: "/team-invitations/accept", body: { code }, session, shape: OBJECT },
    VERIFICATION_ERRORS,
  );
}

export async function checkTeamInvitationCode(c: CallContext, code: string, session: RequestSession | null) {
  return callResult<CodeCheckJson, typeof VERIFICATION_ERRORS>(
    c,
    { method: "POST", path: "/team-invitations/accept/check-code", body: { code }, session, shape: OBJECT },
    VERIFICATION_ERRORS,
  );
}

export async function getTeamInvitationDetails(c: CallContext, code: string, session: RequestSession | null) {
  return callResult<TeamInvitationDetailsJson, typeof VERIFICATION_ERRORS>(
    c,
    { method: "POST", path: "/team-invitations/accept/details", body: { code }, session, shape: INVITATION_DETAILS },
    VERIFICATION_ERRORS,
  );
}
