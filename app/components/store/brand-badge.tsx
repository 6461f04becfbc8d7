// A brand mark for eight well-known brands (a lettered badge in the brand's colours; no
// third-party logo files are shipped). Other brands get none.
const BRANDS: Record<string, { bg: string; fg: string }> = {
  michelin: { bg: "#27509b", fg: "#fce500" },
  pirelli: { bg: "#000000", fg: "#fed100" },
  goodyear: { bg: "#004b93", fg: "#ffdd00" },
  bridgestone: { bg: "#000000", fg: "#ffffff" },
  continental: { bg: "#ffa500", fg: "#000000" },
  dunlop: { bg: "#000000", fg: "#ffd200" },
  yokohama: { bg: "#e60012", fg: "#ffffff" },
  hankook: { bg: "#f37021", fg: "#ffffff" },
};

export function BrandBadge({ brand }: { brand: string }) {
  const c = BRANDS[brand.trim().toLowerCase()];
  if (!c) return null;
  return (
    <span
      data-testid="brand-badge"
      className="inline-block rounded px-3 py-1 text-sm font-black uppercase tracking-widest"
      style={{ backgroundColor: c.bg, color: c.fg }}
    >
      {brand.trim()}
    </span>
  );
}
