/**
 * Saving and loading the state as a JSON file. Writes are atomic (temp file + rename);
 * a file that cannot be read or is not an emulator state is an error, never an empty start.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { STATE_VERSION, type EmulatorState } from "./types";

/** The data file cannot be used. `message` says which file and why. */
export class EmulatorDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EmulatorDataError";
  }
}

const RECORD_KEYS = ["projects", "users", "contactChannels", "sessions", "verificationCodes", "teams", "teamMemberships", "extra"] as const;

/** Checks the overall shape of a parsed state file. */
export function parseState(raw: unknown, source: string): EmulatorState {
  const fail = (why: string) => new EmulatorDataError(`${source} is not a gatehouse emulator data file: ${why}.`);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw fail("expected a JSON object");
  const state = raw as Record<string, unknown>;
  if (state.version !== STATE_VERSION) throw fail(`unsupported version ${JSON.stringify(state.version)} (expected ${STATE_VERSION})`);
  for (const key of RECORD_KEYS) {
    const value = state[key];
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw fail(`"${key}" must be an object`);
  }
  if (!Array.isArray(state.emails)) throw fail(`"emails" must be an array`);
  for (const [id, project] of Object.entries(state.projects as Record<string, any>)) {
    if (typeof project !== "object" || project === null || project.id !== id || typeof project.signingKey?.kid !== "string" || !Array.isArray(project.apiKeySets)) {
      throw fail(`project "${id}" is malformed`);
    }
  }
  return state as unknown as EmulatorState;
}

export function readStateFile(file: string): EmulatorState {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new EmulatorDataError(`Cannot read emulator data file ${file}: ${(error as Error).message}`, { cause: error });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new EmulatorDataError(`Emulator data file ${file} is not valid JSON (${(error as Error).message}). Fix or remove it.`, { cause: error });
  }
  return parseState(raw, `Emulator data file ${file}`);
}

export function writeStateFile(file: string, state: EmulatorState): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
  renameSync(temp, file);
}
