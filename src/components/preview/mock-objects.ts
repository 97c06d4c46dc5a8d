/**
 * Stand-ins for the SDK objects the account pages read (`CurrentUser`, `Team`, contact
 * channels, API keys, sessions), built from preview data. Reads return the data; writes
 * resolve and change nothing (a preview has no service). Only the members the pages use
 * are real; the objects are typed as the SDK's so the pages need no second code path.
 */
import type { ActiveSession } from "../../lib/active-sessions/active-session-types";
import type { TeamApiKey, UserApiKey } from "../../lib/api-keys/api-key-types";
import type { ContactChannel } from "../../lib/contact-channels/contact-channel-types";
import type { Project, ProjectConfig } from "../../lib/projects/project-types";
import type { Team, TeamInvitation, TeamUser } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import type { MockApiKey, MockProject, MockSession, MockTeam, MockUser } from "./preview-types";

const TEAM_PERMISSIONS = ["$update_team", "$delete_team", "$read_members", "$remove_members", "$invite_members", "$manage_api_keys"];
const done = async (): Promise<void> => {};
const DAY = 86_400_000;

export const PREVIEW_CONFIG: ProjectConfig = {
  signUpEnabled: true,
  credentialEnabled: true,
  magicLinkEnabled: true,
  passkeyEnabled: true,
  clientTeamCreationEnabled: true,
  clientUserDeletionEnabled: true,
  allowUserApiKeys: true,
  allowTeamApiKeys: true,
  oauthProviders: [{ id: "google" }, { id: "github" }],
};

export function previewProject(mock: MockProject | undefined): Project {
  return { id: "preview", displayName: mock?.displayName ?? "Preview", config: { ...PREVIEW_CONFIG, ...mock?.config } };
}

function apiKey<K extends "user" | "team">(mock: MockApiKey, type: K, owner: string): K extends "user" ? UserApiKey : TeamApiKey {
  const expired = mock.expiresAt ? mock.expiresAt.getTime() < Date.now() : false;
  const why = mock.revoked ? "manually-revoked" : expired ? "expired" : null;
  const base = {
    id: mock.id,
    description: mock.description,
    expiresAt: mock.expiresAt ?? undefined,
    manuallyRevokedAt: mock.revoked ? new Date() : null,
    createdAt: mock.createdAt ?? new Date(Date.now() - DAY),
    isPublic: false,
    isValid: () => why === null,
    whyInvalid: () => why,
    update: done,
    revoke: done,
    value: { lastFour: mock.lastFour },
  };
  return (type === "user" ? { ...base, type, userId: owner } : { ...base, type, teamId: owner }) as never;
}

function team(mock: MockTeam): Team {
  const users: TeamUser[] = (mock.members ?? []).map((m) => ({ id: m.id, teamProfile: { displayName: m.displayName ?? null, profileImageUrl: m.profileImageUrl ?? null } }));
  const invitations: TeamInvitation[] = (mock.invitations ?? []).map((i) => ({ id: i.id, recipientEmail: i.recipientEmail, expiresAt: i.expiresAt ?? new Date(Date.now() + 7 * DAY), revoke: done }));
  const keys = (mock.apiKeys ?? []).map((k) => apiKey(k, "team", mock.id));
  const teamObject: Team = {
    id: mock.id,
    displayName: mock.displayName,
    profileImageUrl: mock.profileImageUrl ?? null,
    clientMetadata: null,
    clientReadOnlyMetadata: null,
    update: done,
    delete: done,
    listUsers: async () => users,
    useUsers: () => users,
    removeUser: done,
    inviteUser: done,
    listInvitations: async () => invitations,
    useInvitations: () => invitations,
    createApiKey: async (options) => ({ ...apiKey({ id: "new", description: options.description, lastFour: "abcd" }, "team", mock.id), value: "preview_key_abcd" }),
    listApiKeys: async () => keys,
    useApiKeys: () => keys,
  };
  return teamObject;
}

function channels(user: MockUser): ContactChannel[] {
  const emails = user.emails ?? (user.primaryEmail ? [{ value: user.primaryEmail, isPrimary: true, isVerified: true, usedForAuth: true }] : []);
  return emails.map((e, i) => ({
    id: `email-${i}`,
    value: e.value,
    type: "email",
    isPrimary: e.isPrimary ?? false,
    isVerified: e.isVerified ?? false,
    usedForAuth: e.usedForAuth ?? false,
    sendVerificationEmail: done,
    update: done,
    delete: done,
  }));
}

function session(mock: MockSession): ActiveSession {
  const geo = mock.geoInfo;
  return {
    id: mock.id,
    userId: "preview-user",
    createdAt: mock.createdAt,
    isImpersonation: mock.isImpersonation ?? false,
    lastUsedAt: mock.lastUsedAt ?? null,
    isCurrentSession: mock.isCurrentSession ?? false,
    geoInfo: geo
      ? { ip: geo.ip, cityName: geo.cityName ?? null, regionCode: geo.regionCode ?? null, countryCode: geo.countryCode ?? null, latitude: null, longitude: null, tzIdentifier: null }
      : null,
  };
}

export type PreviewData = { user: MockUser; teams?: MockTeam[]; apiKeys?: MockApiKey[]; sessions?: MockSession[] };

/** A `CurrentUser` whose reads answer from `data` and whose writes do nothing. */
export function previewUser({ user, teams = [], apiKeys = [], sessions = [] }: PreviewData): CurrentUser {
  const id = user.id ?? "preview-user";
  const teamObjects = teams.map(team);
  const permissionsOf = (t: { id: string } | undefined) => (teams.find((m) => m.id === t?.id)?.permissions ?? TEAM_PERMISSIONS).map((p) => ({ id: p }));
  const keys = apiKeys.map((k) => apiKey(k, "user", id));
  const emailChannels = channels(user);
  const sessionObjects = sessions.map(session);
  const profileOf = (t: { id: string }) => {
    const member = teams.find((m) => m.id === t.id)?.members?.find((m) => m.id === id);
    return { displayName: member?.displayName ?? null, profileImageUrl: member?.profileImageUrl ?? null, update: done };
  };
  const stand = {
    id,
    displayName: user.displayName ?? null,
    primaryEmail: user.primaryEmail ?? null,
    primaryEmailVerified: true,
    profileImageUrl: user.profileImageUrl ?? null,
    signedUpAt: new Date(0),
    clientMetadata: null,
    clientReadOnlyMetadata: null,
    hasPassword: user.hasPassword ?? true,
    otpAuthEnabled: user.otpAuthEnabled ?? false,
    passkeyAuthEnabled: user.passkeyAuthEnabled ?? false,
    isMultiFactorRequired: user.isMultiFactorRequired ?? false,
    isAnonymous: false,
    emailAuthEnabled: true,
    oauthProviders: (user.oauthProviders ?? []).map((p) => ({ id: p })),
    selectedTeam: teamObjects.find((t) => t.id === user.selectedTeamId) ?? null,
    currentSession: { getTokens: async () => ({ accessToken: null, refreshToken: null }) },
    update: done,
    setDisplayName: done,
    setClientMetadata: done,
    setSelectedTeam: done,
    delete: done,
    signOut: done,
    updatePassword: async () => undefined,
    setPassword: async () => undefined,
    registerPasskey: async () => ({ status: "ok", data: undefined }),
    listTeams: async () => teamObjects,
    useTeams: () => teamObjects,
    getTeam: async (teamId: string) => teamObjects.find((t) => t.id === teamId) ?? null,
    useTeam: (teamId: string) => teamObjects.find((t) => t.id === teamId) ?? null,
    createTeam: async (options: { displayName: string }) => team({ id: "new-team", displayName: options.displayName }),
    leaveTeam: done,
    listPermissions: async (t?: { id: string }) => permissionsOf(t),
    usePermissions: (t?: { id: string }) => permissionsOf(t),
    getPermission: async (t: { id: string }, p: string) => permissionsOf(t).find((x) => x.id === p) ?? null,
    usePermission: (t: { id: string }, p: string) => permissionsOf(t).find((x) => x.id === p) ?? null,
    hasPermission: async (t: { id: string }, p: string) => permissionsOf(t).some((x) => x.id === p),
    getTeamProfile: async (t: { id: string }) => profileOf(t),
    useTeamProfile: (t: { id: string }) => profileOf(t),
    listContactChannels: async () => emailChannels,
    useContactChannels: () => emailChannels,
    createContactChannel: async () => emailChannels[0],
    getActiveSessions: async () => sessionObjects,
    revokeSession: done,
    createApiKey: async (options: { description: string }) => ({ ...apiKey({ id: "new", description: options.description, lastFour: "abcd" }, "user", id), value: "preview_key_abcd" }),
    listApiKeys: async () => keys,
    useApiKeys: () => keys,
  };
  return stand as unknown as CurrentUser;
}
