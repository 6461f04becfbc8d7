// The back-office texts of "Por contactar" (/reminders): the phone reminders to call or write on
// WhatsApp, and today's build. Spanish is the source; en/reminders.ts is typed against it.
import type { ReminderKind } from "~/domain/reminders";

const reminders = {
  title: "Por contactar",
  intro:
    "Recordatorios para llamar o escribir por WhatsApp a clientes que aceptaron que les contactemos. Abrir el enlace no es contactar: márcalo como hecho cuando hayas hablado o escrito.",
  build: "Preparar la lista de hoy",
  building: "Preparando…",
  emailedToday: (n: number) =>
    n === 1 ? "Hoy se ha enviado 1 recordatorio por correo electrónico." : `Hoy se han enviado ${n} recordatorios por correo electrónico.`,
  none: "No hay nadie por contactar ahora.",
  kinds: {
    "declined-work": "Trabajo pendiente",
    "tyre-age": "Neumáticos de cinco años",
    itv: "ITV",
    season: "Cambio de temporada",
  } satisfies Record<ReminderKind, string>,
  tyreAge: (dot: string) => `DOT ${dot}`,
  itv: (date: string) => `ITV el ${date}`,
  seasons: { autumn: "Otoño: neumáticos de invierno", spring: "Primavera: cambiar los de invierno" },
  since: (day: string) => `Desde el ${day}`,
  language: { es: "Habla español", en: "Habla inglés" },
  call: "Llamar",
  whatsapp: "WhatsApp",
  whatsappTo: (name: string) => `Escribir por WhatsApp a ${name}`,
  callTo: (name: string) => `Llamar a ${name}`,
  markDone: "Hecho",
  markDoneFor: (name: string) => `Marcar como hecho: ${name}`,
  marking: "Guardando…",
  toasts: {
    built: (emailed: number, listed: number) => `Lista preparada: ${emailed} por correo, ${listed} para llamar o escribir`,
    done: "Marcado como hecho",
    failedBuild: "No se ha podido preparar la lista",
    failedDone: "No se ha podido marcar como hecho",
    unknownAction: "Acción desconocida",
  },
  refusals: {
    notWaiting: "Ese recordatorio ya está hecho o ya no está pendiente",
  },
};

export default reminders;
