/**
 * The one place where the cached-value store meets React (docs/architecture.md §2). lib's hook
 * twins (`app.useUser()`, `user.useTeams()`, ...) call `useEntry`; `provider.tsx`
 * connects this bridge to the app it is given, so the core entry never imports React.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { HookBridge } from "../lib/core/hook-bridge";
import type { CacheEntry } from "../lib/store/cache-store";

const noop = () => {};

/**
 * Reads `entry` through `useSyncExternalStore`. While the entry has no value yet it starts
 * the load and suspends on the entry's own pending promise (the same promise on every
 * render, as Suspense requires); a first load that failed is thrown to the nearest error
 * boundary, and retried when the boundary is reset (the subtree remounts). A value is
 * shown even when a later refetch failed.
 *
 * Server rendering: the server snapshot is the entry's snapshot too, so a hook whose
 * entry is empty suspends on the server (the official SDK's choice).
 */
function useEntry<T>(entry: CacheEntry<T>): T {
  const subscribe = useCallback((listener: () => void) => entry.subscribe(listener), [entry]);
  const getSnapshot = useCallback(() => entry.getSnapshot(), [entry]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // A stale value is shown at once and refetched in the background.
  useEffect(() => {
    entry.getOrLoad().catch(noop);
  }, [entry]);
  if (snapshot.status === "pending") {
    entry.getOrLoad().catch(noop);
    throw snapshot.promise;
  }
  if (snapshot.status === "error") {
    // Remounted after an error boundary reset: fetch again and suspend meanwhile.
    const retry = entry.retryFailedLoad();
    if (retry) throw retry.then(noop, noop);
    throw snapshot.error;
  }
  // A failed background refetch leaves `snapshot.error` beside the value: keep showing data.
  return snapshot.value;
}

/** The bridge lib's hook twins use (connected to each app by `<GatehouseProvider>`). */
export const reactHookBridge: HookBridge = {
  useEntry,
  useMemo,
  useExternal: (subscribe, getSnapshot) => useSyncExternalStore(subscribe, getSnapshot, getSnapshot),
};
