/**
 * The server tier's modules, loaded on use by `ServerApp` (one chunk): its context (with
 * the server interface), and the operations on any user or team. Everything of the client
 * tier comes along (`./client-modules`).
 */
import { ServerInterface } from "../../interface/server-interface";
import type { ClientContext } from "../core/context";
import { createContext, interfaceOptionsOf } from "../core/create-context";
import { createServerUser, serverCurrentUser } from "../users/server-user";
import type { ContextInit } from "./client-modules";

export * from "./client-modules";
export * as users from "../users/server-user-ops";
export {
  createServerTeam,
  getServerTeam,
  getServerTeamByApiKey,
  listServerTeams,
  useServerTeam,
  useServerTeamByApiKey,
  useServerTeams,
} from "../teams/team-ops";
export { getAccessTokenUser } from "../users/token-user";

// The client tier's own module, named here (one binding, under a name no code reads) so that
// a bundler sees the server and admin chunks reach it too: a module's chunk is decided by
// which lazy entries reach it, and reached only from the client tier and the areas it was a
// chunk of its own, one more script on every first page (bench/README.md, the journey).
export { openContext as openClientContext } from "./client-modules";

/** The context of a ServerApp. */
export function openContext(init: ContextInit): ClientContext {
  return createContext({
    ...init,
    tier: "server",
    iface: new ServerInterface(interfaceOptionsOf(init.resolved, init.areas)),
    currentUser: serverCurrentUser,
    serverUser: createServerUser as ClientContext["serverUser"],
  });
}
