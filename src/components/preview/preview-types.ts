/**
 * What a preview of the pages is given instead of a service (`mockUser`, `mockTeams`,
 * `mockProject`, `mockApiKeys`, `mockSessions`): plain data, every field optional, so a
 * design system or a docs site renders the pages with no request at all.
 */
import type { ProjectConfig } from "../../lib/projects/project-types";

export type MockEmail = { value: string; isPrimary?: boolean; isVerified?: boolean; usedForAuth?: boolean };

export type MockUser = {
  id?: string | undefined;
  displayName?: string | null | undefined;
  primaryEmail?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  /** The addresses of Emails & auth; default: the primary email, verified and used for sign-in. */
  emails?: MockEmail[] | undefined;
  hasPassword?: boolean | undefined;
  otpAuthEnabled?: boolean | undefined;
  passkeyAuthEnabled?: boolean | undefined;
  isMultiFactorRequired?: boolean | undefined;
  /** Ids of OAuth providers the user signs in with. */
  oauthProviders?: string[] | undefined;
  /** Id of one of `mockTeams`. */
  selectedTeamId?: string | null | undefined;
};

export type MockTeamMember = { id: string; displayName?: string | null; profileImageUrl?: string | null };

export type MockTeam = {
  id: string;
  displayName: string;
  profileImageUrl?: string | null | undefined;
  members?: MockTeamMember[] | undefined;
  invitations?: { id: string; recipientEmail: string | null; expiresAt?: Date }[] | undefined;
  /** The preview user's permissions in this team; default: all of them (an admin). */
  permissions?: string[] | undefined;
  apiKeys?: MockApiKey[] | undefined;
};

export type MockApiKey = { id: string; description: string; lastFour: string; expiresAt?: Date | null; createdAt?: Date; revoked?: boolean };

export type MockSession = {
  id: string;
  createdAt: Date;
  lastUsedAt?: Date | null | undefined;
  isCurrentSession?: boolean | undefined;
  isImpersonation?: boolean | undefined;
  geoInfo?: { ip: string; cityName?: string | null; regionCode?: string | null; countryCode?: string | null } | null | undefined;
};

export type MockProject = { displayName?: string; config?: Partial<ProjectConfig> };
