// Small text helpers shared by the tyre detail and reservation pages.

export function tyreName(t: { brand: string; model: string | null }): string {
  return t.model ? `${t.brand} ${t.model}` : t.brand;
}

/** DOT week+year "0524" (week 05 of 2024) -> 2024; null when unknown. */
export function dotYear(dotCode: string | null): number | null {
  const m = dotCode ? /^\d{2}(\d{2})$/.exec(dotCode) : null;
  return m ? 2000 + Number(m[1]) : null;
}
