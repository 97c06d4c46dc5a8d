/**
 * How long the browser suite waits, in one place. A deadline guards against a hang, never
 * against a slow machine: the suite must pass on a two-core machine at load average 8, where
 * a step that takes 300 ms on a quiet machine can take ten times that.
 *
 * - A step (an element, a URL, a request, a polled condition) waits up to STEP_MS for the
 *   condition it needs; that is what catches a hang, and names the step that hung.
 * - A test's own limit (TEST_MS, in vitest.browser.config.ts) only backs the steps up: it is
 *   many steps long, so a long flow typed key by key on a loaded machine stays inside it.
 */
export const STEP_MS = 30_000;
export const TEST_MS = 300_000;
