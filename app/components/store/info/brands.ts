// The brands the shop sells (spec: premium and mid-range lists).
export const PREMIUM_BRANDS = ["Michelin", "Pirelli", "Goodyear", "Continental", "Bridgestone"] as const;
export const MID_RANGE_BRANDS = ["Hankook", "Kumho", "Firestone", "Kormoran", "Nankang", "Linglong", "Lassa", "Zeetex", "Tristar", "Hifly", "Roadstone"] as const;
