/**
 * The team fixture: a team with its members and their team permissions in one call, the
 * permissions' definitions made on the way when the project has none by that id.
 */
import { KnownErrors, type AdminApp, type ServerApp, type ServerTeam } from "../index";
import type { TestUser } from "./users";

/** A member of a new team, with the team permissions to grant (besides the project's defaults for members). */
export type TestTeamMember = TestUser | { user: TestUser; permissions?: readonly string[] };

/** Options of `project.createTeam()`. */
export type TestTeamOptions = {
  /** Default: "Test team <n>". */
  displayName?: string | undefined;
  /** Default: none. */
  members?: readonly TestTeamMember[] | undefined;
};

/** A team made by the kit. */
export type TestTeam = {
  readonly id: string;
  readonly displayName: string;
  /** The team on the server tier, as it was made. */
  readonly serverTeam: ServerTeam;
  /** The ids of its members, in the order given. */
  readonly memberIds: readonly string[];
};

let counter = 0;

/** Makes the team permission `id` exist (built-in `$…` ones always do). */
async function ensureTeamPermission(admin: AdminApp, id: string, known: Set<string>): Promise<void> {
  if (id.startsWith("$") || known.has(id)) return;
  try {
    await admin.createTeamPermissionDefinition({ id, containedPermissionIds: [] });
  } catch (error) {
    if (!(error instanceof KnownErrors.PermissionIdAlreadyExists)) throw error;
  }
  known.add(id);
}

export async function createTestTeam(server: ServerApp, admin: AdminApp, known: Set<string>, options: TestTeamOptions = {}): Promise<TestTeam> {
  counter += 1;
  const displayName = options.displayName ?? `Test team ${counter}`;
  const serverTeam = await server.createTeam({ displayName });
  const members = (options.members ?? []).map((m) => ("user" in m ? { user: m.user, permissions: m.permissions ?? [] } : { user: m, permissions: [] as readonly string[] }));
  for (const { user, permissions } of members) {
    await serverTeam.addUser(user.id);
    for (const permission of permissions) {
      await ensureTeamPermission(admin, permission, known);
      await user.serverUser.grantPermission(serverTeam, permission);
    }
  }
  return Object.freeze({ id: serverTeam.id, displayName, serverTeam, memberIds: members.map((m) => m.user.id) });
}
