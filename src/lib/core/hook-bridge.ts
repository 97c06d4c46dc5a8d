/**
 * The hook twins (`useUser`, `user.useTeams`, ...) live on lib objects, but lib must
 * not import React. `<GatehouseProvider>` connects its app to React through the app's
 * context (`connectHooks`), so the bridge travels with the app: it works however the
 * package is bundled, even when the core is loaded as ESM and `gatehouse/react` as CJS
 * (two copies of this module, one app). A twin called on an app that no provider has
 * connected throws a message saying what to do.
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
  /** Reads an outside source and re-renders when it changes (React's `useSyncExternalStore`). */
  useExternal<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T;
};

/**
 * Where an app's context holds its bridge (one object, shared with the apps it makes).
 * `pinned`: the bridge was set for good (a server render's snapshot of the app, see
 * `gatehouse/next`), and providers leave it.
 */
export type ReactBinding = { bridge: HookBridge | null; pinned?: boolean };

/** Called by `<GatehouseProvider>` for its app. */
export function connectHooks(ctx: { readonly react: ReactBinding }, bridge: HookBridge): void {
  if (!ctx.react.pinned) ctx.react.bridge = bridge;
}

/** The app's bridge, or a clear error naming the hook that needs it. */
export function requireHookBridge(ctx: { readonly react: ReactBinding }, hookName: string): HookBridge {
  const bridge = ctx.react.bridge;
  if (!bridge) {
    throw new Error(
      `${hookName}() is a React hook. Call it inside a component under <GatehouseProvider app={app}> (from "gatehouse/react"), which connects the app to React; outside React, use the async get/list method instead.`,
    );
  }
  return bridge;
}

/** The value of `entry` inside a React component. */
export function useEntry<T>(ctx: { readonly react: ReactBinding }, hookName: string, entry: CacheEntry<T>): T {
  return requireHookBridge(ctx, hookName).useEntry(entry);
}

/**
 * Two entries read in turn, the second chosen by the first's value (a lookup, then the
 * object it names): `next` returns the entry to read, or null for none, and then the hook
 * returns null. Either way two entries are read, so the number of hooks stays the same
 * from one render to the next (with none, the first is read again).
 */
export function useEntryThen<A, B>(ctx: { readonly react: ReactBinding }, hookName: string, first: CacheEntry<A>, next: (value: A) => CacheEntry<B> | null): B | null {
  const bridge = requireHookBridge(ctx, hookName);
  const second = next(bridge.useEntry(first));
  const value = bridge.useEntry((second ?? first) as unknown as CacheEntry<unknown>);
  return second === null ? null : (value as B);
}

/** A promise that never settles: a hook that started a redirect suspends on it forever. */
export const NEVER: Promise<never> = new Promise<never>(() => {});
