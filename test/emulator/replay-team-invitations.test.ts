import { describe, expect, it } from "vitest";
import { failures, loadExchanges, replayFile, type ReplayWorld, type Tokens } from "./replay";
import { call, clientHeaders, recordedWorld, serverHeaders, signUp, TEST_PROJECT_ID } from "./world";

const TEAM = "42e803cc-3d6c-4d57-b767-01c75e5de943";
const OUTSIDER = "c020c650-9515-42e2-a49d-6b5df0ba5d52";
const POWERLESS = "5596dff2-d770-4e09-bc36-f64448ccbb09";
const CALLBACK = "http://localhost:3000/handler/team-invitation";

async function user(world: ReplayWorld, email: string, recordedId?: string): Promise<Tokens & { id: string }> {
  const body = await signUp(world, TEST_PROJECT_ID, email);
  if (recordedId) world.ids.set(recordedId, body.user_id);
  return { access: body.access_token, refresh: body.refresh_token, id: body.user_id };
}

/** Sends an invitation as the server; maps the recorded invitation id and code to the new ones. */
async function invite(world: ReplayWorld, email: string, recorded: { id?: string; code?: string }): Promise<void> {
  const res = await call(world.emulator, "POST", "/team-invitations/send-code", serverHeaders(world, TEST_PROJECT_ID), {
    team_id: world.mapId(TEAM),
    email,
    callback_url: CALLBACK,
  });
  const body = (await res.json()) as { id: string };
  if (recorded.id) world.ids.set(recorded.id, body.id);
  if (recorded.code) world.ids.set(recorded.code, world.emulator.outbox.latest({ to: email })!.code!);
}

async function setUp() {
  const world = recordedWorld();
  const owner = await user(world, "recmwquxa44-inv-owner-74@example.com");
  const created = await call(world.emulator, "POST", "/teams", clientHeaders(world, TEST_PROJECT_ID, { "x-stack-access-token": owner.access! }), {
    display_name: "Invite Team",
  });
  const team = (await created.json()) as { id: string };
  world.ids.set(TEAM, team.id);
  const outsider = await user(world, "recmwquxa44-inv-outsider-76@example.com", OUTSIDER);
  // A member whose default `team_member` grant was removed: no team permissions at all.
  const powerless = await user(world, "recmwquxa44-inv-powerless-80@example.com", POWERLESS);
  await call(world.emulator, "POST", `/team-memberships/${team.id}/${powerless.id}`, serverHeaders(world, TEST_PROJECT_ID), {});
  await call(world.emulator, "DELETE", `/team-permissions/${team.id}/${powerless.id}/team_member`, serverHeaders(world, TEST_PROJECT_ID));
  const invitee = await user(world, "recmwquxa44-inv-invitee-75@example.com");
  return { world, owner, outsider, powerless, invitee };
}

describe("recorded exchanges: team-invitations.json", () => {
  it("answers send-code, list, revoke and the accept routes as recorded", async () => {
    const { world, owner, outsider, powerless, invitee } = await setUp();
    const none: Tokens = {};
    const actors: Record<number, Tokens> = {
      0: owner, 2: none, 3: outsider, 4: powerless, 6: owner, 12: outsider, 16: powerless,
      18: none, 19: invitee, 20: none, 21: invitee, 26: none, 28: owner,
    };
    const before: Record<number, (w: ReplayWorld) => Promise<void> | void> = {};
    for (const [index, tokens] of Object.entries(actors)) before[Number(index)] = (w) => void w.sessions.set(TEST_PROJECT_ID, tokens);
    Object.assign(before, {
      14: async (w: ReplayWorld) => {
        await invite(w, "recmwquxa44-inv-revoked@example.com", { id: "c4bbc38a-5987-447e-b7ea-9d4a494feb9c" });
        w.sessions.set(TEST_PROJECT_ID, owner);
      },
      // The first invitation's code (e8aca07b…, to the invitee) is the one checked and accepted in #18–#24.
      18: (w: ReplayWorld) => {
        w.ids.set("a43mfd9h4e6ykr65pr1fbcpass671sjxp12q1wqwgt7p0", w.emulator.outbox.latest({ to: "recmwquxa44-inv-invitee-75@example.com" })!.code!);
        w.sessions.set(TEST_PROJECT_ID, none);
      },
      26: async (w: ReplayWorld) => {
        await invite(w, "recmwquxa44-inv-burnt@example.com", { code: "yfsnv48c564ehp3g1qs3feykwg9d8gdtv45zkw190zas8" });
        w.sessions.set(TEST_PROJECT_ID, none);
      },
      28: async (w: ReplayWorld) => {
        await invite(w, "recmwquxa44-inv-owner-74@example.com", { code: "9avqb97pg7ncqg96bxmhenq7fs7tkszqc6qtymwn7qwmr" });
        w.sessions.set(TEST_PROJECT_ID, owner);
      },
    });
    const steps = await replayFile(world, "team-invitations.json", {
      before,
      skip: {
        7: "the service answers 500 here; the emulator answers TEAM_NOT_FOUND (tested below)",
        17: "the service answers 500 here; the emulator answers VERIFICATION_CODE_NOT_FOUND (tested below)",
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(28);
  });

  it("mails the invitation with the callback link and the recorded subject", async () => {
    const { world, owner } = await setUp();
    const exchange = loadExchanges("team-invitations.json")[0]!;
    world.sessions.set(TEST_PROJECT_ID, owner);
    const res = await call(world.emulator, "POST", "/team-invitations/send-code", clientHeaders(world, TEST_PROJECT_ID, {
      "x-stack-access-token": owner.access!,
    }), { ...(exchange.request.body as object), team_id: world.mapId(TEAM) });
    expect(res.status).toBe(200);
    const mail = world.emulator.outbox.latest({ to: "recmwquxa44-inv-invitee-75@example.com" })!;
    expect(mail.subject).toBe("You have been invited to join Invite Team");
    expect(mail.links).toEqual([`${CALLBACK}?code=${mail.code}`]);
  });

  it("answers known errors where the service answers 500", async () => {
    const { world } = await setUp();
    const unknownTeam = await call(world.emulator, "POST", "/team-invitations/send-code", serverHeaders(world, TEST_PROJECT_ID), {
      team_id: "00000000-0000-4000-8000-000000000000",
      email: "x@example.com",
      callback_url: CALLBACK,
    });
    expect(unknownTeam.status).toBe(404);
    expect(unknownTeam.headers.get("x-stack-known-error")).toBe("TEAM_NOT_FOUND");
    const unknownInvitation = await call(world.emulator, "DELETE", `/team-invitations/00000000-0000-4000-8000-000000000000?team_id=${world.mapId(TEAM)}`,
      serverHeaders(world, TEST_PROJECT_ID));
    expect(unknownInvitation.status).toBe(404);
    expect(unknownInvitation.headers.get("x-stack-known-error")).toBe("VERIFICATION_CODE_NOT_FOUND");
  });

  it("checks an expired invitation code before the signed-in user", async () => {
    const { world } = await setUp();
    await invite(world, "late@example.com", {});
    const code = world.emulator.outbox.latest({ to: "late@example.com" })!.code!;
    world.emulator.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    const res = await call(world.emulator, "POST", "/team-invitations/accept", clientHeaders(world, TEST_PROJECT_ID), { code });
    expect(res.headers.get("x-stack-known-error")).toBe("VERIFICATION_CODE_EXPIRED");
  });
});
