/**
 * `GET /users`: one page of a project's users in sign-up order, optionally a team's
 * members only or those matching a search. Walks the sign-up index from the cursor and
 * stops once the page (and the next page's first user, the cursor it returns) is found,
 * so a page costs what it returns, plus the users a search skips.
 */
import type { Core } from "../core";
import { isUuid } from "../http/schema";
import { SEARCH_SEPARATOR, indexesOf, type SignUpOrder } from "../state/indexes";
import { get } from "../state/store";
import { membershipsOfTeam } from "../state/teams";
import type { UserRecord } from "../state/types";

/**
 * Users per page when the request gives no `limit`. The service answers every user at
 * once; the emulator pages, so that a listing of a big project cannot hold up every other
 * request (SDKs follow `next_cursor`).
 */
export const DEFAULT_USER_PAGE = 1000;

export type UserListQuery = { team_id?: string; limit?: number; cursor?: string; desc?: boolean; query?: string };

/**
 * A search matches the exact user id (once everything but letters, digits, `-`, `_` and `.`
 * is removed), or a case-insensitive substring of the display name or any contact value.
 */
/** The user id a search names (see {@link searchMatcher}), or null. */
function searchedId(search: string): string | null {
  const idLike = search.replace(/[^a-zA-Z0-9\-_.]/g, "");
  return isUuid(idLike) ? idLike.toLowerCase() : null;
}

function searchMatcher(core: Core, search: string): (userId: string) => boolean {
  const id = searchedId(search);
  const needle = search.toLowerCase();
  const indexes = indexesOf(core);
  const fields = (userId: string): string[] => {
    const user = get(core, "users", userId)!;
    const values = [...indexes.channelsByUser.get(userId)].map((channelId) => get(core, "contactChannels", channelId)!.value.toLowerCase());
    return user.displayName === null ? values : [user.displayName.toLowerCase(), ...values];
  };
  // One lookup and one substring test per user (the indexes keep each user's text); a hit is
  // confirmed field by field when the query could span the separator.
  return (userId) => {
    if (userId === id) return true;
    return indexes.userSearchText(userId).includes(needle) && (!needle.includes(SEARCH_SEPARATOR) ? true : fields(userId).some((f) => f.includes(needle)));
  };
}

type Walk = { ids: readonly string[]; positionOf(user: UserRecord): number };

/** The ids to walk, in sign-up order: the project's, or a team's members'. */
function baseOrder(core: Core, projectId: string, teamId: string | undefined): Walk {
  const order: SignUpOrder | undefined = indexesOf(core).usersBySignUp.get(projectId);
  if (!order) return { ids: [], positionOf: () => -1 };
  if (teamId === undefined) return { ids: order.ids, positionOf: (u) => order.indexOf(u.id, u.signedUpAtMillis) };
  const members = membershipsOfTeam(core, teamId)
    .map((m) => get(core, "users", m.userId))
    .filter((u): u is UserRecord => u !== undefined && u.projectId === projectId);
  const position = (u: UserRecord) => order.indexOf(u.id, u.signedUpAtMillis);
  const ids = members.map((u) => [position(u), u.id] as const).sort((x, y) => x[0] - y[0]).map(([, id]) => id);
  return { ids, positionOf: (u) => ids.indexOf(u.id) };
}

/**
 * The next position at or after `at` (or at or before it, walking back) to list: every one
 * without a search; with one over the whole project, a substring scan of the project's
 * search texts (a few hundred users to a string, so 100,000 users cost ~100 native scans,
 * not 100,000 tests; ../state/search-chunks) or
 * the user whose id it names; otherwise the first position `matches` accepts.
 */
function matchWalker(core: Core, projectId: string, query: UserListQuery, ids: readonly string[], matches: (userId: string) => boolean) {
  const search = query.query;
  if (search === undefined) return (at: number) => (at >= 0 && at < ids.length ? at : -1);
  const needle = search.toLowerCase();
  if (query.team_id === undefined && !needle.includes(SEARCH_SEPARATOR)) {
    const texts = indexesOf(core).projectSearch(projectId);
    const id = searchedId(search);
    const byId = id === null ? undefined : get(core, "users", id);
    const idAt = byId && byId.projectId === projectId ? indexesOf(core).usersBySignUp.get(projectId)!.indexOf(byId.id, byId.signedUpAtMillis) : -1;
    const step = query.desc ? -1 : 1;
    return (at: number) => {
      const hit = texts.next(needle, at, step);
      if (idAt < 0 || (step === 1 ? idAt < at : idAt > at)) return hit;
      if (hit < 0) return idAt;
      return step === 1 ? Math.min(hit, idAt) : Math.max(hit, idAt);
    };
  }
  const step = query.desc ? -1 : 1;
  return (at: number) => {
    for (; at >= 0 && at < ids.length; at += step) if (matches(ids[at]!)) return at;
    return -1;
  };
}

export function listUsers(core: Core, projectId: string, query: UserListQuery): { users: UserRecord[]; nextCursor: string | null } {
  const { ids, positionOf } = baseOrder(core, projectId, query.team_id);
  const matches: (userId: string) => boolean = query.query === undefined ? () => true : searchMatcher(core, query.query);
  const next = matchWalker(core, projectId, query, ids, matches);
  const step = query.desc ? -1 : 1;
  let at = query.desc ? ids.length - 1 : 0;
  if (query.cursor !== undefined) {
    // Inclusive cursor: the page starts at that user, who must be in the listing.
    const cursorUser = get(core, "users", query.cursor);
    at = cursorUser && cursorUser.projectId === projectId && matches(cursorUser.id) ? positionOf(cursorUser) : -1;
    if (at < 0) return { users: [], nextCursor: null };
  }
  const limit = query.limit ?? DEFAULT_USER_PAGE;
  const users: UserRecord[] = [];
  for (at = next(at); at >= 0; at = next(at + step)) {
    const id = ids[at]!;
    // One past the page: the first user of the next page is its cursor.
    if (users.length === limit) return { users, nextCursor: id };
    users.push(get(core, "users", id)!);
  }
  return { users, nextCursor: null };
}
