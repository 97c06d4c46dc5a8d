/**
 * Where the SDK runs. Kept tiny and side-effect free so that every module that
 * needs "am I in a browser?" or "what does env X say?" asks the same question.
 */

/** True in a browser page (a `window` with a `document`); false in Node, workers and SSR. */
export function isBrowser(): boolean {
  return typeof window !== "undefined" && typeof document !== "undefined";
}

/**
 * Reads an environment variable without touching `process` where it does not exist
 * (browsers). An empty string counts as unset, as the official SDK treats it.
 */
export function readEnv(name: string): string | undefined {
  try {
    const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
    const value = proc?.env?.[name];
    return value === undefined || value === "" ? undefined : value;
  } catch {
    // Some bundlers replace `process` with a getter that throws outside Node.
    return undefined;
  }
}

/** The first of `names` that is set. */
export function readFirstEnv(names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = readEnv(name);
    if (value !== undefined) return value;
  }
  return undefined;
}
