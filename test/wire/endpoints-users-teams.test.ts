/**
 * Users, contact channels, teams, memberships, member profiles and invitations,
 * replayed from the recorded exchanges.
 */
import { describe, it } from "vitest";
import { checkRecorded, queryParam, segment } from "./recorded";
import type { RecordedCase } from "./recorded";

const cases: Array<[string, RecordedCase]> = [
  // Users
  ["getCurrentUser (client view)", { file: "users", index: 41, run: ({ api, session }) => api.getCurrentUser(session) }],
  ["getCurrentUser: CannotGetOwnUserWithoutUser as a Result", { file: "users", index: 43, error: "result", run: ({ api }) => api.getCurrentUser(null) }],
  ["getServerCurrentUser (server view)", { file: "users", index: 42, run: ({ api, session }) => api.getServerCurrentUser(session) }],
  ["updateCurrentUser", { file: "users", index: 45, run: ({ api, body, session }) => api.updateCurrentUser(body, session) }],
  ["updateCurrentUser: 400 text", { file: "users", index: 47, run: ({ api, body, session }) => api.updateCurrentUser(body, session) }],
  ["updateServerCurrentUser", { file: "users", index: 52, run: ({ api, body, session }) => api.updateServerCurrentUser(body, session) }],
  ["deleteCurrentUser", { file: "users", index: 53, run: ({ api, session }) => api.deleteCurrentUser(session) }],
  ["createUser", { file: "users", index: 0, run: ({ api, body }) => api.createUser(body) }],
  ["createUser: UserWithEmailAlreadyExists is thrown", { file: "users", index: 3, error: "throw", run: ({ api, body }) => api.createUser(body) }],
  ["listUsers with query", { file: "users", index: 16, run: ({ api, ex }) => api.listUsers({ query: queryParam(ex, "query") }).then((page) => page.items) }],
  ["listUsers with order_by and desc", {
    file: "users", index: 19,
    run: ({ api, ex }) => api.listUsers({ query: queryParam(ex, "query"), order_by: "signed_up_at", desc: true }).then((page) => page.items),
  }],
  ["getUser", { file: "users", index: 26, run: ({ api, ex }) => api.getUser(segment(ex, 1)) }],
  ["getUser: UserNotFound as a Result", { file: "users", index: 28, error: "result", run: ({ api, ex }) => api.getUser(segment(ex, 1)) }],
  ["updateUser", { file: "users", index: 32, run: ({ api, ex, body }) => api.updateUser(segment(ex, 1), body) }],
  ["deleteUser", { file: "users", index: 39, body: {}, run: ({ api, ex }) => api.deleteUser(segment(ex, 1)) }],
  // Contact channels
  ["createContactChannel", { file: "contact-channels", index: 0, run: ({ api, body, session }) => { const { user_id: _, ...rest } = body; return api.createContactChannel(rest, session); } }],
  ["createServerContactChannel", { file: "contact-channels", index: 9, run: ({ api, body }) => api.createServerContactChannel(body) }],
  ["listContactChannels", { file: "contact-channels", index: 10, run: ({ api, session }) => api.listContactChannels(session) }],
  ["listServerContactChannels", { file: "contact-channels", index: 13, run: ({ api, ex }) => api.listServerContactChannels(queryParam(ex, "user_id")) }],
  ["getContactChannel", { file: "contact-channels", index: 15, run: ({ api, ex, session }) => api.getContactChannel(segment(ex, 1), session) }],
  ["updateContactChannel", { file: "contact-channels", index: 19, run: ({ api, ex, body, session }) => api.updateContactChannel(segment(ex, 1), body, session) }],
  ["updateServerContactChannel", { file: "contact-channels", index: 24, run: ({ api, ex, body }) => api.updateServerContactChannel(segment(ex, 2), segment(ex, 1), body) }],
  ["sendContactChannelVerificationCode", {
    file: "contact-channels", index: 25,
    run: ({ api, ex, body, session }) => api.sendContactChannelVerificationCode(segment(ex, 2), body.callback_url, session),
  }],
  ["checkEmailVerificationCode", { file: "contact-channels", index: 31, run: ({ api, body }) => api.checkEmailVerificationCode(body.code) }],
  ["verifyEmail", { file: "contact-channels", index: 32, run: ({ api, body }) => api.verifyEmail(body.code) }],
  ["sendVerificationEmail (legacy)", { file: "contact-channels", index: 36, run: ({ api, body, session }) => api.sendVerificationEmail(body, session) }],
  ["deleteContactChannel", { file: "contact-channels", index: 40, run: ({ api, ex, session }) => api.deleteContactChannel(segment(ex, 1), session) }],
  ["deleteServerContactChannel", { file: "contact-channels", index: 44, run: ({ api, ex }) => api.deleteServerContactChannel(segment(ex, 2), segment(ex, 1)) }],
  // Teams
  ["createTeam", { file: "teams", index: 1, run: ({ api, body, session }) => api.createTeam(body, session) }],
  ["createTeam: USER_AUTHENTICATION_REQUIRED is thrown", { file: "teams", index: 2, error: "throw", run: ({ api, body, session }) => api.createTeam(body, session) }],
  ["createServerTeam", { file: "teams", index: 9, run: ({ api, body }) => api.createServerTeam(body) }],
  ["addTeamMember", { file: "teams", index: 12, run: ({ api, ex }) => api.addTeamMember(segment(ex, 2), segment(ex, 1)) }],
  ["addTeamMember: TeamMembershipAlreadyExists is thrown", { file: "teams", index: 13, error: "throw", run: ({ api, ex }) => api.addTeamMember(segment(ex, 2), segment(ex, 1)) }],
  ["listTeams", { file: "teams", index: 18, run: ({ api, session }) => api.listTeams(session) }],
  ["listServerTeams for a user", { file: "teams", index: 21, run: ({ api, ex }) => api.listServerTeams(queryParam(ex, "user_id")) }],
  ["listServerTeams (all)", { file: "teams", index: 55, run: ({ api }) => api.listServerTeams() }],
  ["getTeam", { file: "teams", index: 22, run: ({ api, ex, session }) => api.getTeam(segment(ex, 1), session) }],
  ["getServerTeam", { file: "teams", index: 28, run: ({ api, ex }) => api.getServerTeam(segment(ex, 1)) }],
  ["getServerTeam: TeamNotFound is thrown", { file: "teams", index: 25, error: "throw", run: ({ api, ex }) => api.getServerTeam(segment(ex, 1)) }],
  ["updateTeam", { file: "teams", index: 29, run: ({ api, ex, body, session }) => api.updateTeam(segment(ex, 1), body, session) }],
  ["updateServerTeam", { file: "teams", index: 32, run: ({ api, ex, body }) => api.updateServerTeam(segment(ex, 1), body) }],
  ["listTeamMemberProfiles", { file: "teams", index: 34, run: ({ api, ex, session }) => api.listTeamMemberProfiles(queryParam(ex, "team_id"), session) }],
  ["listServerTeamMemberProfiles by user", { file: "teams", index: 37, run: ({ api, ex }) => api.listServerTeamMemberProfiles({ user_id: queryParam(ex, "user_id") }) }],
  ["getTeamMemberProfile", { file: "teams", index: 39, run: ({ api, ex, session }) => api.getTeamMemberProfile(segment(ex, 2), segment(ex, 1), session) }],
  ["updateTeamMemberProfile", { file: "teams", index: 42, run: ({ api, ex, body, session }) => api.updateTeamMemberProfile(segment(ex, 2), body, session) }],
  ["removeTeamMember (leave)", { file: "teams", index: 48, run: ({ api, ex, session }) => api.removeTeamMember(segment(ex, 2), segment(ex, 1), session) }],
  ["deleteTeam", { file: "teams", index: 52, run: ({ api, ex, session }) => api.deleteTeam(segment(ex, 1), session) }],
  ["deleteServerTeam", { file: "teams", index: 54, run: ({ api, ex }) => api.deleteServerTeam(segment(ex, 1)) }],
  // Invitations
  ["sendTeamInvitation", { file: "team-invitations", index: 0, run: ({ api, body, session }) => api.sendTeamInvitation(body, session) }],
  ["sendServerTeamInvitation", { file: "team-invitations", index: 1, run: ({ api, body }) => api.sendServerTeamInvitation(body) }],
  ["listTeamInvitations", { file: "team-invitations", index: 9, run: ({ api, ex, session }) => api.listTeamInvitations(queryParam(ex, "team_id"), session) }],
  ["listServerTeamInvitations", { file: "team-invitations", index: 10, run: ({ api, ex }) => api.listServerTeamInvitations(queryParam(ex, "team_id")) }],
  ["revokeTeamInvitation", { file: "team-invitations", index: 14, run: ({ api, ex, session }) => api.revokeTeamInvitation(segment(ex, 1), queryParam(ex, "team_id"), session) }],
  ["checkTeamInvitationCode", { file: "team-invitations", index: 18, run: ({ api, body, session }) => api.checkTeamInvitationCode(body.code, session) }],
  ["getTeamInvitationDetails", { file: "team-invitations", index: 19, run: ({ api, body, session }) => api.getTeamInvitationDetails(body.code, session) }],
  ["acceptTeamInvitation", { file: "team-invitations", index: 21, run: ({ api, body, session }) => api.acceptTeamInvitation(body.code, session) }],
  ["acceptTeamInvitation: VerificationCodeAlreadyUsed as a Result", { file: "team-invitations", index: 23, error: "result", run: ({ api, body, session }) => api.acceptTeamInvitation(body.code, session) }],
];

describe("user and team endpoints", () => {
  for (const [name, c] of cases) {
    it(`${name} (${c.file} #${c.index})`, () => checkRecorded(c));
  }
});
