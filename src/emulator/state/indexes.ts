/**
 * Lookup indexes over the state, so that each request's work is proportional to what it
 * reads or returns, not to the size of the tables: a user's channels, sessions and teams,
 * the sign-in channel of an email, a team's members, a project's users in sign-up order, ...
 *
 * Built from a state on first use (one pass over every table) and kept exact by the store
 * (`./store`), the only writer. A state replaced whole (`reset`, `load`) gets new indexes.
 */
import type { Core } from "../core";
import type { EmailRecord, EmulatorState, RecordOf, TableName } from "./types";
import { TABLE_NAMES } from "./types";
import { SearchChunks } from "./search-chunks";

/** Separator of composite index keys (never part of an id, email, code or token). */
const SEP = "\u0000";
export const indexKey = (...parts: string[]): string => parts.join(SEP);

const EMPTY: ReadonlySet<string> = new Set();

/** Key -> set of record keys. */
class MultiMap {
  private readonly map = new Map<string, Set<string>>();
  add(key: string, value: string): void {
    let set = this.map.get(key);
    if (!set) this.map.set(key, (set = new Set()));
    set.add(value);
  }
  delete(key: string, value: string): void {
    const set = this.map.get(key);
    if (!set) return;
    set.delete(value);
    if (set.size === 0) this.map.delete(key);
  }
  get(key: string): ReadonlySet<string> {
    return this.map.get(key) ?? EMPTY;
  }
}

/** A project's user ids in sign-up order (ties in insertion order), with their sign-up times. */
export class SignUpOrder {
  readonly ids: string[] = [];
  readonly times: number[] = [];

  /** The first position whose time is greater than `time` (`orEqual`: greater or equal). */
  private bound(time: number, orEqual: boolean): number {
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.times[mid]! < time || (!orEqual && this.times[mid] === time)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Adds `id` after every user signed up at or before `time`; returns its position. */
  insert(id: string, time: number): number {
    const at = this.bound(time, false);
    this.ids.splice(at, 0, id);
    this.times.splice(at, 0, time);
    return at;
  }

  /** The position of `id` (signed up at `time`), or -1. */
  indexOf(id: string, time: number): number {
    for (let i = this.bound(time, true); i < this.times.length && this.times[i] === time; i++) if (this.ids[i] === id) return i;
    return -1;
  }

  delete(id: string, time: number): void {
    const at = this.indexOf(id, time);
    if (at < 0) return;
    this.ids.splice(at, 1);
    this.times.splice(at, 1);
  }
}

/** The fields each table's indexes read: an update touching none of them needs no reindexing. */
const INDEXED_FIELDS: { [T in TableName]: readonly string[] } = {
  projects: [],
  users: ["projectId", "signedUpAtMillis", "oauthAccounts"],
  contactChannels: ["projectId", "userId", "type", "value", "usedForAuth"],
  sessions: ["userId", "refreshToken"],
  verificationCodes: ["projectId", "code", "type", "data"],
  teams: ["projectId"],
  teamMemberships: ["projectId", "teamId", "userId"],
  permissionDefinitions: [],
  teamPermissionGrants: ["projectId", "teamId", "userId", "permissionId"],
  projectPermissionGrants: ["projectId", "userId", "permissionId"],
  apiKeys: ["projectId", "type", "ownerId", "secret"],
  passkeys: ["projectId", "credentialId"],
  cliAuthAttempts: ["projectId", "pollingCode", "loginCode"],
  emailTemplates: [],
  oauthFlows: [],
  oauthProviderCodes: [],
  oauthAuthorizationCodes: [],
  oauthProviderTokens: [],
  userActivity: [],
};

/** Separates the fields of a user's search text (never part of a query worth matching across). */
export const SEARCH_SEPARATOR = "\u0000";

/** The last 39 characters of a code: its nonce (an OTP is the first 6). */
export const NONCE_LENGTH = 39;

export class Indexes {
  /** Project id -> its users in sign-up order. */
  readonly usersBySignUp = new Map<string, SignUpOrder>();
  /** (project, provider, account) -> the user connected to that provider account. */
  readonly userByOAuthAccount = new Map<string, string>();
  readonly channelsByUser = new MultiMap();
  readonly channelsByProject = new MultiMap();
  /** (project, value) -> the email channel used for sign-in with that exact value. */
  readonly authChannel = new Map<string, string>();
  readonly sessionsByUser = new MultiMap();
  readonly sessionByRefreshToken = new Map<string, string>();
  /** (project, code) -> code id. */
  readonly codeByValue = new Map<string, string>();
  /** (project, nonce) -> ids of the codes ending with it. */
  readonly codesByNonce = new MultiMap();
  /** Team id -> its invitation codes. */
  readonly invitationsByTeam = new MultiMap();
  readonly teamsByProject = new MultiMap();
  /** Team id -> its place in insertion order (breaks ties of equal creation times). */
  readonly teamSequence = new Map<string, number>();
  /** (team, user) -> membership id. */
  readonly membership = new Map<string, string>();
  readonly membershipsByTeam = new MultiMap();
  readonly membershipsByUser = new MultiMap();
  readonly membershipsByProject = new MultiMap();
  /** (team, user) -> keys of that member's direct team grants. */
  readonly teamGrantsByMember = new MultiMap();
  readonly teamGrantsByTeam = new MultiMap();
  readonly teamGrantsByProject = new MultiMap();
  readonly projectGrantsByUser = new MultiMap();
  readonly projectGrantsByProject = new MultiMap();
  /** (project, type, owner) -> key ids. */
  readonly apiKeysByOwner = new MultiMap();
  readonly apiKeyBySecret = new Map<string, string>();
  /** (project, credential id) -> user id. */
  readonly passkeyByCredential = new Map<string, string>();
  /** (project, polling code) -> attempt id. */
  readonly cliByPollingCode = new Map<string, string>();
  readonly cliByLoginCode = new Map<string, string>();
  /** User id -> its search text (see {@link userSearchText}); dropped when the user or a channel of it changes. */
  private readonly searchText = new Map<string, string>();
  /** Project id -> its users' search texts in sign-up order, in chunks (kept in step with {@link usersBySignUp}). */
  private readonly searchChunks = new Map<string, SearchChunks>();
  /** Lower-cased recipient -> the emails sent to it, oldest first. */
  readonly emailsTo = new Map<string, EmailRecord[]>();
  /** Project -> how many of its emails the outbox holds. */
  readonly emailCount = new Map<string, number>();
  /** Project -> how many of its emails were dropped to keep the outbox bounded (since this state was loaded). */
  readonly droppedEmails = new Map<string, number>();

  private removedTeams = 0;
  /** True while the constructor indexes a whole state: no search text exists yet to drop. */
  private building = true;

  constructor(private readonly state: EmulatorState) {
    for (const table of TABLE_NAMES) {
      for (const record of Object.values(state[table])) this.add(table, record as RecordOf<typeof table>);
    }
    for (const email of state.emails) this.addEmail(email);
    this.building = false;
    // Ready before the first search, so that it costs no more than the next.
    for (const chunks of this.searchChunks.values()) chunks.buildAll();
  }

  /** What a user search looks in, lower-cased: the display name and every contact value, separated by {@link SEARCH_SEPARATOR}. */
  userSearchText(userId: string): string {
    let text = this.searchText.get(userId);
    if (text === undefined) {
      const user = this.state.users[userId]!;
      const parts = [...this.channelsByUser.get(userId)].map((id) => this.state.contactChannels[id]!.value.toLowerCase());
      if (user.displayName !== null) parts.unshift(user.displayName.toLowerCase());
      this.searchText.set(userId, (text = parts.join(SEARCH_SEPARATOR)));
    }
    return text;
  }

  /** The project's search texts in sign-up order (positions as in {@link usersBySignUp}). */
  projectSearch(projectId: string): SearchChunks {
    let chunks = this.searchChunks.get(projectId);
    if (!chunks) this.searchChunks.set(projectId, (chunks = new SearchChunks((id) => this.userSearchText(id), SEARCH_SEPARATOR)));
    return chunks;
  }

  private searchChanged(userId: string, projectId: string): void {
    if (this.building) return;
    this.searchText.delete(userId);
    this.searchChunks.get(projectId)?.changed(userId);
  }

  /** Told of every update (after it is applied), for what depends on fields no index is keyed by. */
  updated(table: TableName, record: RecordOf<TableName>, changes: object): void {
    if (table === "users" && "displayName" in changes) {
      const user = record as RecordOf<"users">;
      this.searchChanged(user.id, user.projectId);
    }
    if (table === "contactChannels" && "value" in changes) {
      const channel = record as RecordOf<"contactChannels">;
      this.searchChanged(channel.userId, channel.projectId);
    }
  }

  /** True when an update with these changed fields moves the record in some index. */
  affects(table: TableName, changes: object): boolean {
    const fields = INDEXED_FIELDS[table];
    return fields.length > 0 && Object.keys(changes).some((field) => fields.includes(field));
  }

  add<T extends TableName>(table: T, record: RecordOf<T>): void {
    this.apply(table, record, true);
  }

  delete<T extends TableName>(table: T, record: RecordOf<T>): void {
    this.apply(table, record, false);
  }

  addEmail(email: EmailRecord): void {
    const to = email.to.toLowerCase();
    const list = this.emailsTo.get(to);
    if (list) list.push(email);
    else this.emailsTo.set(to, [email]);
    this.emailCount.set(email.projectId, (this.emailCount.get(email.projectId) ?? 0) + 1);
  }

  /** Forgets a dropped email (the oldest of its recipient's, so the first of its list). */
  dropEmail(email: EmailRecord): void {
    const to = email.to.toLowerCase();
    const list = this.emailsTo.get(to);
    const at = list?.indexOf(email) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
    if (list?.length === 0) this.emailsTo.delete(to);
    this.emailCount.set(email.projectId, (this.emailCount.get(email.projectId) ?? 1) - 1);
    this.droppedEmails.set(email.projectId, (this.droppedEmails.get(email.projectId) ?? 0) + 1);
  }

  clearEmails(): void {
    this.emailsTo.clear();
    this.emailCount.clear();
  }

  private apply(table: TableName, record: RecordOf<TableName>, adding: boolean): void {
    const multi = (map: MultiMap, key: string, value: string) => (adding ? map.add(key, value) : map.delete(key, value));
    const single = (map: Map<string, string>, key: string, value: string) => {
      if (adding) map.set(key, value);
      else if (map.get(key) === value) map.delete(key);
    };
    switch (table) {
      case "users": {
        const u = record as RecordOf<"users">;
        let order = this.usersBySignUp.get(u.projectId);
        if (!order) this.usersBySignUp.set(u.projectId, (order = new SignUpOrder()));
        if (adding) this.projectSearch(u.projectId).insert(u.id, order.insert(u.id, u.signedUpAtMillis));
        else {
          order.delete(u.id, u.signedUpAtMillis);
          this.projectSearch(u.projectId).remove(u.id);
        }
        for (const a of u.oauthAccounts) single(this.userByOAuthAccount, indexKey(u.projectId, a.providerId, a.accountId), u.id);
        this.searchChanged(u.id, u.projectId);
        return;
      }
      case "contactChannels": {
        const c = record as RecordOf<"contactChannels">;
        multi(this.channelsByUser, c.userId, c.id);
        multi(this.channelsByProject, c.projectId, c.id);
        if (c.type === "email" && c.usedForAuth) single(this.authChannel, indexKey(c.projectId, c.value), c.id);
        this.searchChanged(c.userId, c.projectId);
        return;
      }
      case "sessions": {
        const s = record as RecordOf<"sessions">;
        multi(this.sessionsByUser, s.userId, s.id);
        single(this.sessionByRefreshToken, s.refreshToken, s.id);
        return;
      }
      case "verificationCodes": {
        const c = record as RecordOf<"verificationCodes">;
        single(this.codeByValue, indexKey(c.projectId, c.code), c.id);
        multi(this.codesByNonce, indexKey(c.projectId, c.code.slice(-NONCE_LENGTH)), c.id);
        if (c.type === "team_invitation") multi(this.invitationsByTeam, c.data.team_id, c.id);
        return;
      }
      case "teams": {
        const t = record as RecordOf<"teams">;
        multi(this.teamsByProject, t.projectId, t.id);
        if (adding) this.teamSequence.set(t.id, this.teamSequence.size + this.removedTeams);
        else if (this.teamSequence.delete(t.id)) this.removedTeams++;
        return;
      }
      case "teamMemberships": {
        const m = record as RecordOf<"teamMemberships">;
        single(this.membership, indexKey(m.teamId, m.userId), m.id);
        multi(this.membershipsByTeam, m.teamId, m.id);
        multi(this.membershipsByUser, m.userId, m.id);
        multi(this.membershipsByProject, m.projectId, m.id);
        return;
      }
      case "teamPermissionGrants": {
        const g = record as RecordOf<"teamPermissionGrants">;
        const key = `${g.teamId}/${g.userId}/${g.permissionId}`;
        multi(this.teamGrantsByMember, indexKey(g.teamId, g.userId), key);
        multi(this.teamGrantsByTeam, g.teamId, key);
        multi(this.teamGrantsByProject, g.projectId, key);
        return;
      }
      case "projectPermissionGrants": {
        const g = record as RecordOf<"projectPermissionGrants">;
        const key = `${g.userId}/${g.permissionId}`;
        multi(this.projectGrantsByUser, g.userId, key);
        multi(this.projectGrantsByProject, g.projectId, key);
        return;
      }
      case "apiKeys": {
        const k = record as RecordOf<"apiKeys">;
        multi(this.apiKeysByOwner, indexKey(k.projectId, k.type, k.ownerId), k.id);
        single(this.apiKeyBySecret, k.secret, k.id);
        return;
      }
      case "passkeys": {
        const p = record as RecordOf<"passkeys">;
        single(this.passkeyByCredential, indexKey(p.projectId, p.credentialId), p.userId);
        return;
      }
      case "cliAuthAttempts": {
        const a = record as RecordOf<"cliAuthAttempts">;
        single(this.cliByPollingCode, indexKey(a.projectId, a.pollingCode), a.id);
        single(this.cliByLoginCode, a.loginCode, a.id);
        return;
      }
      default:
        return;
    }
  }
}

const built = new WeakMap<EmulatorState, Indexes>();

/** The indexes of the core's current state (built on first use). */
export function indexesOf(core: Core): Indexes {
  let indexes = built.get(core.state);
  if (!indexes) built.set(core.state, (indexes = new Indexes(core.state)));
  return indexes;
}
