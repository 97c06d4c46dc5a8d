/**
 * The state as a JSON file. Reading checks the file record by record (./check-state) after
 * bringing older versions up to date (./migrate); a file that cannot be used is an error
 * naming it and the bad record, never an empty start. Writing is atomic and private: a new
 * temporary file with an unpredictable name, created exclusively (so it cannot be a link
 * someone planted), readable by the owner only, synced to disk, then renamed over the file.
 */
import { randomBytes } from "node:crypto";
import { closeSync, constants, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { stateProblem } from "./check-state";
import { migrateState } from "./migrate";
import { LATER_TABLES, STATE_VERSION, TABLE_NAMES, type EmulatorState } from "./types";

/** The data file cannot be used. `message` says which file and why. */
export class EmulatorDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EmulatorDataError";
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks a parsed state (any supported version) and returns it in the current shape. */
export function parseState(raw: unknown, source: string): EmulatorState {
  const fail = (why: string) => new EmulatorDataError(`${source} is not a gatehouse emulator data file: ${why}.`);
  if (!isObject(raw)) throw fail("expected a JSON object");
  if (raw.version !== STATE_VERSION && raw.version !== 1) throw fail(`unsupported version ${JSON.stringify(raw.version)} (expected ${STATE_VERSION})`);
  if (raw.version === STATE_VERSION) for (const key of LATER_TABLES) if (raw[key] === undefined) raw[key] = {};
  for (const key of raw.version === 1 ? ["projects", "users", "contactChannels", "sessions", "verificationCodes", "teams", "teamMemberships"] : TABLE_NAMES) {
    if (!isObject(raw[key])) throw fail(`"${key}" must be an object`);
  }
  if (!Array.isArray(raw.emails)) throw fail(`"emails" must be an array`);
  const state = migrateState(raw) as unknown as EmulatorState;
  const problem = stateProblem(state);
  if (problem !== null) throw new EmulatorDataError(`${source} has a record the emulator cannot use: ${problem}. Fix or remove that record.`);
  return state;
}

export function readStateFile(file: string): EmulatorState {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new EmulatorDataError(`Cannot read emulator data file ${file}: ${(error as Error).message}`, { cause: error });
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (error) {
    throw new EmulatorDataError(`Emulator data file ${file} is not UTF-8 text. Fix or remove it.`, { cause: error });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new EmulatorDataError(`Emulator data file ${file} is not valid JSON (${(error as Error).message}). Fix or remove it.`, { cause: error });
  }
  return parseState(raw, `Emulator data file ${file}`);
}

/**
 * The file's text in pieces, tables in a fixed order: `{"version":2,"projects":{"<id>":{...},...},...,"emails":[...]}`.
 * `json` turns one record into its JSON (the saver passes a cached one).
 */
export function* statePieces(state: EmulatorState, json: (record: object) => string): Generator<string> {
  yield `{"version":${STATE_VERSION}`;
  for (const table of TABLE_NAMES) {
    yield `,${JSON.stringify(table)}:{`;
    let first = true;
    for (const [key, record] of Object.entries(state[table])) {
      yield `${first ? "" : ","}${JSON.stringify(key)}:${json(record)}`;
      first = false;
    }
    yield "}";
  }
  yield `,"emails":[`;
  for (let i = 0; i < state.emails.length; i++) yield `${i === 0 ? "" : ","}${json(state.emails[i]!)}`;
  yield "]}";
}

/** A temporary file name beside `file` that nobody can guess. */
export function tempPathFor(file: string): string {
  return `${file}.${randomBytes(12).toString("hex")}.tmp`;
}

/** Flags of a new temporary file: fails if the name exists (a planted file or link), never follows a link. */
export const EXCLUSIVE_CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/** Makes a rename durable (a directory fsync; not possible on every platform, so best effort). */
export function syncDirectorySync(file: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(dirname(file), "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot open a directory; the rename is as durable as the platform makes it.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

function writeAllSync(fd: number, text: string): void {
  const bytes = Buffer.from(text, "utf8");
  for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset);
}

/** Writes the whole state to `file` atomically (synchronously: for `Emulator.save` and a process about to exit). */
export function writeStateFile(file: string, state: EmulatorState): void {
  const temp = tempPathFor(file);
  const fd = openSync(temp, EXCLUSIVE_CREATE, 0o600);
  try {
    let batch = "";
    for (const piece of statePieces(state, (record) => JSON.stringify(record))) {
      batch += piece;
      if (batch.length >= 1 << 20) {
        writeAllSync(fd, batch);
        batch = "";
      }
    }
    writeAllSync(fd, batch);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncDirectorySync(file);
}
