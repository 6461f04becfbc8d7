// The audit log (/audit). Each entry's summary is worded here from what it stores (its action,
// subject and values; app/i18n/staff/audit-summary.ts reads them); the English sentence stored
// with it is kept for ever and shown only for an action this catalogue does not word.
import type { AuditKind } from "~/domain/audit";
import { DEPOSIT_RULES, JOBS } from "./labels";

const kinds: Record<AuditKind, string> = {
  settings: "Ajustes",
  staff: "Cuentas del personal",
  price: "Precios de neumáticos",
  stock: "Existencias",
  invoice: "Facturas",
  reservation: "Reservas",
  security: "Accesos y copias de seguridad",
  blog: "Blog",
  customer: "Clientes",
  quote: "Presupuestos",
};

/** The names of the values entries store (before/after), as the rows show them. */
const fields = {
  active: "Activa",
  added: "Añadidos",
  afterRejection: "Tras un rechazo",
  appointments: "Citas",
  attempts: "Intentos",
  backOnSale: "De nuevo a la venta",
  bytes: "Tamaño (bytes)",
  cancelledBy: "Cancelada por",
  cardTerminal: "Datáfono",
  changed: "Datos cambiados",
  changes: "Cambios",
  channel: "Por dónde",
  code: "Código",
  counted: "Contado",
  customerId: "Cliente n.º",
  day: "Día",
  deposit: "Señal",
  depositCents: "Importe de la señal",
  description: "Descripción",
  difference: "Diferencia",
  discountCents: "Descuento",
  discountReason: "Motivo del descuento",
  discountsApprovedBy: "Descuentos aprobados por",
  disposalFeeEurPerTyre: "Tasa de reciclaje por neumático",
  email: "Correo electrónico",
  emails: "Correos",
  environment: "Entorno",
  errorCode: "Código de error",
  expected: "Efectivo esperado",
  expiresAt: "Caduca el",
  failedAt: "Falló el",
  fields: "Campos cambiados",
  firstId: "Primer neumático",
  given: "Aceptado",
  grandTotalCents: "Total",
  id: "N.º",
  inPackage: "En el paquete",
  into: "Unido a",
  invoice: "Factura",
  ip: "Dirección IP",
  itvDueOn: "Fecha de la ITV",
  job: "Trabajo",
  keptTyres: "Neumáticos que se quedan",
  key: "Archivo",
  kind: "Tipo",
  language: "Idioma",
  lastId: "Último neumático",
  lines: "Líneas",
  locale: "Idioma",
  make: "Marca",
  model: "Modelo",
  moreChanges: "Más cambios",
  name: "Nombre",
  nameEn: "Nombre en inglés",
  nameEs: "Nombre en español",
  nif: "NIF",
  openingFloat: "Fondo de caja",
  order: "Orden",
  photo: "Foto",
  position: "Posición",
  postIds: "Artículos del blog",
  posts: "Artículos del blog",
  priceEur: "Precio",
  publishedAt: "Publicado el",
  quantity: "Cantidad",
  reason: "Motivo",
  record: "Registro",
  rectifies: "Rectifica",
  refundMethod: "Forma de devolución",
  refusal: "Motivo",
  reminder: "Recordatorio",
  reminders: "Recordatorios",
  replaces: "Sustituye a",
  repriceRule: "Regla (datos)",
  requests: "Peticiones",
  reservationId: "Reserva n.º",
  reservationIds: "Reservas",
  reservations: "Reservas",
  revision: "Revisión",
  rim: "Llanta",
  rimPricesCents: "Precios por llanta",
  role: "Rol",
  rule: "Regla",
  sendingEnabled: "Envío activado",
  services: "Servicios",
  size: "Medida",
  source: "Cómo lo ha aceptado",
  startsAt: "Empieza",
  status: "Estado",
  step: "Paso",
  subject: "Titular",
  taxpayerKind: "Tipo de contribuyente",
  time: "Hora",
  title: "Título",
  totalCents: "Total",
  twoFactor: "Verificación en dos pasos",
  tyre: "Neumático",
  tyreAvailable: "Neumático disponible",
  tyreId: "Neumático",
  tyreIds: "Neumáticos",
  tyres: "Neumáticos",
  unit: "Unidad",
  unitPriceCents: "Precio por unidad",
  unitPriceEur: "Precio por unidad",
  units: "Unidades",
  updated: "Actualizados",
  vehicleId: "Vehículo n.º",
  withdrawn: "Retirado",
  z: "Z",
};
export type AuditField = keyof typeof fields;

// Keyed by string, not by the settings' type, so a setting added meanwhile does not break the build;
// a unit test (audit-summary.test.ts) checks that every setting has its name here.
const settingFields: Record<string, string> = {
  name: "nombre de la tienda",
  legalName: "razón social",
  nif: "NIF",
  street: "dirección",
  postalCode: "código postal",
  town: "localidad",
  province: "provincia",
  phone: "teléfono",
  whatsapp: "número de WhatsApp",
  email: "correo electrónico",
  mapsUrl: "enlace al mapa",
  mapEmbedUrl: "enlace del mapa incrustado",
  directionsUrl: "enlace «Cómo llegar»",
  reviewUrl: "enlace a las reseñas",
  latitude: "latitud",
  longitude: "longitud",
  hours: "horario",
  closedDates: "días de cierre",
  depositCents: "señal",
  depositWhenEnded: "señal de una reserva cancelada o caducada",
  priceTable: "tabla de precios",
  disposalFeeCents: "tasa de reciclaje",
  vatRatePercent: "tipo de IVA",
  reservationHoldDays: "duración de la reserva",
  quoteValidDays: "validez de los presupuestos",
  reminderDeclinedWeeks: "recordatorio del trabajo pendiente",
  promo: "promociones",
  requireTwoFactor: "regla de la verificación en dos pasos",
  appointments: "citas",
  backupTime: "hora de la copia de seguridad",
  counterDiscountLimitPercent: "límite de descuento del mostrador",
};

const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const forCustomer = (id: number | null) => (id ? ` del cliente n.º ${id}` : "");
const reasonText = (reason: string | null) => (reason ? `. Motivo: ${reason}` : "");

/**
 * One wording per action. Amounts and dates come formatted; `customerId` null is a walk-in;
 * a `reason` or `description` is what staff typed and is shown as typed.
 */
const summaries = {
  backupDownload: (s: { bytes: number }) => `Descargó una copia de seguridad de los datos de la tienda (${s.bytes} bytes)`,
  invoiceIssue: (s: { number: string; customerId: number | null; total: string; lines: number }) =>
    `Factura ${s.number} emitida${forCustomer(s.customerId)}: ${s.total} (${n(s.lines, "línea", "líneas")})`,
  invoiceReplace: (s: { number: string; customerId: number | null; replaces: string; total: string }) =>
    `Factura completa ${s.number} emitida${forCustomer(s.customerId)} en lugar de ${s.replaces}: ${s.total} (sin cobro nuevo)`,
  invoiceEmail: (s: { number: string; language: string }) =>
    `Factura ${s.number} enviada al cliente por correo electrónico (en ${s.language})`,
  invoiceCancel: (s: { number: string; total: string; tyres: number; reason: string }) =>
    `Factura ${s.number} anulada por emitirse por error (${s.total}; ${n(s.tyres, "neumático vuelve", "neumáticos vuelven")} a la venta)${reasonText(s.reason)}`,
  invoiceRectify: (s: {
    number: string;
    original: string;
    tyres: number;
    services: number;
    total: string;
    method: string;
    defective: boolean;
    reason: string;
  }) =>
    `Devolución de ${[s.tyres ? n(s.tyres, "neumático", "neumáticos") : "", s.services ? n(s.services, "servicio", "servicios") : ""].filter(Boolean).join(" y ") || "nada"} de la factura ${s.original}: factura rectificativa ${s.number}, ${s.total} devueltos (${s.method})${s.defective ? "; los neumáticos quedan fuera de la venta por defectuosos" : ""}${reasonText(s.reason)}`,
  dayClose: (s: { day: string; z: string; revision: number; expected: string; counted: string; difference: string }) =>
    `Día ${s.day} cerrado (${s.z}${s.revision > 1 ? `, revisión ${s.revision}` : ""}): efectivo esperado ${s.expected}, contado ${s.counted}, diferencia ${s.difference}`,
  dayReopen: (s: { day: string; z: string; revision: number; counted: string; reason: string }) =>
    `Día ${s.day} reabierto (${s.z}, revisión ${s.revision}, contado ${s.counted})${reasonText(s.reason)}`,
  serviceAdd: (s: { code: string; name: string }) => `Servicio ${s.code} (${s.name}) añadido`,
  serviceUpdate: (s: { code: string; fields: string }) => `Servicio ${s.code} cambiado: ${s.fields}`,
  serviceRetire: (s: { code: string }) => `Servicio ${s.code} retirado`,
  serviceRestore: (s: { code: string }) => `Servicio ${s.code} recuperado`,
  demoRemove: (s: { tyres: number; reservations: number; posts: number; kept: number }) =>
    `Datos de demostración quitados: ${n(s.tyres, "neumático", "neumáticos")}, ${n(s.reservations, "reserva", "reservas")}, ${n(s.posts, "artículo del blog", "artículos del blog")}${s.kept ? ` (se quedan ${n(s.kept, "neumático de demostración", "neumáticos de demostración")}: los nombran facturas reales)` : ""}`,
  reminderDone: (s: { customerId: string; reminder: number; kind: string }) =>
    `Cliente ${s.customerId} contactado por el recordatorio n.º ${s.reminder} (${s.kind})`,
  reservationEnd: (s: {
    id: string;
    customerId: number | null;
    tyre: string | null;
    how: "staff" | "customer" | "expired";
    deposit: { amount: string; kept: boolean } | null;
  }) =>
    `Reserva ${s.id}${forCustomer(s.customerId)}${s.tyre ? ` (neumático ${s.tyre})` : ""} ${{ staff: "cancelada por la tienda", customer: "cancelada por el cliente con el enlace de su correo", expired: "caducada" }[s.how]}${s.deposit ? `; señal de ${s.deposit.amount} ${s.deposit.kept ? "para la tienda" : "a devolver al cliente"}` : ""}`,
  readyMessage: (s: { what: string }) => `Mensaje de «ya está listo» marcado como enviado: ${s.what}`,
  readyKinds: { reservation: "reserva", appointment: "cita", request: "petición" } as Record<string, string>,
  signIn: (s: { ip: string | null }) => `Entró en la gestión${s.ip ? ` desde ${s.ip}` : ""}`,
  signInFailed: (s: { who: string; ip: string | null; step: string | null; why: string | null }) =>
    `Intento fallido de entrar como ${s.who}${s.ip ? ` desde ${s.ip}` : ""}${s.step ? ` (${s.step})` : ""}${s.why ? `: ${s.why}` : ""}`,
  signInReasons: {
    "a code used already": "código ya usado",
    "wrong code": "código incorrecto",
    "no staff role": "cuenta sin rol en la tienda",
    refused: "rechazado",
    "Invalid email or password": "correo o contraseña incorrectos",
    "This account is deactivated. Ask an admin to reactivate it.": "cuenta desactivada",
  } as Record<string, string>,
  passwordChange: (s: { who: string }) => `${s.who} cambió su contraseña; se cerró la sesión en sus otros dispositivos`,
  staffAdd: (s: { who: string; role: string | null; commandLine: boolean }) =>
    `Cuenta ${s.who} añadida${s.role ? ` (${s.role})` : s.commandLine ? " sin rol en la tienda" : ""}${s.commandLine ? " desde la línea de órdenes" : ""}`,
  staffResetPassword: (s: { who: string; commandLine: boolean }) =>
    `Contraseña de ${s.who} cambiada${s.commandLine ? " desde la línea de órdenes" : ""}; se cerraron todas sus sesiones`,
  staffActive: (s: { who: string; active: boolean }) =>
    s.active ? `Cuenta ${s.who} reactivada` : `Cuenta ${s.who} desactivada; se cerraron sus sesiones`,
  staffRole: (s: { who: string; from: string; to: string }) => `Rol de ${s.who} cambiado de ${s.from} a ${s.to}`,
  staffTwoFactor: (s: { who: string; on: boolean; byOther: boolean }) =>
    `Verificación en dos pasos ${s.on ? "activada" : "desactivada"} para ${s.who}${s.byOther ? "; se cerraron todas sus sesiones" : ""}`,
  staffLanguage: (s: { who: string; language: string }) => `Idioma de la gestión de ${s.who}: ${s.language}`,
  staffRename: (s: { who: string; email: string | null; name: string | null }) =>
    s.email
      ? `${s.who} cambió su correo de acceso a ${s.email}${s.name ? ` y su nombre a ${s.name}` : ""}`
      : `${s.who} cambió su nombre a ${s.name ?? ""}`,
  quoteCreate: (s: { number: string; customerId: number | null; lines: number | null; total: string | null }) =>
    `Presupuesto ${s.number} hecho${forCustomer(s.customerId)}${s.lines != null && s.total ? `: ${n(s.lines, "línea", "líneas")}, ${s.total}` : ""}`,
  quoteRevise: (s: { number: string; revision: number | null; lines: number | null; total: string | null }) =>
    `Presupuesto ${s.number} revisado${s.revision ? ` (revisión ${s.revision})` : ""}${s.lines != null && s.total ? `: ${n(s.lines, "línea", "líneas")}, ${s.total}` : ""}`,
  quoteAnswer: (s: { number: string; revision: number | null; accepted: boolean; channel: string | null; reservations: number }) =>
    `Presupuesto ${s.number}${s.revision ? ` revisión ${s.revision}` : ""} ${s.accepted ? "aceptado" : "rechazado"}${s.channel ? ` (${s.channel})` : ""}${s.reservations ? `: ${n(s.reservations, "reserva guarda", "reservas guardan")} sus neumáticos` : ""}`,
  quoteChannels: { in_person: "en persona", phone: "por teléfono", link: "con su enlace" } as Record<string, string>,
  quoteSell: (s: { number: string; revision: number | null; invoice: string | null }) =>
    `Presupuesto ${s.number}${s.revision ? ` revisión ${s.revision}` : ""} vendido a sus precios${s.invoice ? `: factura ${s.invoice}` : ""}`,
  quoteEmail: (s: { number: string; revision: number | null; language: string | null }) =>
    `Presupuesto ${s.number}${s.revision ? ` revisión ${s.revision}` : ""} enviado al cliente por correo electrónico${s.language ? ` (en ${s.language})` : ""}`,
  quotePhotoAdd: (s: { number: string }) => `Foto añadida al presupuesto ${s.number}`,
  quotePhotoDelete: (s: { number: string }) => `Foto borrada del presupuesto ${s.number}`,
  declinedNote: (s: { customerId: number | null; description: string | null }) =>
    `Trabajo rechazado anotado${forCustomer(s.customerId)}${s.description ? `: ${s.description}` : ""}`,
  declinedClose: (s: { customerId: number | null; description: string | null }) =>
    `Seguimiento cerrado${forCustomer(s.customerId)}${s.description ? `: ${s.description}` : ""}`,
  postPublish: (s: { title: string | null; from: string }) => `Publicado ${s.title ? `«${s.title}» ` : ""}(en la web desde el ${s.from})`,
  postUnpublish: (s: { title: string | null }) => `${s.title ? `«${s.title}»` : "Artículo"} quitado de la web (vuelve a borrador)`,
  postDelete: (s: { title: string | null }) => `Artículo ${s.title ? `«${s.title}» ` : ""}borrado`,
  consent: (s: { customerId: string; given: string[]; withdrawn: string[]; source: string | null }) =>
    `Consentimiento del cliente ${s.customerId}: ${[
      ...s.given.map((c) => `${c} aceptado${s.source ? ` (${s.source})` : ""}`),
      ...s.withdrawn.map((c) => `${c} retirado`),
    ].join(", ")}`,
  consentByLink: (s: { customerId: string; withdrawn: string[] }) =>
    `El cliente ${s.customerId} retiró su consentimiento con su enlace: ${s.withdrawn.join(", ")}`,
  consentChannels: { email: "correo electrónico", phone: "teléfono" } as Record<string, string>,
  customerItv: (s: { customerId: string; vehicleId: number; date: string | null }) =>
    `${s.date ? `Fecha de la ITV ${s.date}` : "Fecha de la ITV borrada"} del vehículo n.º ${s.vehicleId} del cliente ${s.customerId}`,
  customerEdit: (s: { customerId: string; fields: string }) => `Cliente ${s.customerId} editado${s.fields ? `: ${s.fields}` : ""}`,
  customerFields: {
    name: "nombre",
    phone: "teléfono",
    email: "correo electrónico",
    taxId: "NIF",
    address: "dirección",
    notes: "notas",
  } as Record<string, string>,
  customerVehicle: (s: { customerId: string; vehicleId: number; added: boolean | null }) =>
    `Vehículo n.º ${s.vehicleId} del cliente ${s.customerId} ${s.added === false ? "actualizado" : s.added ? "añadido" : "guardado"}`,
  customerMerge: (s: { from: number; into: number }) => `Cliente n.º ${s.from} unido al n.º ${s.into}`,
  customerErase: (s: { customerId: string }) =>
    `Datos personales del cliente ${s.customerId} borrados (las facturas guardan su copia legal)`,
  mailResend: (s: { message: string; attempts: number }) =>
    `Correo ${s.message} puesto en cola de nuevo tras ${n(s.attempts, "intento fallido", "intentos fallidos")}`,
  settingsUpdate: (s: { fields: string }) => `Cambiado: ${s.fields}`,
  tyreImport: (s: { tyres: number; units: number }) =>
    `Importación CSV: ${n(s.tyres, "neumático añadido", "neumáticos añadidos")} (${n(s.units, "unidad", "unidades")})`,
  tyreImportUpdate: (s: { added: number; updated: number }) =>
    `Importación CSV: ${n(s.added, "añadido", "añadidos")}, ${n(s.updated, "actualizado", "actualizados")}`,
  tyrePrice: (s: { tyre: string; price: string | null; fee: string | null }) =>
    `${s.tyre}: ${[s.price ? `precio ${s.price}` : "", s.fee ? `tasa de reciclaje ${s.fee}` : ""].filter(Boolean).join(", ")}`,
  tyreRestock: (s: { tyre: string; quantity: string; status: string | null }) =>
    `${s.tyre} repuesto: ${s.quantity}${s.status ? `, ${s.status}` : ""}`,
  tyreBackOnSale: (s: { tyre: string; status: string; quantity: number }) =>
    `${s.tyre} de nuevo a la venta (${s.status}, ${s.quantity} en existencias)`,
  tyreWithdraw: (s: { tyre: string; quantity: number }) =>
    `${s.tyre} retirado de la venta (marcado como vendido a mano, ${s.quantity} en existencias)`,
  tyreReprice: (s: { rule: string | null; tyres: number }) =>
    `Cambio de precios en bloque${s.rule ? ` (${s.rule})` : ""}: ${n(s.tyres, "neumático", "neumáticos")}`,
  stockRequest: (s: { request: string; size: string | null; from: string; to: string }) =>
    `Petición ${s.request}${s.size ? ` ${s.size}` : ""}: ${s.from} → ${s.to}`,
  tyrePhotoAdd: (s: { tyre: string; place: number; limit: number; cover: boolean }) =>
    `${s.tyre}: foto ${s.place} de ${s.limit} añadida${s.cover ? " (portada)" : ""}`,
  tyrePhotoDelete: (s: { tyre: string; place: number }) => `${s.tyre}: foto ${s.place} borrada`,
  tyrePhotoCover: (s: { tyre: string; place: number | null }) =>
    `${s.tyre}: ${s.place ? `la foto ${s.place}` : "otra foto"} es ahora la portada`,
  tyrePhotoMove: (s: { tyre: string; from: number | null; to: number | null }) =>
    s.from && s.to ? `${s.tyre}: foto ${s.from} movida al puesto ${s.to}` : `${s.tyre}: fotos reordenadas`,
  appointmentBook: (s: { id: string; customerId: number | null; when: string; job: string; reservationId: number | null }) =>
    `Cita ${s.id} reservada${forCustomer(s.customerId)}: ${s.when}, ${s.job}${s.reservationId ? ` (reserva n.º ${s.reservationId})` : ""}`,
  appointmentMove: (s: { id: string; from: string; to: string }) => `Cita ${s.id} movida del ${s.from} al ${s.to}`,
  appointmentEnd: (s: { id: string; status: string; byCustomer: boolean; reservationId: number | null }) =>
    `Cita ${s.id} marcada como ${s.status}${s.reservationId ? ` con su reserva n.º ${s.reservationId}` : ""}${s.byCustomer ? " por el cliente" : ""}`,
  verifactuCertificate: (s: { subject: string; until: string }) =>
    `Certificado para la Agencia Tributaria guardado: ${s.subject} (válido hasta el ${s.until})`,
  verifactuUpdate: (s: { fields: string }) => `VERI*FACTU: ${s.fields}`,
  verifactuResend: (s: { number: string; code: string | null }) =>
    `Registro de la factura ${s.number} puesto en cola de nuevo para la Agencia Tributaria tras su rechazo${s.code ? ` (${s.code})` : ""}`,
};

const audit = {
  title: "Registro de cambios",
  intro: "Quién cambió qué y cuándo, lo más reciente primero. Las entradas se guardan para siempre y nunca se editan.",
  filterLabel: "Tipo de cambio",
  all: "Todos",
  kinds,

  loading: "Cargando…",
  count: (n: number, kind: string | null) => `${n} ${n === 1 ? "entrada" : "entradas"}${kind ? ` de tipo ${kind.toLowerCase()}` : ""}`,
  empty: "Todavía no hay nada registrado.",
  beforeAndAfter: "Antes y después",
  details: "Detalles",
  before: "Antes: ",
  after: "Después: ",
  none: "(nada)",
  older: "Entradas anteriores",
  /** A setting's value in words. */
  values: {
    noDates: "ninguna",
    days: (n: number) => `${n} ${n === 1 ? "día" : "días"}`,
    required: "obligatorio",
    notRequired: "no obligatorio",
    upTo: (rim: number, price: string) => `hasta R${rim} ${price}`,
    larger: (price: string) => `mayores ${price}`,
    speedRating: (code: string, price: string) => `índice de velocidad ${code} ${price}`,
    yes: "sí",
    no: "no",
    /** Stored codes shown in words in the before/after rows (statuses, roles, languages...). */
    words: {
      active: "activa",
      cancelled: "cancelada",
      expired: "caducada",
      collected: "recogida",
      booked: "reservada",
      done: "hecha",
      "no-show": "no vino",
      available: "disponible",
      reserved: "reservado",
      sold: "vendido",
      new: "nueva",
      answered: "respondida",
      closed: "cerrada",
      pending: "pendiente",
      rejected: "rechazado",
      owner: "propietario",
      counter: "mostrador",
      staff: "la tienda",
      customer: "el cliente",
      es: "español",
      en: "inglés",
      cash: "efectivo",
      card: "tarjeta",
      transfer: "transferencia",
      password: "contraseña",
      code: "código",
      email: "correo electrónico",
      phone: "teléfono",
      written: "por escrito",
      online: "en la web",
      ...JOBS,
      ...DEPOSIT_RULES,
    } as Record<string, string>,
  },
  /** Who did it when it was no one signed in. */
  actors: { system: "el sistema", customer: "el cliente", signInFrom: (ip: string) => `intento de entrar desde ${ip}` },
  /** The before/after rows' field names. */
  fields,
  /** The settings' names, in the rows and in the summary of a settings change. */
  settingFields,
  /** What each action did, worded from what its entry stores (app/i18n/staff/audit-summary.ts). */
  summaries,
};

export default audit;
