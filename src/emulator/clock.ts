/**
 * The emulator's clock. Every timestamp, token expiry and code expiry reads it, so
 * tests can move time instead of waiting.
 */
export type EmulatorClock = {
  /** Current time, ms since epoch. */
  now(): number;
  /** Moves the clock forward (or back, with a negative value). */
  advance(ms: number): void;
  /** Sets the current time. */
  set(ms: number): void;
};

/**
 * With `start`, time stands still at `start` until moved (deterministic tests);
 * without it, the clock follows the machine's time plus whatever offset was applied.
 */
export function createClock(start?: number): EmulatorClock {
  const frozen = start !== undefined;
  let fixed = start ?? 0;
  let offset = 0;
  return {
    now: () => (frozen ? fixed : Date.now() + offset),
    advance(ms) {
      if (frozen) fixed += ms;
      else offset += ms;
    },
    set(ms) {
      if (frozen) fixed = ms;
      else offset = ms - Date.now();
    },
  };
}
