// Small DOM helpers shared by the public pages' enhancements (no framework).

export function all<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return Array.from(root.querySelectorAll<T>(selector));
}

export { storageGet, storageSet } from "~/lib/browser-storage";
