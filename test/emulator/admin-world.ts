/**
 * The admin side of the recordings (test/fixtures/protocol/README.md "Setup"): the owned project
 * under its recorded id and name, managed by a dashboard user of `internal` whose
 * session is the `<access-token>` of `x-stack-admin-access-token`.
 */
import type { ReplayWorld } from "./replay";
import { ALL_FEATURES, call, OWNED_PROJECT_ID, recordedWorld, serverHeaders, signUp } from "./world";

export async function ownedProjectWorld(options: { now?: number } = {}): Promise<ReplayWorld> {
  const world = recordedWorld(options);
  world.addProject(world.emulator.createProject({
    id: OWNED_PROJECT_ID,
    displayName: "Recorder Project recmwquxa44",
    config: {
      ...ALL_FEATURES,
      oauth_providers: [
        { id: "facebook", type: "standard", client_id: "fake-facebook-client-id", client_secret: "fake-facebook-client-secret" },
        { id: "github", type: "shared" },
      ],
    },
  }));
  const owner = await signUp(world, "internal", "recmwquxa44-dashboard-owner@example.com");
  const res = await call(world.emulator, "PATCH", `/users/${owner.user_id}`, serverHeaders(world, "internal"), {
    server_metadata: { managedProjectIds: [OWNED_PROJECT_ID] },
  });
  if (res.status !== 200) throw new Error(`could not make the dashboard user an owner: ${res.status}`);
  return world;
}

export function adminKeyHeaders(world: ReplayWorld, projectId: string): Record<string, string> {
  return {
    "x-stack-project-id": projectId,
    "x-stack-access-type": "admin",
    "x-stack-super-secret-admin-key": world.projects.get(projectId)!.superSecretAdminKey,
    "content-type": "application/json",
  };
}
