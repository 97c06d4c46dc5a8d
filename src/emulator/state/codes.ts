/**
 * Verification codes (email verification, password reset, MFA attempts, ...):
 * 45-char codes, 7-day default life, at most 20 attempts (docs/protocol.md §13.1).
 */
import { KnownErrors } from "../../errors";
import type { JsonValue } from "../../interface/wire/common";
import type { Core } from "../core";
import { newCode, newId } from "./ids";
import type { VerificationCodeRecord } from "./types";

export const DEFAULT_CODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 20;
/** An OTP is the first 6 characters of its code; the other 39 are the nonce. */
const NONCE_LENGTH = 39;

export function createCode(core: Core, projectId: string, type: string, data: { [key: string]: JsonValue }, lifetimeMs = DEFAULT_CODE_LIFETIME_MS): VerificationCodeRecord {
  const now = core.clock.now();
  const record: VerificationCodeRecord = {
    id: newId(),
    projectId,
    type,
    code: newCode(),
    createdAtMillis: now,
    expiresAtMillis: now + lifetimeMs,
    usedAtMillis: null,
    attemptCount: 0,
    data,
  };
  core.state.verificationCodes[record.id] = record;
  return record;
}

/**
 * Looks a code up and checks it in the service's order: not found → expired →
 * already used → max attempts. With `consume`, marks it used before returning, so a
 * handler that fails afterwards still burns the code (docs/protocol.md §4.7).
 */
export function redeemCode(core: Core, projectId: string, type: string, code: string, options: { consume: boolean }): VerificationCodeRecord {
  const wanted = code.toLowerCase();
  const codes = Object.values(core.state.verificationCodes).filter((c) => c.projectId === projectId);
  // Every attempt counts against all codes sharing the last 39 characters (the OTP
  // nonce), before the lookup: 20 wrong OTPs with the right nonce burn the real code.
  const nonce = wanted.slice(-NONCE_LENGTH);
  for (const c of codes) if (c.code.endsWith(nonce)) c.attemptCount++;
  const record = codes.find((c) => c.type === type && c.code === wanted);
  if (!record) throw new KnownErrors.VerificationCodeNotFound();
  const now = core.clock.now();
  if (record.expiresAtMillis <= now) throw new KnownErrors.VerificationCodeExpired();
  if (record.usedAtMillis !== null) throw new KnownErrors.VerificationCodeAlreadyUsed();
  if (record.attemptCount > MAX_CODE_ATTEMPTS) throw new KnownErrors.VerificationCodeMaxAttemptsReached();
  if (options.consume) markCodeUsed(core, record);
  return record;
}

/** Marks a code used (for handlers that check more before consuming, like the TOTP step). */
export function markCodeUsed(core: Core, record: VerificationCodeRecord): void {
  record.usedAtMillis = core.clock.now();
}
