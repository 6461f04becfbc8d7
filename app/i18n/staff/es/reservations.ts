// The back-office texts of the reservations (/reservations). Spanish is the source; en/reservations.ts is typed against it.
import { CONDITIONS, DEPOSIT_RULES } from "./labels";
const reservations = {
  title: "Reservas",
  activeCount: (n: number) => `${n} ${n === 1 ? "reserva activa" : "reservas activas"}`,
  statusNav: "Estado de la reserva",
  statuses: { active: "Activas", collected: "Recogidas", cancelled: "Canceladas", expired: "Caducadas" },
  noActiveBefore: "No hay reservas activas. Reserva un neumático desde el ",
  inventoryLink: "inventario",
  noActiveAfter: ".",
  noneWithStatus: (status: string) => `No hay reservas ${status.toLowerCase()}.`,
  selectAll: "Seleccionar todas",
  cancelSelected: (n: number) => `Cancelar seleccionadas (${n})`,
  selectOne: (client: string, tyreId: string) => `Seleccionar la reserva de ${client} (neumático ${tyreId})`,
  reservedAt: (when: string, online: boolean) => `Reservada el ${when} · ${online ? "en línea" : "en la tienda"}`,
  conditions: CONDITIONS,
  unitsHeld: (n: number) => `${n} ${n === 1 ? "unidad reservada" : "unidades reservadas"}`,
  moreOnSale: (n: number) => ` · ${n} más a la venta`,
  vehicle: (reg: string) => `Vehículo: ${reg}`,
  fitOn: (day: string) => `Montaje el ${day}`,
  fittingAt: (when: string) => `Cita de montaje: ${when}`,
  depositReceived: (amount: string) => `Señal recibida: ${amount}`,
  depositOutcome: {
    return: (amount: string) => `Señal de ${amount} a devolver al cliente`,
    keep: (amount: string) => `Señal de ${amount} para la tienda`,
  },
  depositRules: DEPOSIT_RULES,
  sell: "Vender",
  extend: (days: number) => `Ampliar ${days} ${days === 1 ? "día" : "días"}`,
  cancel: "Cancelar reserva",
  /** "Ya está listo": the WhatsApp message to the customer (reservation card, agenda, requests), marked sent by hand. */
  ready: {
    link: "WhatsApp: ya está listo",
    linkLabel: (name: string) => `Abrir WhatsApp con el mensaje de «ya está listo» para ${name}`,
    markSent: "Marcar enviado",
    markSentLabel: (name: string) => `Marcar como enviado el mensaje de «ya está listo» a ${name}`,
    marked: "Mensaje marcado como enviado (queda en el registro de actividad).",
    failed: "No se pudo marcar el mensaje como enviado",
    invalid: "Mensaje no válido",
    notFound: "Ese registro ya no existe",
  },
  hold: {
    until: (when: string, left: string) => `Reservada hasta el ${when} · ${left}`,
    noEnd: "Reservada hasta que el personal la cierre (sin caducidad)",
    collected: (when: string) => `Recogida el ${when}`,
    cancelled: (byCustomer: boolean, when: string) => `Cancelada ${byCustomer ? "por el cliente" : "por el personal"} el ${when}`,
    expired: (when: string) => `Caducó el ${when}`,
    invoice: "factura",
  },
  expires: {
    days: (n: number) => `${n} días`,
    hours: (n: number) => `${n} horas`,
    minutes: (n: number) => `${n} ${n === 1 ? "minuto" : "minutos"}`,
    in: (unit: string) => `caduca en ${unit}`,
    ago: (unit: string) => `caducó hace ${unit}`,
  },
  shared: {
    note: (byPhone: boolean, others: number) =>
      `${byPhone ? "Mismo teléfono" : "Misma dirección"} que ${others} ${others === 1 ? "otra reserva en línea" : "otras reservas en línea"}`,
    cancelAll: (n: number) => `Cancelar las ${n}`,
  },
  confirm: {
    titleOne: "¿Cancelar esta reserva?",
    titleMany: (n: number) => `¿Cancelar ${n} ${n === 1 ? "reserva" : "reservas"}?`,
    bodyOne: (client: string, units: number, tyreId: string) =>
      `La reserva de ${client} queda cancelada y ${units === 1 ? "su unidad" : `sus ${units} unidades`} del neumático ${tyreId} ${units === 1 ? "vuelve" : "vuelven"} a la venta.`,
    bodyMany: (n: number, rule: string) =>
      `${n === 1 ? "La reserva seleccionada queda cancelada" : `Las ${n} reservas seleccionadas quedan canceladas`} y sus unidades vuelven a la venta. Con cada señal: ${rule.toLowerCase()}.`,
    keepOne: "Mantener la reserva",
    keepMany: "Mantenerlas",
    yesOne: "Sí, cancelarla",
    yesMany: "Sí, cancelarlas",
    withFitting: (when: string) => `Cancelar también su cita de montaje (${when})`,
    withFittings: (n: number) => `Cancelar también ${n === 1 ? "su cita de montaje" : `sus ${n} citas de montaje`}`,
  },
  toasts: {
    cancelled: "Reserva cancelada",
    cancelledMany: (n: number) => `${n} ${n === 1 ? "reserva cancelada" : "reservas canceladas"}`,
    noneCancelled: "No se ha cancelado ninguna reserva",
    heldUntil: (when: string) => `Reservada hasta el ${when}`,
    notFoundCount: (n: number) => `${n} no ${n === 1 ? "encontrada" : "encontradas"}`,
    alreadyEnded: (n: number, status: "active" | "collected" | "cancelled" | "expired") =>
      `${n} ya ${{ active: n === 1 ? "activa" : "activas", collected: n === 1 ? "recogida" : "recogidas", cancelled: n === 1 ? "cancelada" : "canceladas", expired: n === 1 ? "caducada" : "caducadas" }[status]}`,
    failedCancelMany: "No se han podido cancelar las reservas",
    failedCancel: "No se ha podido cancelar la reserva",
    failedExtend: "No se ha podido ampliar la reserva",
    atMost: (n: number) => `como mucho ${n} a la vez`,
    noneSelected: "no hay ninguna seleccionada",
    invalidRequest: "petición no válida",
    unknownAction: "Acción desconocida",
  },
  refusals: {
    notFound: "Reserva no encontrada",
    ended: (status: "active" | "collected" | "cancelled" | "expired") =>
      `La reserva ya está ${{ active: "activa", collected: "recogida", cancelled: "cancelada", expired: "caducada" }[status]}`,
    noEnd: "Esta reserva se mantiene hasta que el personal la cierre: no tiene fin que ampliar",
  },
};

export default reservations;
