/**
 * The only way records change. Every insert, update and removal goes through here, so
 * that the lookup indexes (`./indexes`) stay exact and a save in progress (`./saver`)
 * sees each record as it was when the save began. Records are read-only everywhere else.
 *
 * A handler's change of several records is atomic with respect to other requests as long
 * as it calls these functions without an `await` in between: Node runs one request's
 * synchronous code at a time.
 */
import type { Core } from "../core";
import { indexesOf } from "./indexes";
import { own } from "./records";
import type { EmailRecord, RecordOf, TableName } from "./types";

/** How each table is keyed. */
const KEYS: { [T in TableName]: (record: RecordOf<T>) => string } = {
  projects: (r) => r.id,
  users: (r) => r.id,
  contactChannels: (r) => r.id,
  sessions: (r) => r.id,
  verificationCodes: (r) => r.id,
  teams: (r) => r.id,
  teamMemberships: (r) => r.id,
  permissionDefinitions: (r) => r.projectId,
  teamPermissionGrants: (r) => `${r.teamId}/${r.userId}/${r.permissionId}`,
  projectPermissionGrants: (r) => `${r.userId}/${r.permissionId}`,
  apiKeys: (r) => r.id,
  passkeys: (r) => r.userId,
  cliAuthAttempts: (r) => r.id,
  emailTemplates: (r) => `${r.projectId}/${r.type}`,
  oauthFlows: (r) => r.innerState,
  oauthProviderCodes: (r) => r.code,
  oauthAuthorizationCodes: (r) => r.code,
  oauthProviderTokens: (r) => `${r.projectId}:${r.providerId}:${r.accountId}`,
  userActivity: (r) => `${r.projectId}/${r.userId}`,
};

export function keyOf<T extends TableName>(table: T, record: RecordOf<T>): string {
  return KEYS[table](record);
}

/** The record stored under `key`, or undefined (a key from a request never finds `Object.prototype` members). */
export function get<T extends TableName>(core: Core, table: T, key: string): RecordOf<T> | undefined {
  return own(core.state[table] as Record<string, RecordOf<T>>, key);
}

/** Every record of a table, in insertion order. Proportional to the table: for small tables or whole-state work only. */
export function all<T extends TableName>(core: Core, table: T): RecordOf<T>[] {
  return Object.values(core.state[table]) as RecordOf<T>[];
}

/** Stores a new record (replacing one with the same key). */
export function insert<T extends TableName, R extends RecordOf<T>>(core: Core, table: T, record: R): R {
  const key = keyOf(table, record);
  const existing = get(core, table, key);
  if (existing) remove(core, table, existing);
  // Indexes first: built lazily from the state, they would hold the new record once already.
  const indexes = indexesOf(core);
  (core.state[table] as Record<string, RecordOf<T>>)[key] = record;
  indexes.add(table, record);
  for (const watcher of core.watchers) watcher.inserted(table, key);
  core.writes++;
  return record;
}

/**
 * Changes fields of a stored record in place (references to it stay current) and returns
 * it. Fields that are part of the table's key may not change: remove and insert instead.
 */
export function update<T extends TableName, R extends RecordOf<T>>(core: Core, table: T, record: R, changes: Partial<R>): R {
  const key = keyOf(table, record);
  if (own(core.state[table] as Record<string, RecordOf<T>>, key) !== record) throw new Error(`update of a ${table} record that is not stored (${key})`);
  for (const watcher of core.watchers) watcher.beforeWrite(table, key, record);
  const indexes = indexesOf(core);
  const reindex = indexes.affects(table, changes);
  if (reindex) indexes.delete(table, record);
  Object.assign(record, changes);
  if (keyOf(table, record) !== key) throw new Error(`update changed the key of a ${table} record (${key})`);
  if (reindex) indexes.add(table, record);
  indexes.updated(table, record, changes);
  core.writes++;
  return record;
}

/** Removes a stored record (no-op when it is not stored). Cascades are the callers' (`./cascade`). */
export function remove<T extends TableName>(core: Core, table: T, record: RecordOf<T>): void {
  const key = keyOf(table, record);
  const rows = core.state[table] as Record<string, RecordOf<T>>;
  if (own(rows, key) !== record) return;
  for (const watcher of core.watchers) watcher.beforeWrite(table, key, record);
  delete rows[key];
  indexesOf(core).delete(table, record);
  core.writes++;
}

/** Emails kept per project: past it, the project's oldest is dropped. */
export const MAX_EMAILS_PER_PROJECT = 500;

/** Appends a captured email, dropping the project's oldest one past {@link MAX_EMAILS_PER_PROJECT}. */
export function appendEmail(core: Core, email: EmailRecord): EmailRecord {
  const indexes = indexesOf(core); // before the push, as in `insert`
  core.state.emails.push(email);
  indexes.addEmail(email);
  // `while`: a loaded data file may hold more than the bound.
  while ((indexes.emailCount.get(email.projectId) ?? 0) > MAX_EMAILS_PER_PROJECT) {
    const emails = core.state.emails;
    const oldest = emails.findIndex((e) => e.projectId === email.projectId);
    indexes.dropEmail(emails[oldest]!);
    emails.splice(oldest, 1);
  }
  core.writes++;
  return email;
}

/** Empties the outbox. */
export function clearEmails(core: Core): void {
  core.state.emails = [];
  indexesOf(core).clearEmails();
  core.writes++;
}
