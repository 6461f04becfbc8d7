// The browser's localStorage, read and written without throwing: a browser with storage disabled
// (a private window, a policy) or full reads nothing and keeps nothing, and the page goes on.
// Used by the public pages' enhancements and the staff stores alike.

/** The stored text, or null when there is none or storage cannot be read. */
export function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the text (or removes the key for null); false when storage is full or disabled. */
export function storageSet(key: string, value: string | null): boolean {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
