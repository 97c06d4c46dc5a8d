/**
 * The errors of `gatehouse/testing`: each says what the test asked for, what happened
 * instead, and what to do about it.
 */

/** Base class of the testing kit's errors. */
export class TestingError extends Error {
  override name = "TestingError";
}

/** What `waitForEmail` saw arrive (to anyone) while it waited. */
export type ArrivedEmail = { readonly to: string; readonly subject: string };

/** No email matching the wait arrived in time; `arrived` lists what did arrive meanwhile. */
export class EmailTimeoutError extends TestingError {
  override name = "EmailTimeoutError";
  constructor(
    readonly to: string,
    readonly timeoutMs: number,
    readonly arrived: readonly ArrivedEmail[],
    what = "an email",
  ) {
    const list = arrived.length === 0 ? "No email arrived at all." : `What arrived meanwhile: ${arrived.map((e) => `to ${e.to}: "${e.subject}"`).join("; ")}.`;
    super(`Waited ${timeoutMs} ms for ${what} to ${to}; none came. ${list}`);
  }
}

/** A feature that needs the emulator in this process (its clock, its mock OAuth queue) was used on one reached by URL. */
export class InProcessOnlyError extends TestingError {
  override name = "InProcessOnlyError";
  constructor(feature: string) {
    super(`${feature} needs the emulator in this process: start it with startEmulator() rather than startEmulator({ url }).`);
  }
}
