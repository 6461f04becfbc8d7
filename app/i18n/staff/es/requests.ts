// The back-office texts of the "we can get it" requests (/requests). Spanish is the source; en/requests.ts is typed against it.
import type { StockRequestStatus } from "~/domain/stock-request-status";

const requests = {
  title: "Peticiones",
  noneWaiting: "Ninguna petición espera respuesta.",
  waiting: (n: number) => `${n} ${n === 1 ? "espera" : "esperan"} respuesta.`,
  intro: "Aquí los clientes piden medidas que no tenemos en existencias; llámales con un precio y una fecha.",
  empty: "Todavía no hay peticiones.",
  list: "Peticiones",
  statuses: { new: "Nueva", answered: "Respondida", closed: "Cerrada" } satisfies Record<StockRequestStatus, string>,
  asked: (when: string, language: string) => `Pedida el ${when} · ${language}`,
  languages: { es: "Español", en: "Inglés" },
  markAnswered: "Marcar respondida",
  close: "Cerrar",
  backToNew: "Volver a nueva",
  label: (id: number, size: string, name: string) => `n.º ${id} ${size} de ${name}`,
  nowStatus: (label: string, status: string) => `La petición ${label} está ahora ${status.toLowerCase()}`,
  alreadyStatus: (label: string, status: string) => `La petición ${label} ya estaba ${status.toLowerCase()}`,
  failed: "No se ha podido marcar la petición",
  gone: "Esa petición no existe",
  form: { unknown: "Petición desconocida", chooseStatus: "Elige nueva, respondida o cerrada" },
};

export default requests;
