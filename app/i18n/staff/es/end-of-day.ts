// The back-office texts of the end of day (/end-of-day, cierre de caja). Spanish is the source; en/end-of-day.ts is typed against it.
import type { EndOfDayMessages } from "~/domain/end-of-day";

const form: EndOfDayMessages = {
  missing: (field) => `Escribe ${field === "openingFloat" ? "el fondo de caja" : "el efectivo contado"} (0 si no hay)`,
  badMoney: (field) =>
    `Escribe ${field === "openingFloat" ? "el fondo de caja" : "el efectivo contado"} en euros, p. ej. 150,00 (de 0 a 100.000)`,
  day: "Elige un día (AAAA-MM-DD)",
  notesTooLong: "La nota debe tener menos de 500 caracteres",
};

const endOfDay = {
  title: "Cierre de caja",
  closingFor: "Cierre de caja del",
  day: "Día",
  show: "Ver",
  reopenedNote: (at: string, by: string) => `Reabierto el ${at} por ${by}: cuenta la caja y vuelve a cerrar el día.`,
  figures: {
    sales: "Ventas",
    invoices: "Facturas",
    tyres: "Neumáticos (con la tasa NFU)",
    services: "Servicios",
    totalInvoiced: "Total facturado",
    depositsUsed: "De ello, pagado antes como señal",
    returns: (n: number) => `Devoluciones (${n})`,
    byMethod: "Por forma de pago",
    method: "Forma",
    taken: "Cobrado",
    refunded: "Devuelto",
    net: "Neto",
    depositsTaken: "Señales cobradas (efectivo)",
    depositsReturned: "Señales devueltas (efectivo)",
  },
  closeForm: {
    title: "Cuenta la caja y cierra el día",
    openingFloat: "Fondo de caja (€)",
    countedCash: "Efectivo contado (€)",
    countedPlaceholder: "0,00",
    expected: "Efectivo que debería haber en la caja",
    difference: "Diferencia (contado − esperado)",
    note: "Nota (opcional)",
    closing: "Cerrando…",
    close: "Cerrar el día",
  },
  closed: {
    title: "Cerrado el",
    by: "por",
    openingFloat: "Fondo de caja",
    expected: "Efectivo esperado",
    counted: "Efectivo contado",
    difference: "Diferencia",
    note: (n: string) => `Nota: ${n}`,
    changed: "Las facturas o señales de este día han cambiado después del cierre: las cifras de abajo son las contadas al cerrar.",
    reopening: "Reabriendo…",
    reopen: "Reabrir el día",
  },
  closedToast: (day: string) => `Día ${day} cerrado`,
  reopenedToast: (day: string) => `Día ${day} reabierto: cuéntalo y vuelve a cerrarlo`,
  closeFailed: "No se ha podido cerrar el día",
  reopenFailed: "No se ha podido reabrir el día",
  notStartedYet: "todavía no ha empezado",
  askTheOwner: "Solo el propietario puede hacerlo. Pídeselo.",
  unknownAction: "Acción desconocida",
  refusals: {
    alreadyClosed: (day: string) => `El ${day} ya está cerrado: el propietario puede reabrirlo si hay que volver a contarlo`,
    notStarted: "Un día se puede cerrar una vez empezado",
    notClosed: (day: string) => `El ${day} no está cerrado`,
    alreadyReopened: (day: string) => `El ${day} ya está reabierto`,
  },
  form,
};

export default endOfDay;
