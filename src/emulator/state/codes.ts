/**
 * Verification codes (email verification, password reset, MFA attempts, ...):
 * 45-char codes, 7-day default life, at most 20 attempts (endpoints.md legend).
 */
import type { JsonValue } from "../../interface/wire/common";
import type { Core } from "../core";
import { E } from "../http/errors";
import { newCode, newId } from "./ids";
import type { VerificationCodeRecord } from "./types";

export const DEFAULT_CODE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 20;

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
 * handler that fails afterwards still burns the code (errors.md §5).
 */
export function redeemCode(core: Core, projectId: string, type: string, code: string, options: { consume: boolean }): VerificationCodeRecord {
  const wanted = code.toLowerCase();
  const record = Object.values(core.state.verificationCodes).find((c) => c.projectId === projectId && c.type === type && c.code === wanted);
  if (!record) throw E.verificationCodeNotFound();
  const now = core.clock.now();
  if (record.expiresAtMillis <= now) throw E.verificationCodeExpired();
  if (record.usedAtMillis !== null) throw E.verificationCodeAlreadyUsed();
  record.attemptCount++;
  if (record.attemptCount > MAX_CODE_ATTEMPTS) throw E.verificationCodeMaxAttemptsReached();
  if (options.consume) record.usedAtMillis = now;
  return record;
}
