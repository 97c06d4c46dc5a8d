import { describe, expect, it } from "vitest";
import { failures, replayFile, type ReplayWorld } from "./replay";
import { call, clientHeaders, createUser, recordedWorld, signUp, TEST_PROJECT_ID } from "./world";

// Ids and codes of the recording that requests use before any answer shows them.
const OTHER_USER = "fa877415-6c68-46f2-9314-de4347140601";
const DELETED_CHANNEL = "3e217ecd-b4d9-4eb8-89cb-6521f0bcf241";
const SENT_CODE = "jgg5p1v2h1qt275ycbaf1seshrtmcqdf88axe37e29rk0";
const DELETED_CHANNEL_CODE = "rq2heyqm71nh047zbgz7pxz6resrsgev25jzy5b5bgdrr";
const CALLBACK = "http://localhost:3000/handler/email-verification";

function latestCode(world: ReplayWorld, to: string): string {
  const code = world.emulator.outbox.latest({ to })?.code;
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

function asCurrentUser(world: ReplayWorld): Record<string, string> {
  return clientHeaders(world, TEST_PROJECT_ID, { "x-stack-access-token": world.sessions.get(TEST_PROJECT_ID)!.access! });
}

describe("recorded exchanges: contact-channels.json", () => {
  it("answers contact-channel CRUD, verification codes and the legacy route as recorded", async () => {
    const world = recordedWorld();
    const steps = await replayFile(world, "contact-channels.json", {
      before: {
        0: async (w) => {
          w.ids.set(OTHER_USER, await createUser(w, TEST_PROJECT_ID, {
            primary_email: "recmwquxa44-cc-other-58@example.com",
            primary_email_auth_enabled: true,
          }));
          await signUp(w, TEST_PROJECT_ID, "recmwquxa44-cc-57@example.com");
        },
        31: (w) => void w.ids.set(SENT_CODE, latestCode(w, "recmwquxa44-cc-57@example.com")),
        // Off the record: a second user whose primary email is the legacy route's.
        36: async (w) => void (await signUp(w, TEST_PROJECT_ID, "recmwquxa44-cc-legacy-66@example.com")),
        39: async (w) => {
          const res = await call(w.emulator, "POST", "/contact-channels/verify", clientHeaders(w, TEST_PROJECT_ID), {
            code: latestCode(w, "recmwquxa44-cc-legacy-66@example.com"),
          });
          expect(res.status).toBe(200);
        },
        // Off the record: a channel that got a verification code and is then deleted (#40).
        40: async (w) => {
          const value = "recmwquxa44-cc-deleted@example.com";
          const created = await call(w.emulator, "POST", "/contact-channels", asCurrentUser(w), { user_id: "me", value, type: "email", used_for_auth: false });
          const id = ((await created.json()) as { id: string }).id;
          await call(w.emulator, "POST", `/contact-channels/me/${id}/send-verification-code`, asCurrentUser(w), { callback_url: CALLBACK });
          w.ids.set(DELETED_CHANNEL, id);
          w.ids.set(DELETED_CHANNEL_CODE, latestCode(w, value));
        },
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(45);
  });

  it("mails the verification link as <callback_url>?code=<code>", async () => {
    const world = recordedWorld();
    await signUp(world, TEST_PROJECT_ID, "link@example.com");
    const list = await call(world.emulator, "GET", "/contact-channels?user_id=me", asCurrentUser(world));
    const [channel] = ((await list.json()) as { items: { id: string }[] }).items;
    await call(world.emulator, "POST", `/contact-channels/me/${channel!.id}/send-verification-code`, asCurrentUser(world), { callback_url: `${CALLBACK}?x=1` });
    const mail = world.emulator.outbox.latest({ to: "link@example.com" })!;
    expect(mail.subject).toBe("Verify your email at Oracle Test Project");
    expect(mail.links).toEqual([`${CALLBACK}?x=1&code=${mail.code}`]);
  });

  it("keeps a single primary channel and follows it in the user's primary_email", async () => {
    const world = recordedWorld();
    await signUp(world, TEST_PROJECT_ID, "first@example.com");
    const created = await call(world.emulator, "POST", "/contact-channels", asCurrentUser(world), {
      user_id: "me", value: "second@example.com", type: "email", used_for_auth: false, is_primary: true,
    });
    expect(created.status).toBe(201);
    const me = (await (await call(world.emulator, "GET", "/users/me", asCurrentUser(world))).json()) as { primary_email: string };
    expect(me.primary_email).toBe("second@example.com");
    const list = (await (await call(world.emulator, "GET", "/contact-channels?user_id=me", asCurrentUser(world))).json()) as { items: { is_primary: boolean }[] };
    expect(list.items.map((c) => c.is_primary)).toEqual([false, true]);
  });

  it("rejects a value that is not an email", async () => {
    const world = recordedWorld();
    await signUp(world, TEST_PROJECT_ID, "bad-value@example.com");
    const res = await call(world.emulator, "POST", "/contact-channels", asCurrentUser(world), { user_id: "me", value: "nope", type: "email", used_for_auth: false });
    expect(res.headers.get("x-stack-known-error")).toBe("SCHEMA_ERROR");
    expect(((await res.json()) as { error: string }).error).toContain("body.value must be a valid email");
  });
});
