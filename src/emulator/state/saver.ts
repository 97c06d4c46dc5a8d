/**
 * Keeping a data file up to date while requests keep coming.
 *
 * When: a save starts at most `maxWaitMs` after the first change it has not saved,
 * whatever the traffic (a quiet spell starts it sooner), so a crash loses at most the
 * last moment of acknowledged writes.
 *
 * How, without holding up requests: a save first takes a snapshot, at no cost in proportion
 * to the state (records are only ever changed through the store, which tells the saver: a
 * record about to change or go is serialised as it was, a record stored since is left out;
 * see {@link Snapshot}). It then serialises and
 * writes in slices, yielding to other requests between them, into a new private file
 * created exclusively, synced, and renamed over the data file. Each record's JSON (as
 * UTF-8) is kept until the record changes, so a save re-serialises only what changed since
 * the last; the rest is handed to the file as it is.
 *
 * A save that fails is retried, and `status()` reports it until one succeeds.
 */
import { open, rename, rm, type FileHandle } from "node:fs/promises";
import type { Core, StoreWatcher } from "../core";
import { EXCLUSIVE_CREATE, syncDirectorySync, tempPathFor } from "./persist";
import { STATE_VERSION, TABLE_NAMES, type TableName } from "./types";

export type PersistOptions = {
  /** Longest time from the first unsaved change to the start of its save, ms (default 1000). */
  maxWaitMs?: number;
  /** A save starts this long after the last change when changes pause (default 50 ms), unless `maxWaitMs` comes first. */
  quietMs?: number;
  /** Called when a save fails (each time). */
  onError?: (error: Error) => void;
  /** Called when a save succeeds after one or more failures. */
  onRecovered?: () => void;
  /** The file already holds the current state (it was just loaded): no save until something changes. */
  upToDate?: boolean;
};

export type PersistStatus = {
  /** The last save's error while saves keep failing, else null. */
  failing: { message: string; sinceMillis: number } | null;
  /** When the oldest change not yet in the file was made (ms since epoch), or null when the file is current. */
  unsavedSinceMillis: number | null;
  /** Wall-clock time of the last successful save, or null. */
  savedAtMillis: number | null;
};

/** A data file kept up to date; see the module comment. */
export type Persistence = {
  /** Saves what is not saved yet and resolves when it is on disk (rejects if that save fails). */
  flush(): Promise<void>;
  /** Proves that a save could replace the file now (creates and removes a temporary file beside it); rejects if not. */
  checkWritable(): Promise<void>;
  status(): PersistStatus;
  /** Stops saving (a save in progress finishes); does not save. */
  stop(): Promise<void>;
};

/** Serialised records as UTF-8: `"key":{...}` for table records, `{...}` for emails. Valid until the record changes. */
type JsonCache = WeakMap<object, Buffer>;

const COMMA = Buffer.from(",");

/**
 * The state at one instant. Taking it costs nothing in proportion to the state: it keeps the
 * tables and a copy of the email list, and each table's keys are listed only when the save
 * reaches that table (a list of every key of a 100,000-user state at once held the event
 * loop for 60-200 ms at the start of every save). What changes in between is told by the
 * store: a record about to change or go is kept as it was ({@link beforeWrite}), a record
 * stored after the snapshot began is left out ({@link inserted}), so what is written is the
 * state of the instant the save began. A record that went before its table was listed is
 * written after the table's other records.
 */
class Snapshot {
  private readonly tables: { name: TableName; rows: Record<string, object> }[];
  private readonly emails: readonly object[];
  /** Per table: key -> the record's JSON as it was when the snapshot was taken. */
  private readonly taken = new Map<TableName, Map<string, Buffer>>();
  /** Per table: keys stored after the snapshot was taken, that were not there then. */
  private readonly added = new Map<TableName, Set<string>>();

  constructor(core: Core, private readonly cache: JsonCache) {
    const state = core.state;
    this.tables = TABLE_NAMES.map((name) => ({ name, rows: state[name] as Record<string, object> }));
    this.emails = state.emails.slice();
  }

  private json(record: object, key: string | null, current: boolean): Buffer {
    const cached = this.cache.get(record);
    if (cached !== undefined) return cached;
    const body = JSON.stringify(record);
    const json = Buffer.from(key === null ? body : `${JSON.stringify(key)}:${body}`);
    if (current) this.cache.set(record, json);
    return json;
  }

  /** Before a stored record changes or goes: keeps it as it is (the first time only, and only if it was there at the snapshot). */
  beforeWrite(table: TableName, key: string, record: object): void {
    if (this.added.get(table)?.has(key)) return;
    let taken = this.taken.get(table);
    if (taken === undefined) this.taken.set(table, (taken = new Map()));
    if (!taken.has(key)) taken.set(key, this.json(record, key, false));
  }

  /** After a record is stored: unless one was there at the snapshot (it was taken as it went), it is not part of it. */
  inserted(table: TableName, key: string): void {
    if (this.taken.get(table)?.has(key)) return;
    let added = this.added.get(table);
    if (added === undefined) this.added.set(table, (added = new Set()));
    added.add(key);
  }

  /** The file's bytes, in pieces. */
  *pieces(): Generator<Buffer> {
    yield Buffer.from(`{"version":${STATE_VERSION}`);
    for (const { name, rows } of this.tables) {
      yield Buffer.from(`,${JSON.stringify(name)}:{`);
      const keys = Object.keys(rows);
      const taken = this.taken.get(name);
      const added = this.added.get(name);
      // Records that went between the snapshot and this listing: written after the others.
      const gone = taken === undefined ? [] : [...taken.keys()].filter((key) => !Object.hasOwn(rows, key));
      let first = true;
      for (const key of [...keys, ...gone]) {
        // Taken: changed or gone since the snapshot; else, unless added since, unchanged.
        const was = taken?.get(key);
        if (was === undefined && (added?.has(key) || !Object.hasOwn(rows, key))) continue;
        if (!first) yield COMMA;
        first = false;
        yield was ?? this.json(rows[key]!, key, true);
      }
      yield Buffer.from("}");
    }
    yield Buffer.from(`,"emails":[`);
    for (let i = 0; i < this.emails.length; i++) {
      if (i > 0) yield COMMA;
      yield this.json(this.emails[i]!, null, true);
    }
    yield Buffer.from("]}");
  }
}

/** Serialisation work between two yields to the event loop, ms. */
const SLICE_MS = 8;
/** Bytes, and buffers, handed to the file per write. */
const WRITE_BYTES = 1 << 20;
const WRITE_BUFFERS = 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writeAll(handle: FileHandle, buffers: Buffer[]): Promise<void> {
  let rest = buffers;
  while (rest.length > 0) {
    const { bytesWritten } = await handle.writev(rest);
    let skip = bytesWritten;
    let i = 0;
    while (i < rest.length && skip >= rest[i]!.length) skip -= rest[i++]!.length;
    rest = rest.slice(i);
    if (skip > 0) rest[0] = rest[0]!.subarray(skip);
  }
}

/**
 * Starts keeping `file` up to date with the core's state. `onChange` subscribes to the
 * emulator's change notifications (requests, resets, loads) and returns an unsubscribe.
 */
export function persistState(core: Core, onChange: (listener: () => void) => () => void, file: string, options: PersistOptions = {}): Persistence {
  const maxWaitMs = options.maxWaitMs ?? 1000;
  const quietMs = Math.min(options.quietMs ?? 50, maxWaitMs);
  const cache: JsonCache = new WeakMap();
  let savedWrites = options.upToDate ? core.writes : -1;
  let snapshot: Snapshot | null = null;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirtySince: number | null = null;
  let failing: PersistStatus["failing"] = null;
  let savedAt: number | null = null;
  let stopped = false;

  // Records about to change are first taken by the save in progress; their cached JSON is stale after.
  const watcher: StoreWatcher = {
    beforeWrite(table, key, record) {
      snapshot?.beforeWrite(table, key, record);
      cache.delete(record);
    },
    inserted(table, key) {
      snapshot?.inserted(table, key);
    },
  };
  core.watchers.add(watcher);

  async function writeSnapshot(current: Snapshot): Promise<void> {
    const temp = tempPathFor(file);
    const handle = await open(temp, EXCLUSIVE_CREATE, 0o600);
    try {
      let batch: Buffer[] = [];
      let bytes = 0;
      let sliceStart = performance.now();
      for (const buffer of current.pieces()) {
        batch.push(buffer);
        bytes += buffer.length;
        if (bytes >= WRITE_BYTES || batch.length >= WRITE_BUFFERS) {
          await writeAll(handle, batch);
          batch = [];
          bytes = 0;
        }
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      await writeAll(handle, batch);
      await handle.sync();
      await handle.close();
      await rename(temp, file);
    } catch (error) {
      await handle.close().catch(() => {});
      await rm(temp, { force: true }).catch(() => {});
      throw error;
    }
    syncDirectorySync(file);
  }

  async function saveOnce(): Promise<void> {
    const writes = core.writes;
    const since = dirtySince;
    dirtySince = null;
    const current = new Snapshot(core, cache);
    snapshot = current;
    try {
      await writeSnapshot(current);
      savedWrites = writes;
      savedAt = Date.now();
      if (failing) {
        failing = null;
        options.onRecovered?.();
      }
    } catch (error) {
      // Still unsaved: the oldest change keeps its time, and a retry is due after the wait.
      dirtySince = since ?? dirtySince ?? Date.now();
      const failure = error instanceof Error ? error : new Error(String(error));
      failing = { message: failure.message, sinceMillis: failing?.sinceMillis ?? Date.now() };
      options.onError?.(failure);
      throw failure;
    } finally {
      snapshot = null;
    }
  }

  /** Runs a save now, or right after the one in progress. */
  function save(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const previous = running ?? Promise.resolve();
    const next = previous.catch(() => {}).then(saveOnce);
    running = next;
    const settle = () => {
      if (running === next) running = null;
      if (!stopped && core.writes !== savedWrites) schedule();
    };
    next.then(settle, settle);
    return next;
  }

  function schedule(): void {
    if (stopped || core.writes === savedWrites) return;
    const now = Date.now();
    dirtySince ??= now;
    const due = Math.min(now + quietMs, dirtySince + maxWaitMs);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (running) return; // its settle schedules again
      save().catch(() => {}); // reported through onError and status()
    }, Math.max(0, due - now));
  }

  const unsubscribe = onChange(schedule);
  schedule();

  return {
    flush: () => (core.writes === savedWrites && !running ? Promise.resolve() : save()),
    async checkWritable() {
      const temp = tempPathFor(file);
      const handle = await open(temp, EXCLUSIVE_CREATE, 0o600);
      try {
        await handle.sync();
      } finally {
        await handle.close();
        await rm(temp, { force: true });
      }
    },
    status: () => ({ failing, unsavedSinceMillis: core.writes === savedWrites ? null : dirtySince, savedAtMillis: savedAt }),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      unsubscribe();
      core.watchers.delete(watcher);
      await running?.catch(() => {});
    },
  };
}
