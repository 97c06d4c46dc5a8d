/**
 * The hook twins (`useUser`, `user.useTeams`, ...) live on lib objects, but lib must
 * not import React. `gatehouse/react` registers this bridge when it loads; a twin
 * called without it throws a message saying what to import.
 */
import type { CacheEntry } from "../store/cache-store";

export type HookBridge = {
  /**
   * Reads the entry (`useSyncExternalStore` on its subscribe/getSnapshot), suspends while
   * it first loads, throws its error to the nearest error boundary, and returns its value.
   */
  useEntry<T>(entry: CacheEntry<T>): T;
  /** Memoises a derived value per render inputs (React's `useMemo`). */
  useMemo<T>(factory: () => T, deps: readonly unknown[]): T;
};

let bridge: HookBridge | null = null;

/** Called once by `gatehouse/react`. */
export function registerHookBridge(value: HookBridge): void {
  bridge = value;
}

/** The registered bridge, or a clear error naming the hook that needs it. */
export function requireHookBridge(hookName: string): HookBridge {
  if (!bridge) {
    throw new Error(
      `${hookName}() is a React hook. Import it through "gatehouse/react" (which connects the SDK to React) and call it inside a component under <GatehouseProvider>; outside React, use the async get/list method instead.`,
    );
  }
  return bridge;
}

/** The value of `entry` inside a React component. */
export function useEntry<T>(hookName: string, entry: CacheEntry<T>): T {
  return requireHookBridge(hookName).useEntry(entry);
}

/** A promise that never settles: a hook that started a redirect suspends on it forever. */
export const NEVER: Promise<never> = new Promise<never>(() => {});
