/**
 * `GET /users` walks the project's sign-up index: pages by default (an unbounded listing of
 * a big project would hold up every other request), cursors and searches keep their
 * meaning, and a search sees names and emails as they are now.
 */
import { describe, expect, it } from "vitest";
import { createEmulator, type Emulator } from "../../src/emulator";
import { DEFAULT_USER_PAGE } from "../../src/emulator/routes/user-list";
import { send, serverHeaders } from "./default-project";

type Page = { items: { id: string; display_name: string | null; primary_email: string | null }[]; pagination: { next_cursor: string | null } };

async function list(em: Emulator, query = ""): Promise<Page> {
  const res = await send(em, "GET", `/users${query}`, serverHeaders(em));
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** An emulator whose default project has `count` users, made directly in a state (fast). */
function withUsers(count: number): { em: Emulator; ids: string[] } {
  const base = createEmulator({ now: Date.UTC(2030, 0, 1) });
  const state = structuredClone(base.getState());
  const projectId = base.defaultProject.id;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, "0")}`;
    ids.push(id);
    state.users[id] = {
      id, projectId, displayName: `User ${i}`, profileImageUrl: null, signedUpAtMillis: Date.UTC(2029, 0, 1) + i * 1000, lastActiveAtMillis: 0,
      clientMetadata: null, clientReadOnlyMetadata: null, serverMetadata: null, passwordHash: null, otpAuthEnabled: false,
      passkeyAuthEnabled: false, totpSecretBase64: null, isAnonymous: false, selectedTeamId: null, oauthAccounts: [],
    };
  }
  return { em: createEmulator({ now: Date.UTC(2030, 0, 1), state }), ids };
}

describe("GET /users", () => {
  it("answers a page of users by default, with the cursor of the next", async () => {
    const { em, ids } = withUsers(DEFAULT_USER_PAGE + 5);
    const first = await list(em);
    expect(first.items).toHaveLength(DEFAULT_USER_PAGE);
    expect(first.items[0]!.id).toBe(ids[0]);
    expect(first.pagination.next_cursor).toBe(ids[DEFAULT_USER_PAGE]);
    const rest = await list(em, `?cursor=${first.pagination.next_cursor}`);
    expect(rest.items.map((u) => u.id)).toEqual(ids.slice(DEFAULT_USER_PAGE));
    expect(rest.pagination.next_cursor).toBeNull();
  });

  it("pages in both directions, and a search pages over its matches only", async () => {
    const { em, ids } = withUsers(30);
    const desc = await list(em, "?desc=true&limit=4");
    expect(desc.items.map((u) => u.id)).toEqual(ids.slice(-4).reverse());
    expect(desc.pagination.next_cursor).toBe(ids[25]);
    // "User 1" matches User 1 and User 10..19.
    const page = await list(em, "?query=user%201&limit=5");
    expect(page.items.map((u) => u.display_name)).toEqual(["User 1", "User 10", "User 11", "User 12", "User 13"]);
    const next = await list(em, `?query=user%201&limit=5&cursor=${page.pagination.next_cursor}`);
    expect(next.items.map((u) => u.display_name)).toEqual(["User 14", "User 15", "User 16", "User 17", "User 18"]);
    // A cursor that is not among the matches answers an empty page, as before.
    expect((await list(em, `?query=user%201&cursor=${ids[2]}`)).items).toEqual([]);
  });

  it("finds users by their current name and emails after they change", async () => {
    const { em, ids } = withUsers(3);
    expect((await list(em, "?query=renamed")).items).toEqual([]);
    await send(em, "PATCH", `/users/${ids[1]}`, serverHeaders(em), { display_name: "Renamed", primary_email: "found@example.com" });
    expect((await list(em, "?query=renamed")).items.map((u) => u.id)).toEqual([ids[1]]);
    expect((await list(em, "?query=FOUND@")).items.map((u) => u.id)).toEqual([ids[1]]);
    expect((await list(em, "?query=user%201")).items).toEqual([]);
    await send(em, "PATCH", `/users/${ids[1]}`, serverHeaders(em), { primary_email: "moved@example.com" });
    expect((await list(em, "?query=found@")).items).toEqual([]);
    expect((await list(em, `?query=${ids[2]}`)).items.map((u) => u.id)).toEqual([ids[2]]);
  });

  it("a search over the whole project lists exactly what a user-by-user test lists, in both directions and from any cursor", async () => {
    const { em, ids } = withUsers(40);
    // A new user and a deleted one after the first search, so the project's text is rebuilt.
    expect((await list(em, "?query=user%203")).items).toHaveLength(11);
    await send(em, "DELETE", `/users/${ids[31]}`, serverHeaders(em));
    await send(em, "PATCH", `/users/${ids[5]}`, serverHeaders(em), { display_name: "Zed 3" });
    const live = ids.filter((_, i) => i !== 31);
    const nameOf = (i: number) => (i === 5 ? "zed 3" : `user ${i}`);
    const expected = (needle: string, desc: boolean, from?: string) => {
      const order = desc ? [...live].reverse() : live;
      const hits = order.filter((id) => id === needle || nameOf(ids.indexOf(id)).includes(needle.toLowerCase()));
      return from === undefined ? hits : hits.includes(from) ? hits.slice(hits.indexOf(from)) : [];
    };
    for (const needle of ["3", "user 3", "ZED", "", "nobody", ids[7]!, " 1"]) {
      for (const desc of [false, true]) {
        const all = expected(needle, desc);
        const q = `?query=${encodeURIComponent(needle)}&desc=${desc}`;
        expect((await list(em, q)).items.map((u) => u.id)).toEqual(all);
        // Paged by 3, every page starting at the previous page's cursor.
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Page = await list(em, `${q}&limit=3${cursor === null ? "" : `&cursor=${cursor}`}`);
          paged.push(...page.items.map((u) => u.id));
          cursor = page.pagination.next_cursor;
        } while (cursor !== null);
        expect(paged).toEqual(all);
        if (all.length > 2) expect((await list(em, `${q}&cursor=${all[2]}`)).items.map((u) => u.id)).toEqual(expected(needle, desc, all[2]));
      }
    }
  });
});
