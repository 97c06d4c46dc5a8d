// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
/**
 * Server-tier hooks follow the mutations that change what they show (docs/api.md §5.2):
 * async reads always fetch, so only a mounted hook tells whether a mutation refreshed the
 * entry it reads. Each test mounts hook twins of a ServerApp, mutates, and waits for the page
 * to show the change with no remount.
 */
import { act, cleanup, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerApp } from "../../src/index";
import { APP_URL, PASSWORD, createTestEnv, uniqueEmail, type TestEnv } from "./harness";
import { renderHookProbe } from "./support/hook-probe";
import { SoftAuthenticator, installWebAuthn } from "./support/soft-authenticator";

const INVITE_URL = `${APP_URL}/handler/team-invitation`;
const VERIFY_URL = `${APP_URL}/handler/email-verification`;

afterEach(cleanup);

function keysEnv(): TestEnv {
  return createTestEnv({ project: { config: { allow_user_api_keys: true, allow_team_api_keys: true } } });
}

/** Mounts `read` (hook twins) under a provider and returns what the page shows, once it shows something. */
async function mount(app: ServerApp, read: () => ReactNode): Promise<() => string> {
  const shown = renderHookProbe(app, read);
  await waitFor(() => expect(shown()).not.toBe("loading"));
  return shown;
}

/** The code in the newest mail to `email` whose link starts with `url`. */
function mailedCode(env: TestEnv, email: string, url: string): string {
  const link = env.inbox(email).flatMap((mail) => mail.links).filter((l) => l.startsWith(url)).at(-1)!;
  return new URL(link).searchParams.get("code")!;
}

describe("a server user's contact channels follow every user mutation that changes them", () => {
  it("setPrimaryEmail and update({ primaryEmail }) show in a mounted useContactChannels()", async () => {
    const env = createTestEnv();
    const server = env.serverApp();
    const [first, second, third] = [uniqueEmail("first"), uniqueEmail("second"), uniqueEmail("third")];
    const user = await server.createUser({ primaryEmail: first });
    const shown = await mount(server, () => user.useContactChannels().filter((c) => c.isPrimary).map((c) => c.value).join(","));
    expect(shown()).toBe(first);

    await act(() => user.setPrimaryEmail(second));
    await waitFor(() => expect(shown()).toBe(second));
    await act(() => user.update({ primaryEmail: third }));
    await waitFor(() => expect(shown()).toBe(third));
  });

  it("an update that cannot change the channels (setDisplayName) does not refetch them", async () => {
    const env = createTestEnv();
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: uniqueEmail("named") });
    const shown = await mount(server, () => `${user.useContactChannels().length} channels, ${server.useUser(user.id)?.displayName ?? "unnamed"}`);
    expect(shown()).toBe("1 channels, unnamed");
    env.fetch.reset();
    await act(() => user.setDisplayName("Named"));
    await waitFor(() => expect(shown()).toBe("1 channels, Named"));
    expect(env.fetch.calls.filter((c) => c.path.includes("/contact-channels"))).toEqual([]);
  });

  it("a deleted user's mounted useContactChannels() shows no channel", async () => {
    const env = createTestEnv();
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: uniqueEmail("gone") });
    const shown = await mount(server, () => `${user.useContactChannels().length} channels`);
    expect(shown()).toBe("1 channels");
    await act(() => user.delete());
    await waitFor(() => expect(shown()).toBe("0 channels"));
  });
});

describe("API-key lookups read the owner's own entry", () => {
  it("useUser({ apiKey }) shows an update of the key's owner, then null once the key is revoked", async () => {
    const env = keysEnv();
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: uniqueEmail("owner"), displayName: "Before" });
    const key = await user.createApiKey({ description: "k", expiresAt: null });
    const shown = await mount(server, () => server.useUser({ apiKey: key.value })?.displayName ?? "nobody");
    expect(shown()).toBe("Before");

    await act(() => user.setDisplayName("After"));
    await waitFor(() => expect(shown()).toBe("After"));
    expect((await server.getUser({ apiKey: key.value }))?.displayName).toBe("After");
    await act(() => key.revoke());
    await waitFor(() => expect(shown()).toBe("nobody"));
    expect(await server.getUser({ apiKey: key.value })).toBeNull();
  });

  it("useUser({ apiKey }) shows null once the key's owner is deleted", async () => {
    const env = keysEnv();
    const server = env.serverApp();
    const user = await server.createUser({ primaryEmail: uniqueEmail("owner"), displayName: "Here" });
    const key = await user.createApiKey({ description: "k", expiresAt: null });
    const shown = await mount(server, () => server.useUser({ apiKey: key.value })?.displayName ?? "nobody");
    expect(shown()).toBe("Here");
    await act(() => user.delete());
    await waitFor(() => expect(shown()).toBe("nobody"));
  });

  it("useTeam({ apiKey }) shows a rename of the key's team, then null once the key is revoked", async () => {
    const env = keysEnv();
    const server = env.serverApp();
    const team = await server.createTeam({ displayName: "Before" });
    const key = await team.createApiKey({ description: "k", expiresAt: null });
    const shown = await mount(server, () => server.useTeam({ apiKey: key.value })?.displayName ?? "no team");
    expect(shown()).toBe("Before");

    await act(() => team.update({ displayName: "After" }));
    await waitFor(() => expect(shown()).toBe("After"));
    expect((await server.getTeam({ apiKey: key.value }))?.displayName).toBe("After");
    await act(() => key.revoke());
    await waitFor(() => expect(shown()).toBe("no team"));
    expect(await server.getTeam({ apiKey: key.value })).toBeNull();
  });
});

describe("session methods on a ServerApp refresh what its CurrentServerUser's hooks read", () => {
  async function signedInServer(env: TestEnv) {
    const server = env.serverApp();
    const email = uniqueEmail("me");
    const result = await server.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY_URL });
    if (result.status !== "ok") throw result.error;
    return { server, email, me: await server.getUser({ or: "throw" }) };
  }

  it("acceptTeamInvitation shows in the current user's useTeams(), and in the team's members and invitations", async () => {
    const env = createTestEnv();
    const { server, email, me } = await signedInServer(env);
    const owner = await server.createUser({ primaryEmail: uniqueEmail("owner") });
    const team = await server.createTeam({ displayName: "Joined", creatorUserId: owner.id });
    await team.inviteUser({ email, callbackUrl: INVITE_URL });
    const shown = await mount(server, () => {
      const teams = me.useTeams().map((t) => t.displayName).join(",") || "no teams";
      return `${teams}; ${team.useUsers().length} members; ${team.useInvitations().length} invitations`;
    });
    expect(shown()).toBe("no teams; 1 members; 1 invitations");

    expect(await act(() => server.acceptTeamInvitation(mailedCode(env, email, INVITE_URL)))).toEqual({ status: "ok", data: undefined });
    await waitFor(() => expect(shown()).toBe("Joined; 2 members; 0 invitations"));
  });

  it("verifyEmail shows in the current user's useContactChannels() and in useUser(id)", async () => {
    const env = createTestEnv();
    const { server, email, me } = await signedInServer(env);
    const shown = await mount(server, () => {
      const channel = me.useContactChannels()[0]!;
      const byId = server.useUser(me.id)!;
      return `${channel.isVerified ? "verified" : "unverified"}, by id ${byId.primaryEmailVerified ? "verified" : "unverified"}`;
    });
    expect(shown()).toBe("unverified, by id unverified");

    expect(await act(() => server.verifyEmail(mailedCode(env, email, VERIFY_URL)))).toEqual({ status: "ok", data: undefined });
    await waitFor(() => expect(shown()).toBe("verified, by id verified"));
  });

  it("registerPasskey shows in useUser(id) and useUsers(), refreshing the current user once", async () => {
    const env = createTestEnv({ project: { config: { passkey_enabled: true } } });
    const { server, me } = await signedInServer(env);
    const shown = await mount(server, () => {
      const listed = server.useUsers().find((u) => u.id === me.id)!;
      return `by id ${server.useUser(me.id)!.passkeyAuthEnabled}, listed ${listed.passkeyAuthEnabled}, current ${server.useUser({ or: "throw" }).passkeyAuthEnabled}`;
    });
    expect(shown()).toBe("by id false, listed false, current false");

    const undo = installWebAuthn(new SoftAuthenticator(), APP_URL);
    try {
      env.fetch.reset();
      expect(await act(() => me.registerPasskey())).toEqual({ status: "ok", data: undefined });
    } finally {
      undo();
    }
    await waitFor(() => expect(shown()).toBe("by id true, listed true, current true"));
    expect(env.fetch.calls.filter((c) => c.path.startsWith("/api/v1/users/me")).length).toBe(1);
  });
});
