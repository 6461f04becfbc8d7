// Tyre size labels and parsing.

export interface TyreSize {
  width: number;
  aspect: number;
  rim: number;
}

/** 205/55 R16 */
export function sizeLabel(t: TyreSize): string {
  return `${t.width}/${t.aspect} R${t.rim}`;
}

/** Reads "205/55/16", "205/55 R16", "205 55 16", "2055516" into a size, or null. */
export function parseSize(text: string): TyreSize | null {
  const s = text.trim().toUpperCase();
  let m = /^(\d{3})\s*[/\s-]\s*(\d{2})\s*(?:[/\s-]|\s*Z?R)\s*(\d{2})$/.exec(s);
  if (!m) m = /^(\d{3})(\d{2})R?(\d{2})$/.exec(s.replace(/\s+/g, ""));
  if (!m) return null;
  return { width: Number(m[1]), aspect: Number(m[2]), rim: Number(m[3]) };
}
