// The brands the shop sells, as the brands page lists them: premium and mid-range.
export const PREMIUM_BRANDS = ["Michelin", "Pirelli", "Goodyear", "Continental", "Bridgestone"] as const;
export const MID_RANGE_BRANDS = [
  "Hankook",
  "Kumho",
  "Firestone",
  "Kormoran",
  "Nankang",
  "Linglong",
  "Lassa",
  "Zeetex",
  "Tristar",
  "Hifly",
  "Roadstone",
] as const;
