// The back-office texts of the e-mail screen (/mail) and the e-mails the shop itself receives. Spanish is the source; en/mail.ts is typed against it.
import { CONDITIONS, JOBS } from "./labels";

/** The e-mails to the shop's own address, in the language of its owners (app/server/mail/shop-mail-locale.server.ts). */
const shop = {
  newReservation: {
    subject: (tyreId: string, size: string, client: string) => `Nueva reserva: ${tyreId} ${size} para ${client}`,
    intro: (id: number) => `Nueva reserva en línea n.º ${id}.`,
    customer: "Cliente",
    phone: "Teléfono",
    email: "Correo",
    vehicleReg: "Matrícula",
    tyre: (id: string, name: string) => `Neumático ${id}: ${name}`,
    units: "Unidades",
    size: "Medida",
    condition: "Estado",
    conditions: CONDITIONS,
    price: (amount: string) => `Precio: ${amount} por neumático`,
    notes: "Notas",
    heldUntil: (when: string) => `Reservado hasta el ${when}.`,
    all: "Todas las reservas",
  },
  ended: {
    subjectExpired: (tyreId: string, client: string) => `Reserva caducada: ${tyreId} de ${client}`,
    subjectCancelled: (tyreId: string, client: string) => `Reserva cancelada: ${tyreId} de ${client}`,
    line: (id: number, client: string, tyre: string, expired: boolean, available: boolean) =>
      `La reserva n.º ${id} de ${client} (neumático ${tyre}) ${expired ? "ha caducado" : "la ha cancelado el cliente"}; ${available ? "el neumático vuelve a estar disponible" : "el neumático ya no estaba reservado"}.`,
  },
  appointment: {
    verbs: { new: "Nueva cita", moved: "Cita cambiada", cancelled: "Cita cancelada" },
    jobs: JOBS,
    subject: (verb: string, when: string, customer: string) => `${verb}: ${when} para ${customer}`,
    customer: "Cliente",
    phone: "Teléfono",
    email: "Correo",
    plate: "Matrícula",
    agenda: "Agenda",
  },
};

const mail = {
  title: "Correo",
  summaryNoServer: "Ningún correo ha llegado a nadie: no hay servidor de correo.",
  summaryAllSent: "Todos los correos han salido.",
  summary: (failed: number, retrying: number, attempts: number) =>
    `${failed} ${failed === 1 ? "fallido" : "fallidos"}, ${retrying} en reintento. Un mensaje que falla se vuelve a intentar cada vez más espaciado, el último a un día de distancia, y se abandona tras ${attempts} intentos.`,
  nothingWaiting: "Nada pendiente: los clientes y la tienda han recibido todos los mensajes.",
  nothingToRetry: "Nada pendiente de reintentar.",
  listLabel: "Correos no entregados",
  failed: "Fallido",
  retrying: "Reintentando",
  queued: (when: string) => `En cola desde el ${when}`,
  queuedAgain: (when: string | null) => `en cola de nuevo, sale el ${when}`,
  attempts: (n: number) => `${n} ${n === 1 ? "intento" : "intentos"}`,
  gaveUp: (when: string | null) => `abandonado el ${when}`,
  nextTry: (when: string | null) => `próximo intento el ${when}`,
  queuing: "Poniendo en cola…",
  sendAgain: "Volver a enviar",
  failedResend: "No se ha podido volver a enviar",
  resent: (to: string) => `En cola de nuevo: el correo a ${to} sale en menos de un minuto`,
  resend: {
    unknown: "Mensaje desconocido",
    notFailed: "Ese mensaje no es uno fallido (ya se envió, ya está en cola otra vez o no existe)",
  },
  notSetUp: {
    title: "El correo no está configurado: los mensajes se guardan como archivos y nadie los ha recibido.",
    where: "Están en ",
    howBefore: ". Para enviarlos, pon en ",
    howMiddle: " el servidor de correo de la tienda (por ejemplo ",
    howAfter: ", de tu proveedor de correo) y reinicia la tienda; mira el README, «E-mail».",
    /** What a counter account reads instead of the technical part (the folder, SMTP_URL). */
    forCounter: "El dueño puede configurarlo en la instalación de la tienda.",
  },
  shop,
};

export default mail;
