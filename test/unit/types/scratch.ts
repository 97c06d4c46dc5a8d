import type { ClientApp, ServerApp, CurrentUser, CurrentServerUser, AdminApp, ServerUser, User } from "../../../src";
export const y: ClientApp = null as unknown as ServerApp;
export const z: CurrentUser = null as unknown as CurrentServerUser;
export const w: ServerApp = null as unknown as AdminApp;
export const v: User = null as unknown as ServerUser;
