/**
 * Teams as the app sees them (docs/api.md §3.5). Client objects act with the signed-in
 * user's permissions; server objects act unconditionally. Every method that does I/O takes
 * `{ signal }` (`CallOptions`) in its last argument.
 */
import type { CallOptions } from "../core/call-options";
import type { Json, JsonInput } from "../core/json";
import type { TeamApiKey, TeamApiKeyFirstView, ApiKeyCreationOptions } from "../api-keys/api-key-types";

export type TeamCreateOptions = { displayName: string; profileImageUrl?: string | null };
export type ServerTeamCreateOptions = TeamCreateOptions & { creatorUserId?: string };
export type TeamUpdateOptions = { displayName?: string; profileImageUrl?: string | null; clientMetadata?: JsonInput };
export type ServerTeamUpdateOptions = TeamUpdateOptions & { clientReadOnlyMetadata?: JsonInput; serverMetadata?: JsonInput };

/** A pending invitation to a team. */
export type TeamInvitation = {
  readonly id: string;
  readonly recipientEmail: string | null;
  readonly expiresAt: Date;
  revoke(options?: CallOptions): Promise<void>;
};

export type TeamMemberProfile = { readonly displayName: string | null; readonly profileImageUrl: string | null };
export type ServerTeamMemberProfile = TeamMemberProfile;
/** The signed-in user's own profile in one team. */
export type EditableTeamMemberProfile = TeamMemberProfile & {
  update(options: { displayName?: string; profileImageUrl?: string | null } & CallOptions): Promise<void>;
};

export type TeamUser = { readonly id: string; readonly teamProfile: TeamMemberProfile };
/** A member of a server team: the server user `U` with its profile in the team. */
export type ServerTeamUserOf<U> = U & { readonly teamProfile: ServerTeamMemberProfile };

/** A team, client view. */
export type Team = {
  readonly id: string;
  readonly displayName: string;
  readonly profileImageUrl: string | null;
  readonly clientMetadata: Json;
  readonly clientReadOnlyMetadata: Json;
  update(options: TeamUpdateOptions & CallOptions): Promise<void>;
  delete(options?: CallOptions): Promise<void>;
  listUsers(options?: CallOptions): Promise<TeamUser[]>;
  useUsers(): TeamUser[];
  /** Removes another member (needs `$remove_members`); leaving is `user.leaveTeam(team)`. */
  removeUser(userId: string, options?: CallOptions): Promise<void>;
  inviteUser(options: { email: string; callbackUrl?: string } & CallOptions): Promise<void>;
  listInvitations(options?: CallOptions): Promise<TeamInvitation[]>;
  useInvitations(): TeamInvitation[];
  createApiKey(options: ApiKeyCreationOptions & CallOptions): Promise<TeamApiKeyFirstView>;
  listApiKeys(options?: CallOptions): Promise<TeamApiKey[]>;
  useApiKeys(): TeamApiKey[];
};

/**
 * A team, server view, whose members are server users `U`. A server team lists server users
 * and a server user lists server teams; `ServerTeam` (../users/user-types.ts) closes that
 * loop with `ServerUser`, so this file does not import the user types.
 */
export type ServerTeamOf<U> = Omit<Team, "update" | "listUsers" | "useUsers"> & {
  readonly createdAt: Date;
  readonly serverMetadata: Json;
  update(options: ServerTeamUpdateOptions & CallOptions): Promise<void>;
  listUsers(options?: CallOptions): Promise<ServerTeamUserOf<U>[]>;
  useUsers(): ServerTeamUserOf<U>[];
  addUser(userId: string, options?: CallOptions): Promise<void>;
  removeUser(userId: string, options?: CallOptions): Promise<void>;
};
