/**
 * Passkeys: one per user, keyed by user id.
 */
import type { Core } from "../core";
import { indexKey, indexesOf } from "./indexes";
import { get, insert, update } from "./store";
import type { PasskeyRecord, UserRecord } from "./types";

export type { PasskeyRecord } from "./types";

/** The user's passkey; a user whose passkey auth was switched off (PATCH) has none. */
export function passkeyOf(core: Core, user: UserRecord): PasskeyRecord | undefined {
  return user.passkeyAuthEnabled ? get(core, "passkeys", user.id) : undefined;
}

/** The passkey with this credential id in the project (switched off or not). */
export function findPasskeyByCredential(core: Core, projectId: string, credentialId: string): PasskeyRecord | undefined {
  const userId = indexesOf(core).passkeyByCredential.get(indexKey(projectId, credentialId));
  return userId === undefined ? undefined : get(core, "passkeys", userId);
}

export function savePasskey(core: Core, passkey: PasskeyRecord): void {
  insert(core, "passkeys", passkey);
}

export function updatePasskeyCounter(core: Core, passkey: PasskeyRecord, counter: number): void {
  update(core, "passkeys", passkey, { counter });
}
