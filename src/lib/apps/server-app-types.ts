/** The public shape of `ServerApp` (docs/api.md §2.4): everything of ClientApp, plus these. */
import type { ServerTeamCreateOptions } from "../teams/team-types";
import type { GetUserOptions } from "../users/get-user";
import type { ServerListUsersOptions, ServerUserPage } from "../users/server-user-ops";
import type { AccessTokenUser, AccessTokenUserOptions } from "../users/token-user";
import type { CurrentServerUser, ServerTeam, ServerUser, ServerUserCreateOptions } from "../users/user-types";
import type { CurrentInternalServerUser } from "./internal-user-types";
import type { GetUserOrUser } from "./client-app-types";

export type CurrentServerUserOf<ProjectId extends string> = string extends ProjectId
  ? CurrentServerUser
  : ProjectId extends "internal"
    ? CurrentInternalServerUser
    : CurrentServerUser;

export type ServerAppExtras<ProjectId extends string = string> = {
  getUser(id: string): Promise<ServerUser | null>;
  getUser(options: { apiKey: string }): Promise<ServerUser | null>;
  /**
   * The user from the verified access token alone: no request once the project's keys are
   * cached, but a session revoked at the service stays accepted until its token expires.
   */
  getUser(options: AccessTokenUserOptions & { or: "throw" | "redirect" }): Promise<AccessTokenUser>;
  getUser(options: AccessTokenUserOptions): Promise<AccessTokenUser | null>;
  getUser(options: GetUserOrUser): Promise<CurrentServerUserOf<ProjectId>>;
  getUser(options?: GetUserOptions): Promise<CurrentServerUserOf<ProjectId> | null>;
  useUser(id: string): ServerUser | null;
  useUser(options: { apiKey: string }): ServerUser | null;
  useUser(options: GetUserOrUser): CurrentServerUserOf<ProjectId>;
  useUser(options?: GetUserOptions): CurrentServerUserOf<ProjectId> | null;
  /** @deprecated use `getUser()`. */
  getServerUser(): Promise<CurrentServerUserOf<ProjectId> | null>;
  createUser(options: ServerUserCreateOptions): Promise<ServerUser>;
  listUsers(options?: ServerListUsersOptions): Promise<ServerUserPage>;
  useUsers(options?: ServerListUsersOptions): ServerUserPage;
  getTeam(id: string): Promise<ServerTeam | null>;
  getTeam(options: { apiKey: string }): Promise<ServerTeam | null>;
  useTeam(id: string): ServerTeam | null;
  useTeam(options: { apiKey: string }): ServerTeam | null;
  listTeams(): Promise<ServerTeam[]>;
  useTeams(): ServerTeam[];
  createTeam(options: ServerTeamCreateOptions): Promise<ServerTeam>;
};
