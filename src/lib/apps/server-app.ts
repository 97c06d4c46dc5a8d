/**
 * `ServerApp`: the client tier plus the secret server key (docs/api.md §2.4). Never ship it
 * to a browser. A facade over the user and team modules.
 */
import { ServerInterface } from "../../interface";
import { createServerTeam, getServerTeam, getServerTeamByApiKey, listServerTeams, useServerTeam, useServerTeamByApiKey, useServerTeams } from "../teams/team-ops";
import type { ServerTeamCreateOptions } from "../teams/team-types";
import { getCurrentUser, useCurrentUser } from "../users/get-user";
import { createServerUser, serverCurrentUser } from "../users/server-user";
import { getAccessTokenUser, type AccessTokenUser, type AccessTokenUserOptions } from "../users/token-user";
import type { GetUserOptions } from "../users/get-user";
import * as users from "../users/server-user-ops";
import type { ServerListUsersOptions, ServerUserPage } from "../users/server-user-ops";
import type { ServerTeam, ServerUser, ServerUserCreateOptions } from "../users/user-types";
import { ClientApp, type AppTier } from "./client-app";
import type { GetUserOrUser } from "./client-app-types";
import type { ClientContext, ServerContext } from "../core/context";
import type { ServerAppOptions } from "../core/options";
import { resolveServerOptions } from "../core/options";
import type { CurrentServerUserOf, ServerAppExtras } from "./server-app-types";

type UserArg = string | { apiKey: string } | GetUserOptions | AccessTokenUserOptions | undefined;

const SERVER_TIER: AppTier = {
  name: "server",
  resolveOptions: (options) => resolveServerOptions(options as ServerAppOptions),
  createInterface: (options) => new ServerInterface(options),
  currentUser: serverCurrentUser,
  serverUser: createServerUser,
};

const isApiKeyArg = (arg: UserArg): arg is { apiKey: string } => typeof arg === "object" && arg !== null && "apiKey" in arg;
const isTokenOnlyArg = (arg: UserArg): arg is AccessTokenUserOptions =>
  typeof arg === "object" && arg !== null && "accessTokenOnly" in arg && arg.accessTokenOnly === true;

/**
 * The server tier: everything a ClientApp does, plus acting on any user or team.
 *
 * @example
 * const app = new ServerApp({ projectId, publishableClientKey, secretServerKey, tokenStore: null });
 * const user = await app.getUser({ tokenStore: request });
 */
export class ServerApp<ProjectId extends string = string>
  extends ClientApp<ProjectId, CurrentServerUserOf<ProjectId>>
  implements ServerAppExtras<ProjectId>
{
  declare readonly _context: ClientContext;

  constructor(options: ServerAppOptions<ProjectId> = {}) {
    super(options);
  }

  protected override _appTier(): AppTier {
    return SERVER_TIER;
  }
  /** @internal */
  get _server(): ServerContext {
    return this._context as unknown as ServerContext;
  }

  override getUser(id: string): Promise<ServerUser | null>;
  override getUser(options: { apiKey: string }): Promise<ServerUser | null>;
  override getUser(options: AccessTokenUserOptions & { or: "throw" | "redirect" }): Promise<AccessTokenUser>;
  override getUser(options: AccessTokenUserOptions): Promise<AccessTokenUser | null>;
  override getUser(options: GetUserOrUser): Promise<CurrentServerUserOf<ProjectId>>;
  override getUser(options?: GetUserOptions): Promise<CurrentServerUserOf<ProjectId> | null>;
  override getUser(arg?: UserArg): Promise<any> {
    if (typeof arg === "string") return users.getServerUserById(this._server, arg);
    if (isApiKeyArg(arg)) return users.getServerUserByApiKey(this._server, arg.apiKey);
    if (isTokenOnlyArg(arg)) return getAccessTokenUser(this._context, arg);
    return getCurrentUser(this._server, arg as GetUserOptions | undefined);
  }
  override useUser(id: string): ServerUser | null;
  override useUser(options: { apiKey: string }): ServerUser | null;
  override useUser(options: GetUserOrUser): CurrentServerUserOf<ProjectId>;
  override useUser(options?: GetUserOptions): CurrentServerUserOf<ProjectId> | null;
  override useUser(arg?: UserArg): any {
    if (typeof arg === "string") return users.useServerUserById(this._server, arg);
    if (isApiKeyArg(arg)) return users.useServerUserByApiKey(this._server, arg.apiKey);
    return useCurrentUser(this._server, arg);
  }
  getServerUser(): Promise<CurrentServerUserOf<ProjectId> | null> {
    return this.getUser();
  }
  createUser(options: ServerUserCreateOptions): Promise<ServerUser> {
    return users.createUser(this._server, options);
  }
  listUsers(options?: ServerListUsersOptions): Promise<ServerUserPage> {
    return users.listServerUsers(this._server, options);
  }
  useUsers(options?: ServerListUsersOptions): ServerUserPage {
    return users.useServerUsers(this._server, options);
  }
  getTeam(id: string): Promise<ServerTeam | null>;
  getTeam(options: { apiKey: string }): Promise<ServerTeam | null>;
  getTeam(arg: string | { apiKey: string }): Promise<ServerTeam | null> {
    return typeof arg === "string" ? getServerTeam(this._server, arg) : getServerTeamByApiKey(this._server, arg.apiKey);
  }
  useTeam(id: string): ServerTeam | null;
  useTeam(options: { apiKey: string }): ServerTeam | null;
  useTeam(arg: string | { apiKey: string }): ServerTeam | null {
    return typeof arg === "string" ? useServerTeam(this._server, arg) : useServerTeamByApiKey(this._server, arg.apiKey);
  }
  listTeams(): Promise<ServerTeam[]> {
    return listServerTeams(this._server, null);
  }
  useTeams(): ServerTeam[] {
    return useServerTeams(this._server, null);
  }
  createTeam(options: ServerTeamCreateOptions): Promise<ServerTeam> {
    return createServerTeam(this._server, options);
  }
}
