import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False in the server render and in the browser's first (hydrating) render, true after that and on
 * client-side navigations: for content that exists only in the browser (local storage, charts), so
 * the hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
