/**
 * CLI login attempts: a polling code for the CLI, a login code for the browser, and the
 * refresh token the browser hands over.
 */
import type { Core } from "../core";
import { newCode, newId } from "./ids";
import { indexKey, indexesOf } from "./indexes";
import { get, insert, update } from "./store";
import type { CliAuthAttemptRecord } from "./types";

export type { CliAuthAttemptRecord } from "./types";

export function createCliAuthAttempt(core: Core, projectId: string, expiresInMillis: number): CliAuthAttemptRecord {
  const now = core.clock.now();
  return insert(core, "cliAuthAttempts", {
    id: newId(),
    projectId,
    pollingCode: newCode(),
    loginCode: newCode(),
    refreshToken: null,
    createdAtMillis: now,
    expiresAtMillis: now + expiresInMillis,
    usedAtMillis: null,
  });
}

export function findCliAuthByPollingCode(core: Core, projectId: string, pollingCode: string): CliAuthAttemptRecord | undefined {
  const id = indexesOf(core).cliByPollingCode.get(indexKey(projectId, pollingCode));
  return id === undefined ? undefined : get(core, "cliAuthAttempts", id);
}

/** Any project's attempt with this login code (the caller tells a project mismatch apart). */
export function findCliAuthByLoginCode(core: Core, loginCode: string): CliAuthAttemptRecord | undefined {
  const id = indexesOf(core).cliByLoginCode.get(loginCode);
  return id === undefined ? undefined : get(core, "cliAuthAttempts", id);
}

export function updateCliAuthAttempt(core: Core, attempt: CliAuthAttemptRecord, changes: Partial<Pick<CliAuthAttemptRecord, "refreshToken" | "usedAtMillis">>): void {
  update(core, "cliAuthAttempts", attempt, changes);
}
