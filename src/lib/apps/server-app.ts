/**
 * `ServerApp`: the client tier plus the secret server key (docs/api.md §2.4). Never ship it
 * to a browser. A thin facade like ClientApp: its context and operations come with the
 * server tier's modules (`./server-modules`), loaded on first use.
 */
import type { CallOptions } from "../core/call-options";
import type { ServerContext } from "../core/context";
import { lazyModule } from "../core/lazy-module";
import type { ServerAppOptions } from "../core/options";
import { resolveServerOptions } from "../core/options";
import type { ServerTeamCreateOptions } from "../teams/team-types";
import type { GetUserOptions } from "../users/get-user";
import type { ServerListUsersOptions, ServerUserPage } from "../users/server-user-ops";
import type { AccessTokenUser, AccessTokenUserOptions } from "../users/token-user";
import type { ServerTeam, ServerUser, ServerUserCreateOptions } from "../users/user-types";
import { ClientApp, type AppTier } from "./client-app";
import type { GetUserOrUser } from "./client-app-types";
import type { CurrentServerUserOf, ServerAppExtras } from "./server-app-types";

/** The server tier's modules (the admin tier's re-export them). */
export type ServerModules = typeof import("./server-modules");

type UserArg = string | ({ apiKey: string } & CallOptions) | GetUserOptions | (AccessTokenUserOptions & CallOptions) | undefined;

const SERVER_TIER: AppTier = {
  name: "server",
  resolveOptions: (options) => resolveServerOptions(options as ServerAppOptions),
  modules: /* @__PURE__ */ lazyModule(() => import("./server-modules")),
};

const isApiKeyArg = (arg: UserArg): arg is { apiKey: string } & CallOptions => typeof arg === "object" && arg !== null && "apiKey" in arg;
const isTokenOnlyArg = (arg: UserArg): arg is AccessTokenUserOptions & CallOptions =>
  typeof arg === "object" && arg !== null && "accessTokenOnly" in arg && arg.accessTokenOnly === true;

/**
 * The server tier: everything a ClientApp does, plus acting on any user or team. Every
 * method that does I/O takes `{ signal }` (see `CallOptions`).
 *
 * @example
 * const app = new ServerApp({ projectId, publishableClientKey, secretServerKey, tokenStore: null });
 * const user = await app.getUser({ tokenStore: request });
 */
export class ServerApp<ProjectId extends string = string>
  extends ClientApp<ProjectId, CurrentServerUserOf<ProjectId>>
  implements ServerAppExtras<ProjectId>
{
  constructor(options: ServerAppOptions<ProjectId> = {}) {
    super(options);
  }

  protected override _appTier(): AppTier {
    return SERVER_TIER;
  }

  /**
   * Runs `fn` with the server context and modules (see ClientApp's `_call`). The call
   * rejects with the signal's reason when it aborts: reads of shared cache entries only
   * stop waiting (the request goes on for the entry's other callers), writes also abort
   * their own request (the operation sends it `via` the signal).
   */
  #run<T>(options: CallOptions | undefined, fn: (ctx: ServerContext, m: ServerModules) => Promise<T>): Promise<T> {
    return this._call<T, ServerModules, ServerContext>((ctx, m) => m.abortableCall(options, () => fn(ctx, m)));
  }
  #use<T>(hookName: string, fn: (ctx: ServerContext, m: ServerModules) => T): T {
    return this._hook<T, ServerModules, ServerContext>(hookName, fn);
  }

  override getUser(id: string, options?: CallOptions): Promise<ServerUser | null>;
  override getUser(options: { apiKey: string } & CallOptions): Promise<ServerUser | null>;
  override getUser(options: AccessTokenUserOptions & CallOptions & { or: "throw" | "redirect" }): Promise<AccessTokenUser>;
  override getUser(options: AccessTokenUserOptions & CallOptions): Promise<AccessTokenUser | null>;
  override getUser(options: GetUserOrUser): Promise<CurrentServerUserOf<ProjectId>>;
  override getUser(options?: GetUserOptions): Promise<CurrentServerUserOf<ProjectId> | null>;
  override getUser(arg?: UserArg, options?: CallOptions): Promise<any> {
    if (typeof arg === "string") return this.#run(options, (ctx, m) => m.users.getServerUserById(ctx, arg));
    if (isApiKeyArg(arg)) return this.#run(arg, (ctx, m) => m.users.getServerUserByApiKey(ctx, arg.apiKey));
    if (isTokenOnlyArg(arg)) return this.#run(arg, (ctx, m) => m.getAccessTokenUser(ctx, arg));
    return this.#run(arg as GetUserOptions | undefined, (ctx, m) => m.getCurrentUser(ctx, arg as GetUserOptions | undefined));
  }
  override useUser(id: string): ServerUser | null;
  override useUser(options: { apiKey: string }): ServerUser | null;
  override useUser(options: GetUserOrUser): CurrentServerUserOf<ProjectId>;
  override useUser(options?: GetUserOptions): CurrentServerUserOf<ProjectId> | null;
  override useUser(arg?: UserArg): any {
    return this.#use("useUser", (ctx, m) => {
      if (typeof arg === "string") return m.users.useServerUserById(ctx, arg);
      if (isApiKeyArg(arg)) return m.users.useServerUserByApiKey(ctx, arg.apiKey);
      return m.useCurrentUser(ctx, arg as GetUserOptions | undefined);
    });
  }
  getServerUser(options?: CallOptions): Promise<CurrentServerUserOf<ProjectId> | null> {
    return this.getUser(options ?? {});
  }
  createUser(options: ServerUserCreateOptions & CallOptions): Promise<ServerUser> {
    return this.#run(options, (ctx, m) => m.users.createUser(ctx, options, options));
  }
  listUsers(options?: ServerListUsersOptions & CallOptions): Promise<ServerUserPage> {
    return this.#run(options, (ctx, m) => m.users.listServerUsers(ctx, options));
  }
  useUsers(options?: ServerListUsersOptions): ServerUserPage {
    return this.#use("useUsers", (ctx, m) => m.users.useServerUsers(ctx, options));
  }
  getTeam(id: string, options?: CallOptions): Promise<ServerTeam | null>;
  getTeam(options: { apiKey: string } & CallOptions): Promise<ServerTeam | null>;
  getTeam(arg: string | ({ apiKey: string } & CallOptions), options?: CallOptions): Promise<ServerTeam | null> {
    if (typeof arg === "string") return this.#run(options, (ctx, m) => m.getServerTeam(ctx, arg));
    return this.#run(arg, (ctx, m) => m.getServerTeamByApiKey(ctx, arg.apiKey));
  }
  useTeam(id: string): ServerTeam | null;
  useTeam(options: { apiKey: string }): ServerTeam | null;
  useTeam(arg: string | { apiKey: string }): ServerTeam | null {
    return this.#use("useTeam", (ctx, m) => (typeof arg === "string" ? m.useServerTeam(ctx, arg) : m.useServerTeamByApiKey(ctx, arg.apiKey)));
  }
  listTeams(options?: CallOptions): Promise<ServerTeam[]> {
    return this.#run(options, (ctx, m) => m.listServerTeams(ctx, null));
  }
  useTeams(): ServerTeam[] {
    return this.#use("useTeams", (ctx, m) => m.useServerTeams(ctx, null));
  }
  createTeam(options: ServerTeamCreateOptions & CallOptions): Promise<ServerTeam> {
    return this.#run(options, (ctx, m) => m.createServerTeam(ctx, options, options));
  }
}
