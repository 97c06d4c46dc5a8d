/** The public shape of `ServerApp` (docs/api.md §2.4): everything of ClientApp, plus these. */
import type { ServerTeamCreateOptions } from "../teams/team-types";
import type { GetUserOptions } from "../users/get-user";
import type { ServerListUsersOptions, ServerUserPage } from "../users/server-user-ops";
import type { AccessTokenUser, AccessTokenUserOptions } from "../users/token-user";
import type { CurrentServerUser, ServerTeam, ServerUser, ServerUserCreateOptions } from "../users/user-types";
import type { CurrentInternalServerUser } from "./internal-user-types";
import type { GetUserOrUser } from "./client-app-types";
import type { CallOptions } from "../core/call-options";

export type CurrentServerUserOf<ProjectId extends string> = string extends ProjectId
  ? CurrentServerUser
  : ProjectId extends "internal"
    ? CurrentInternalServerUser
    : CurrentServerUser;

/** Every method that does I/O takes `{ signal }` (see `CallOptions`). */
export type ServerAppExtras<ProjectId extends string = string> = {
  getUser(id: string, options?: CallOptions): Promise<ServerUser | null>;
  getUser(options: { apiKey: string } & CallOptions): Promise<ServerUser | null>;
  /**
   * The user from the verified access token alone: no request once the project's keys are
   * cached, but a session revoked at the service stays accepted until its token expires.
   */
  getUser(options: AccessTokenUserOptions & CallOptions & { or: "throw" | "redirect" }): Promise<AccessTokenUser>;
  getUser(options: AccessTokenUserOptions & CallOptions): Promise<AccessTokenUser | null>;
  getUser(options: GetUserOrUser): Promise<CurrentServerUserOf<ProjectId>>;
  getUser(options?: GetUserOptions): Promise<CurrentServerUserOf<ProjectId> | null>;
  useUser(id: string): ServerUser | null;
  useUser(options: { apiKey: string }): ServerUser | null;
  useUser(options: GetUserOrUser): CurrentServerUserOf<ProjectId>;
  useUser(options?: GetUserOptions): CurrentServerUserOf<ProjectId> | null;
  /** @deprecated use `getUser()`. */
  getServerUser(options?: CallOptions): Promise<CurrentServerUserOf<ProjectId> | null>;
  createUser(options: ServerUserCreateOptions & CallOptions): Promise<ServerUser>;
  listUsers(options?: ServerListUsersOptions & CallOptions): Promise<ServerUserPage>;
  useUsers(options?: ServerListUsersOptions): ServerUserPage;
  getTeam(id: string, options?: CallOptions): Promise<ServerTeam | null>;
  getTeam(options: { apiKey: string } & CallOptions): Promise<ServerTeam | null>;
  useTeam(id: string): ServerTeam | null;
  useTeam(options: { apiKey: string }): ServerTeam | null;
  listTeams(options?: CallOptions): Promise<ServerTeam[]>;
  useTeams(): ServerTeam[];
  createTeam(options: ServerTeamCreateOptions & CallOptions): Promise<ServerTeam>;
};
