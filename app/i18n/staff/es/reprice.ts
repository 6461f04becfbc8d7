// The back-office texts of the bulk reprice (/inventory/reprice). Spanish is the source; en/reprice.ts is typed against it.
import type { RepriceMessages, RepriceRule } from "~/domain/reprice";

const money = (c: number) => (c / 100).toFixed(2).replace(".", ",");
const pct = (bp: number) =>
  `${(bp / 100)
    .toFixed(2)
    .replace(/\.?0+$/, "")
    .replace(".", ",")} %`;

const messages: RepriceMessages = {
  amount: (label: string) => `${label} debe ser un importe de 0 a 99.999,99`,
  value: "El valor",
  plus: "El importe añadido",
  chooseMode: "Elige cómo cambiar los precios",
  chooseRounding: "Elige un redondeo",
  enterValue: "Escribe un valor",
  noMatch: "Ningún neumático coincide con este filtro: no hay nada que cambiar",
  notAboveZero: (id: string, price: string) => `${id} costaría ${price}: un precio tiene que ser mayor que 0`,
};

const reprice = {
  title: "Cambiar precios",
  matching: (n: number) => `${n} ${n === 1 ? "neumático coincide" : "neumáticos coinciden"} con el filtro del inventario`,
  noFilter: " (sin filtro: todos los neumáticos)",
  back: "Volver al inventario",
  ruleChanged: "La regla ha cambiado desde la vista previa: vuelve a pedirla",
  changed: (n: number) => `${n} ${n === 1 ? "precio cambiado" : "precios cambiados"}`,
  wouldChange: (n: number) => `${n} ${n === 1 ? "precio cambiaría" : "precios cambiarían"}`,
  failed: "No se han podido cambiar los precios; no se ha cambiado nada",
  messages,
  /** The rule as the preview's heading says it: "subir un 10 %, redondeado a ,90". */
  rule: (rule: RepriceRule) => {
    const what =
      rule.mode === "set"
        ? `poner a ${money(rule.value)}`
        : rule.mode === "margin"
          ? `coste + ${pct(rule.value)} + ${money(rule.plusCents)}`
          : `${rule.mode === "raise" ? "subir" : "bajar"} ${rule.percent ? `un ${pct(rule.value)}` : money(rule.value)}`;
    return rule.rounding === "none" ? what : `${what}, redondeado a ,${rule.rounding}`;
  },
  form: {
    change: "Cambio",
    modes: { set: "Poner el precio a", raise: "Subir", lower: "Bajar", margin: "Precio de coste + margen" },
    by: "En",
    percent: "Porcentaje (%)",
    amount: "Importe (€)",
    price: "Precio (€)",
    margin: "Margen (%)",
    value: "Valor",
    plus: "Más (€ por neumático)",
    rounding: "Redondeo",
    roundings: { none: "Sin redondeo", "00": "A ,00", "90": "A ,90", "95": "A ,95" },
    preview: "Vista previa",
    apply: "Aplicar",
  },
  preview: {
    applied: "Aplicado",
    preview: "Vista previa",
    tyres: (n: number) => `${n} ${n === 1 ? "neumático" : "neumáticos"}`,
    oneOfEach: "Una unidad de cada uno:",
    withoutCost: (n: number) => ` · ${n} sin precio de coste se quedan como están`,
    more: (n: number) => `…y ${n} más.`,
  },
};

export default reprice;
