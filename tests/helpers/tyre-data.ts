// A new tyre with every mark and its EU tyre label, as the tyre-data readers give it back whatever
// the spelling they were given (the staff form's "on", the CSV's "X" or "sí"). No inspection document:
// that belongs to part-worn tyres.
const MARKS = { runFlat: true, reinforced: true, mudSnow: true, threePmsf: true } as const;
const EU_LABEL = { fuelClass: "B", wetGripClass: "A", noiseDb: 71, noiseClass: "B", eprel: "1234567" } as const;

export const LABELLED_NEW_TYRE = { ...MARKS, ...EU_LABEL, inspectionRef: null, inspectionBy: null } as const;
