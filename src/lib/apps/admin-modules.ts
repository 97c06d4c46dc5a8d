/**
 * The admin tier's modules, loaded on use by `AdminApp` (one chunk): its context (with the
 * admin interface) and the project's administration. Everything of the server tier comes
 * along (`./server-modules`).
 */
import { AdminInterface } from "../../interface/admin-interface";
import type { ClientContext } from "../core/context";
import { createContext, interfaceOptionsOf } from "../core/create-context";
import type { ResolvedAdminOptions } from "../core/options";
import { createServerUser, serverCurrentUser } from "../users/server-user";
import type { ContextInit } from "./client-modules";

export * from "./server-modules";
export * as emails from "../emails/email-ops";
export * as internalKeys from "../internal-api-keys/internal-api-key-ops";
export * as definitions from "../permission-definitions/permission-definition-ops";
export { getAdminProject, useAdminProject } from "../projects/project-ops";
export { getMetrics } from "../metrics/metrics";
export { useSvixToken } from "../svix/svix-ops";

/** The context of an AdminApp (its users are server users, as on the server tier). */
export function openContext(init: ContextInit): ClientContext {
  return createContext({
    ...init,
    tier: "admin",
    iface: new AdminInterface(interfaceOptionsOf(init.resolved as ResolvedAdminOptions, init.areas)) as unknown as ClientContext["iface"],
    currentUser: serverCurrentUser,
    serverUser: createServerUser as ClientContext["serverUser"],
  });
}
