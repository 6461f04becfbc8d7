// Small DOM helpers shared by the public pages' enhancements (no framework).

export function all<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return Array.from(root.querySelectorAll<T>(selector));
}

/** The query a GET form would send, without its empty fields (links stay short and shareable). */
export function filledQuery(form: HTMLFormElement): string {
  const q = new URLSearchParams();
  for (const [k, v] of new FormData(form)) {
    if (typeof v === "string" && v.trim() !== "") q.set(k, v.trim());
  }
  const s = q.toString();
  return form.getAttribute("action")! + (s ? `?${s}` : "");
}

export function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
