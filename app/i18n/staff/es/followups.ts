// The follow-ups list: declined work to call back about, and noting declined work at the counter.
import type { DeclinedFormMessages } from "~/domain/declined-work";

const form: DeclinedFormMessages = {
  description: "Escribe qué no quiso hacer (p. ej. neumáticos traseros)",
  descriptionTooLong: "La descripción admite como máximo 200 caracteres",
  tread: "Escribe el dibujo en milímetros, p. ej. 2,5",
  reasonTooLong: "El motivo admite como máximo 500 caracteres",
  plate: "Escribe la matrícula con letras y cifras (p. ej. 1234 ABC)",
  plateOrCustomer: "Escribe la matrícula del vehículo",
  badId: "Seguimiento no válido",
};

const followUps = {
  title: "Seguimientos",
  intro: "Trabajos que el cliente no quiso hacer: los más antiguos primero, para llamarle o hacerle un presupuesto.",
  none: "No hay trabajos pendientes de seguimiento.",
  declinedOn: (date: string, days: number) =>
    `Rechazado el ${date} (${days === 0 ? "hoy" : `hace ${days} ${days === 1 ? "día" : "días"}`})`,
  tread: (mm: string) => `Dibujo ${mm} mm`,
  fromQuote: "De un presupuesto",
  atTill: "Anotado en el mostrador",
  unknownCustomer: "Cliente sin ficha",
  makeQuote: "Hacer presupuesto",
  close: "Cerrar",
  keep: "Mantener",
  closeTitle: "¿Cerrar este seguimiento?",
  closeBody: "Ya no aparecerá en la lista. Úsalo si el cliente lo hizo en otro sitio o ya no tiene el vehículo.",
  call: "Llamar",
  whatsapp: "WhatsApp",
  note: {
    title: "Anotar un trabajo rechazado",
    intro: "Lo que el cliente no quiso hacer hoy: queda en su vehículo y en esta lista.",
    plate: "Matrícula",
    description: "Qué no quiso hacer",
    tread: "Dibujo (mm)",
    reason: "Motivo (opcional)",
    save: "Anotar",
    saving: "Anotando…",
  },
  form,
  refusals: {
    notFound: "Ese seguimiento no existe",
    ended: "Ese seguimiento ya se atendió",
  },
  toasts: {
    noted: "Trabajo rechazado anotado",
    closed: "Seguimiento cerrado",
    failed: "No se ha podido guardar",
  },
  /** At the till, when the plate is typed. */
  atCheckout: (n: number) =>
    n === 1 ? "1 trabajo rechazado pendiente en este vehículo" : `${n} trabajos rechazados pendientes en este vehículo`,
  noteAtCheckout: "Anotar trabajo rechazado",
};

export default followUps;
