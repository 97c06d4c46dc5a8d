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
