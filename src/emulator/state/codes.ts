/**
 * Verification codes (email verification, password reset, MFA attempts, ...): 45-char
 * codes, 7-day default life, at most 20 attempts. Each kind carries its own typed data
 * (`CodeData` in ./types).
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { newCode, newId } from "./ids";
import { NONCE_LENGTH, indexKey, indexesOf } from "./indexes";
import { get, insert, remove, update } from "./store";
import type { CodeData, CodeType, VerificationCodeRecord } from "./types";

export const DEFAULT_CODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 20;

export function createCode<T extends CodeType>(core: Core, projectId: string, type: T, data: CodeData[T], lifetimeMs = DEFAULT_CODE_LIFETIME_MS): VerificationCodeRecord<T> {
  const now = core.clock.now();
  const record = {
    id: newId(),
    projectId,
    type,
    code: newCode(),
    createdAtMillis: now,
    expiresAtMillis: now + lifetimeMs,
    usedAtMillis: null,
    attemptCount: 0,
    data,
  } as VerificationCodeRecord;
  return insert(core, "verificationCodes", record) as VerificationCodeRecord<T>;
}

/** The code record with this id in the project, of this type. */
export function findCodeById<T extends CodeType>(core: Core, projectId: string, type: T, id: string): VerificationCodeRecord<T> | undefined {
  const record = get(core, "verificationCodes", id);
  return record && record.projectId === projectId && record.type === type ? (record as VerificationCodeRecord<T>) : undefined;
}

/**
 * Looks a code up and checks it in the service's order: not found → expired →
 * already used → max attempts. With `consume`, marks it used before returning, so a
 * handler that fails afterwards still burns the code (the service does the same).
 */
export function redeemCode<T extends CodeType>(core: Core, projectId: string, type: T, code: string, options: { consume: boolean }): VerificationCodeRecord<T> {
  const wanted = code.toLowerCase();
  const indexes = indexesOf(core);
  // Every attempt counts against all codes sharing the last 39 characters (the OTP
  // nonce), before the lookup: 20 wrong OTPs with the right nonce burn the real code.
  if (wanted.length >= NONCE_LENGTH) {
    for (const id of [...indexes.codesByNonce.get(indexKey(projectId, wanted.slice(-NONCE_LENGTH)))]) {
      const c = get(core, "verificationCodes", id)!;
      update(core, "verificationCodes", c, { attemptCount: c.attemptCount + 1 });
    }
  }
  const id = indexes.codeByValue.get(indexKey(projectId, wanted));
  const record = id === undefined ? undefined : findCodeById(core, projectId, type, id);
  if (!record) throw new KnownErrors.VerificationCodeNotFound();
  const now = core.clock.now();
  if (record.expiresAtMillis <= now) throw new KnownErrors.VerificationCodeExpired();
  if (record.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
  if (record.attemptCount > MAX_CODE_ATTEMPTS) throw new KnownErrors.VerificationCodeMaxAttemptsReached();
  if (options.consume) markCodeUsed(core, record as VerificationCodeRecord);
  return record;
}

/** Marks a code used (for handlers that check more before consuming, like the TOTP step). */
export function markCodeUsed(core: Core, record: VerificationCodeRecord): void {
  update(core, "verificationCodes", record, { usedAtMillis: core.clock.now() });
}

export function deleteCode(core: Core, record: VerificationCodeRecord): void {
  remove(core, "verificationCodes", record);
}

/** The invitation codes of a team (used or not, expired or not). */
export function invitationsOfTeam(core: Core, teamId: string): VerificationCodeRecord<"team_invitation">[] {
  return [...indexesOf(core).invitationsByTeam.get(teamId)].map((id) => get(core, "verificationCodes", id) as VerificationCodeRecord<"team_invitation">);
}
