// @vitest-environment happy-dom
/**
 * Objects outlive the cache entries they came from: the store drops an idle entry after
 * 5 s and makes a new one on the next read (docs/cache-and-sessions.md). A mutation on an
 * object read before the drop must still update or refresh the entry that is current now.
 *
 * Async reads always fetch, so only a hook shows what the entry holds: each test mounts
 * the hook twin on the new entry, runs the mutation on the old object, and checks the
 * mounted hook follows with no remount.
 */
import { act, cleanup } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientApp } from "../../src/index";
import { APP_URL, createTestEnv, uniqueEmail } from "./harness";
import { renderHookProbe } from "./support/hook-probe";

const INVITE_URL = `${APP_URL}/handler/team-invitation`;
// Past the store's idle drop (5 s).
const dropIdleEntries = () => vi.advanceTimersByTime(6000);

beforeEach(() => void vi.useFakeTimers({ toFake: ["Date", "performance", "setTimeout", "clearTimeout"] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Mounts `read` (a hook twin) and returns a function giving what the page shows now. */
async function mount(app: ClientApp, read: () => ReactNode): Promise<() => string> {
  const shown = renderHookProbe(app, read);
  await settle();
  return shown;
}

/** Lets fetches, the hooks' throttled background refetch (300 ms) and React's commits run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(400));
}

describe("mutations on objects read before their entry was dropped", () => {
  it("invitation.revoke() refreshes the team's current invitation list", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const { app } = await env.signUp(uniqueEmail("owner"));
    const user = (await app.getUser({ or: "throw" }))!;
    const team = await user.createTeam({ displayName: "Dropped" });
    await team.inviteUser({ email: uniqueEmail("guest"), callbackUrl: INVITE_URL });

    const [early] = await team.listInvitations();
    dropIdleEntries();
    const shown = await mount(app, () => `${team.useInvitations().length} invitations`);
    expect(shown()).toBe("1 invitations");
    await act(() => early!.revoke());
    await settle();
    expect(shown()).toBe("0 invitations");
  });

  it("profile.update() stores the new profile in the current entry", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const { app } = await env.signUp(uniqueEmail("member"));
    const user = (await app.getUser({ or: "throw" }))!;
    const team = await user.createTeam({ displayName: "Profiles" });

    const early = await user.getTeamProfile(team);
    dropIdleEntries();
    const shown = await mount(app, () => `name: ${user.useTeamProfile(team).displayName ?? "none"}`);
    expect(shown()).toBe("name: none");
    await act(() => early.update({ displayName: "Captain" }));
    expect(shown()).toBe("name: Captain");
  });

  it("serverTeam invitations and server member profiles too", async () => {
    const env = createTestEnv({ project: { config: { client_team_creation_enabled: true } } });
    const server = env.serverApp();
    const carol = await server.createUser({ primaryEmail: uniqueEmail("carol") });
    const team = await carol.createTeam({ displayName: "Carol's" });
    await team.inviteUser({ email: uniqueEmail("guest"), callbackUrl: INVITE_URL });

    const [invitation] = await team.listInvitations();
    const profile = await carol.getTeamProfile(team);
    dropIdleEntries();
    const shown = await mount(server, () => `${team.useInvitations().length} invitations, name: ${carol.useTeamProfile(team).displayName ?? "none"}`);
    expect(shown()).toBe("1 invitations, name: none");
    await act(async () => {
      await invitation!.revoke();
      await profile.update({ displayName: "Captain" });
    });
    await settle();
    expect(shown()).toBe("0 invitations, name: Captain");
  });
});
