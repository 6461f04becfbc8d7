// A list kept in the browser's localStorage under one key, shared by every tab through the storage
// event and read with useSyncExternalStore: the staff basket's service lines and its free lines.
// Each kept item is checked on reading (`isItem`); anything unreadable is an empty list.
import { useSyncExternalStore } from "react";
import { storageGet, storageSet } from "~/lib/browser-storage";

export interface ListStore<T> {
  read(): readonly T[];
  write(items: readonly T[]): void;
  /** The list (empty on the server and before hydration). */
  useItems(): readonly T[];
}

export function listStore<T>(key: string, isItem: (v: unknown) => v is T): ListStore<T> {
  const EMPTY: T[] = [];
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; items: T[] } = { raw: null, items: EMPTY };

  const parse = (raw: string | null): T[] => {
    if (!raw) return EMPTY;
    try {
      const v = JSON.parse(raw) as unknown;
      const items = Array.isArray(v) ? v.filter(isItem) : EMPTY;
      return items.length ? items : EMPTY;
    } catch {
      return EMPTY;
    }
  };
  const read = (): T[] => {
    if (typeof window === "undefined") return EMPTY;
    // Storage disabled reads as nothing stored: an empty list.
    const raw = storageGet(key);
    if (raw !== cache.raw) cache = { raw, items: parse(raw) };
    return cache.items;
  };
  const write = (items: readonly T[]) => {
    storageSet(key, JSON.stringify(items)); // storage full or disabled: nothing kept
    listeners.forEach((l) => l());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };
  return {
    read,
    write,
    useItems: () => useSyncExternalStore(subscribe, read, () => EMPTY),
  };
}
