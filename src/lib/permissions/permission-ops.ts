/**
 * Permissions a user holds (API.md §3.3, §3.4; recursive by default). Not implemented
 * yet: assigned separately. `team === null` means project-level permissions.
 */
import type { ClientContext, ServerContext } from "../apps/context";
import type { Session } from "../session/session";
import type { TeamPermission } from "./permission-types";

type TeamRef = { id: string } | null;

export function listPermissions(_ctx: ClientContext, _session: Session, _team: TeamRef, _recursive: boolean): Promise<TeamPermission[]> {
  throw new Error("not implemented: listPermissions");
}
export function usePermissions(_ctx: ClientContext, _session: Session, _team: TeamRef, _recursive: boolean): TeamPermission[] {
  throw new Error("not implemented: usePermissions");
}
export function getPermission(_ctx: ClientContext, _session: Session, _team: TeamRef, _permissionId: string): Promise<TeamPermission | null> {
  throw new Error("not implemented: getPermission");
}
export function usePermission(_ctx: ClientContext, _session: Session, _team: TeamRef, _permissionId: string): TeamPermission | null {
  throw new Error("not implemented: usePermission");
}

export function listServerPermissions(_ctx: ServerContext, _userId: string, _team: TeamRef, _recursive: boolean): Promise<TeamPermission[]> {
  throw new Error("not implemented: listServerPermissions");
}
export function useServerPermissions(_ctx: ServerContext, _userId: string, _team: TeamRef, _recursive: boolean): TeamPermission[] {
  throw new Error("not implemented: useServerPermissions");
}
export function getServerPermission(_ctx: ServerContext, _userId: string, _team: TeamRef, _permissionId: string): Promise<TeamPermission | null> {
  throw new Error("not implemented: getServerPermission");
}
export function useServerPermission(_ctx: ServerContext, _userId: string, _team: TeamRef, _permissionId: string): TeamPermission | null {
  throw new Error("not implemented: useServerPermission");
}
export function grantPermission(_ctx: ServerContext, _userId: string, _team: TeamRef, _permissionId: string): Promise<void> {
  throw new Error("not implemented: grantPermission");
}
export function revokePermission(_ctx: ServerContext, _userId: string, _team: TeamRef, _permissionId: string): Promise<void> {
  throw new Error("not implemented: revokePermission");
}
