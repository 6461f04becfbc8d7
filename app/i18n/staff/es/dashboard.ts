// The back-office texts of the dashboard (/dashboard). Spanish is the source; en/dashboard.ts is typed against it.
import type { BackupWarningMessages } from "~/domain/backup-schedule";

const dashboard = {
  title: "Panel",
  subtitle: "Resumen del inventario de neumáticos",
  activeReservations: (n: number) => `${n} ${n === 1 ? "reserva activa" : "reservas activas"}`,
  endOfDay: "Cierre de caja",
  todayAppointments: (n: number) => `Hoy: ${n} ${n === 1 ? "cita" : "citas"}`,
  todaySales: (n: number, total: string) => `Hoy: ${n} ${n === 1 ? "factura" : "facturas"}, ${total}`,
  newRequests: (n: number) => `${n} ${n === 1 ? "petición" : "peticiones"} de medidas sin existencias`,
  failedMail: (n: number) => `${n} ${n === 1 ? "correo no entregado" : "correos no entregados"}`,
  /** The nightly backup failed or stopped (shown to whoever may open the settings). */
  backupWarning: {
    failed: (day, error) => `La última copia de seguridad (${day}) falló: ${error ?? "error desconocido"}`,
    none: "Todavía no se ha completado ninguna copia de seguridad",
    old: (days, day) => `La última copia de seguridad tiene ${days} días (${day})`,
  } satisfies BackupWarningMessages,
  /** The owner's VERI*FACTU readiness card, until every step is done (decision 110). */
  verifactu: {
    title: (daysLeft: string, date: string) => `VERI*FACTU: ${daysLeft} (obligatorio desde el ${date})`,
    open: "Abrir VERI*FACTU",
  },
  cards: {
    tyresInStock: "Neumáticos en existencias",
    tyresInStockHint: "Neumáticos disponibles",
    stockValue: "Valor total de las existencias",
    stockValueHint: "Vendido + restante",
    valueSold: "Valor vendido",
    valueSoldHint: (tyres: string, services: string) => `Neumáticos ${tyres} · servicios ${services}`,
    remaining: "Valor de las existencias restantes",
    remainingHint: "Neumáticos disponibles, con la tasa NFU",
  },
  quotes: {
    title: "Presupuestos",
    open: "Presupuestos abiertos",
    openHint: "Sin responder y aún válidos",
    accepted: "Aceptados este mes",
    worth: (eur: string) => `Por valor de ${eur}`,
    share: (percent: number, accepted: number, answered: number) =>
      `${percent}\u00a0% de los respondidos este mes (${accepted} de ${answered})`,
    noneAnswered: "Ninguno respondido este mes",
    followUps: "Seguimientos pendientes",
    followUpsHint: "Trabajos que el cliente no quiso hacer, por llamar",
  },
  charts: {
    byCondition: "Existencias por estado",
    byRim: "Existencias por llanta",
    loading: "Cargando el gráfico",
    tyres: (n: string) => `${n} neumáticos`,
    quantity: "Cantidad",
    empty: "No hay neumáticos en existencias",
  },
};

export default dashboard;
