/**
 * CLI login attempts (docs/protocol.md §11), kept under `state.extra.cliAuthAttempts` (plain
 * JSON, keyed by id): a polling code for the CLI, a login code for the browser, and the
 * refresh token the browser hands over.
 */
import type { Core } from "../core";
import { newCode, newId } from "./ids";

export type CliAuthAttemptRecord = {
  id: string;
  projectId: string;
  pollingCode: string;
  loginCode: string;
  /** Set by `/auth/cli/complete`; the CLI receives it once. */
  refreshToken: string | null;
  createdAtMillis: number;
  expiresAtMillis: number;
  /** When the CLI received the refresh token. */
  usedAtMillis: number | null;
};

const KEY = "cliAuthAttempts";

function attempts(core: Core): Record<string, CliAuthAttemptRecord> {
  const extra = core.state.extra;
  const current = extra[KEY];
  if (typeof current !== "object" || current === null || Array.isArray(current)) extra[KEY] = {};
  return extra[KEY] as unknown as Record<string, CliAuthAttemptRecord>;
}

export function createCliAuthAttempt(core: Core, projectId: string, expiresInMillis: number): CliAuthAttemptRecord {
  const now = core.clock.now();
  const record: CliAuthAttemptRecord = {
    id: newId(),
    projectId,
    pollingCode: newCode(),
    loginCode: newCode(),
    refreshToken: null,
    createdAtMillis: now,
    expiresAtMillis: now + expiresInMillis,
    usedAtMillis: null,
  };
  attempts(core)[record.id] = record;
  return record;
}

export function findCliAuthByPollingCode(core: Core, projectId: string, pollingCode: string): CliAuthAttemptRecord | undefined {
  return Object.values(attempts(core)).find((a) => a.projectId === projectId && a.pollingCode === pollingCode);
}

/** Any project's attempt with this login code (the caller tells a project mismatch apart). */
export function findCliAuthByLoginCode(core: Core, loginCode: string): CliAuthAttemptRecord | undefined {
  return Object.values(attempts(core)).find((a) => a.loginCode === loginCode);
}
