/**
 * What the per-area modules receive instead of the app: the tier's interface, the
 * cached-value store, the session registry, the URL table and the navigator. Keeping
 * it small keeps every module testable without building a whole app.
 */
import type { AdminInterface, ClientInterface, ServerInterface } from "../../interface";
import type { ClientUserJson, ServerUserJson } from "../../interface/wire/users";
import type { Session } from "../session/session";
import type { AreaLoaders } from "./areas";
import type { ReactBinding } from "./hook-bridge";
import type { SessionRegistry } from "../session/session-registry";
import type { CacheStore } from "../store/cache-store";
import type { AppTokenStores } from "../token-store/app-token-stores";
import type { TokenStore } from "../token-store/token-store";
import type { HandlerUrls } from "../urls/handler-urls";
import type { Navigator } from "../urls/navigation";
import type { ResolvedAdminOptions, ResolvedClientOptions, ResolvedServerOptions } from "./options";

export type ClientContext = {
  readonly tier: "client" | "server" | "admin";
  readonly projectId: string;
  readonly options: ResolvedClientOptions;
  readonly urls: Readonly<HandlerUrls>;
  readonly iface: ClientInterface;
  readonly cache: CacheStore;
  readonly sessions: SessionRegistry;
  readonly navigator: Navigator;
  /** The app's own token store; `null` for `tokenStore: null`. */
  readonly tokenStore: TokenStore | null;
  /** Resolves `tokenStore` values (the app's and per-call ones) to stores. */
  readonly tokenStores: AppTokenStores;
  /** The app object itself (typed loosely: modules must not depend on the facades). */
  readonly app: object;
  /** Where `<GatehouseProvider>` connects the app's hook twins to React. */
  readonly react: ReactBinding;
  /**
   * How the tier builds the current user from `/users/me` JSON: a CurrentUser on the client
   * tier (`users/current-user.ts`), a CurrentServerUser above (`users/server-user.ts`). Each
   * app hands its tier's in, so the current-user cache names no user module (the user
   * objects' operations use that cache).
   */
  readonly currentUser: CurrentUserFactory;
  /**
   * How a server or admin app builds a server user from its JSON (`users/server-user.ts`);
   * null on the client tier. The server user operations and a server team's member list
   * build users through it, so they do not import the module whose objects call them.
   */
  readonly serverUser: ServerUserFactory | null;
  /**
   * Makes the AdminApp of a project the signed-in user owns (internal project). The app
   * facade hands it in; it is given to `ClientApp` by the module above all three facades
   * (`apps/facades.ts`), which loads AdminApp on use.
   */
  readonly ownedApps: OwnedAppFactory;
  /**
   * The areas that load on first use (teams, OAuth, passkeys, ...), one loader each
   * (`./areas`). The facade hands them in: it names the chunk that holds them, so the
   * objects and operations on the floors below reach an area through the context and name
   * no module above them.
   */
  readonly areas: AreaLoaders;
};

/** See {@link ClientContext.ownedApps}: resolves to an AdminApp (typed loosely: areas never import a facade). */
export type OwnedAppFactory = (init: OwnedAppInit) => Promise<object>;

/** What an owned project's AdminApp is made from. */
export type OwnedAppInit = {
  projectId: string;
  projectOwnerSession: Session;
  baseUrl: string;
  fetch: typeof fetch | undefined;
  timeoutMs: number | undefined;
  extraRequestHeaders: Record<string, string>;
  /** The owner app's React binding: the owned app's hooks work under the same provider. */
  react: ReactBinding;
};

/**
 * Builds the current user object of a context's tier from the session's user JSON: the
 * cache calls it with the context it belongs to and the JSON that context's tier answers
 * with (a server context and ServerUserJson above the client tier).
 */
export type CurrentUserFactory = (ctx: ClientContext | ServerContext, session: Session, json: ClientUserJson | ServerUserJson) => object;

/** Builds a server user object (a `ServerUser`) from its JSON. */
export type ServerUserFactory = (ctx: ServerContext, json: ServerUserJson) => object;

export type ServerContext = Omit<ClientContext, "iface" | "options" | "serverUser"> & {
  readonly tier: "server" | "admin";
  readonly serverUser: ServerUserFactory;
  readonly iface: ServerInterface;
  readonly options: ResolvedServerOptions;
};

export type AdminContext = Omit<ServerContext, "iface" | "options"> & {
  readonly tier: "admin";
  readonly iface: AdminInterface;
  readonly options: ResolvedAdminOptions;
};

/** True for a server or admin context (the server user objects and endpoints apply). */
export function isServerContext(ctx: ClientContext | ServerContext): ctx is ServerContext {
  return ctx.tier !== "client";
}
