// The back-office texts of the invoices (/invoices, /invoices/:id, the invoice dialog, returns and
// e-mailing an invoice) and of the printed invoice. Spanish is the source; en/invoices.ts is typed against it.

import type { InvoiceSearchMessages } from "~/domain/invoice-search";
import type { InvoiceMailFormMessages } from "~/domain/invoice-mail-form";
import type { DateRangeMessages } from "~/domain/invoice-register";
import type { ReturnMessages } from "~/domain/returns";
import type { ReplacementMessages } from "~/domain/invoice-replacement";
import type { CancellationMessages } from "~/domain/invoice-cancellation";

const searchErrors: InvoiceSearchMessages = {
  day: "Elige un día (AAAA-MM-DD)",
  amount: "Escribe un importe en euros, p. ej. 120,50",
  endBeforeStart: "La fecha final es anterior a la inicial",
  maxBelowMin: "El importe máximo es menor que el mínimo",
};

/**
 * The printed invoice's labels. The invoice is a Spanish tax document: it is always printed in
 * Spanish; printed by an English-speaking account, each label carries its English after a slash
 * (docs/decisions/093-invoice-language.md).
 */
const doc = {
  invoice: (number: string) => `Factura ${number}`,
  qr: "Código QR de VERI*FACTU",
  verifiable: "Factura verificable en la sede electrónica de la AEAT",
  number: "Nº",
  date: "Fecha",
  rectifiedSection: "Factura rectificada",
  rectifies: "Rectifica la factura",
  of: "de",
  reason: "Motivo",
  byDifferences: "Rectificación por diferencias: importes negativos de las unidades devueltas.",
  customerSection: "Cliente",
  recipient: "Destinatario",
  customer: "Cliente",
  address: "Domicilio",
  vehicleReg: "Matrícula",
  refundedBy: "Devolución",
  payment: "Forma de pago",
  notes: "Notas",
  item: "Artículo",
  service: "Servicio",
  services: "Servicios",
  qty: "Cant.",
  unitPrice: "Precio",
  disposal: "NFU",
  total: "Total",
  inspection: "Inspección UNE 69051",
  discount: "Descuento",
  totalsSection: "Totales",
  tyresSubtotal: "Subtotal neumáticos",
  disposalTotal: "Gestión NFU",
  grandTotal: "Total",
  deposit: "Pagado a cuenta (señal)",
  due: "Pendiente de pago",
  taxBase: "Base imponible",
  vat: (rate: number) => `IVA ${rate} %`,
  vatIncluded: "IVA incluido",
  disposalNote: (fee: string) =>
    `La tasa «Gestión NFU» (${fee}) cubre la gestión de neumáticos fuera de uso (NFU) de los neumáticos sustituidos.`,
  soldAsSeen:
    "Los neumáticos seminuevos se venden revisados y en el estado en que se encuentran, sin perjuicio de los derechos legales del consumidor.",
  thanks: "¡Gracias por su compra!",
  replacesSection: "Facturas sustituidas",
  replaces: "Sustituye a las facturas simplificadas",
  cancelledStamp: "ANULADA",
  cancelledOn: "Factura anulada el",
};

const invoices = {
  title: "Facturas",
  subtitle: "Todas las ventas y facturas",
  endOfDay: "Cierre de caja",
  declaration: "Declaración responsable del software (VERI*FACTU)",
  loadFailed: "No se ha podido cargar la factura.",
  loading: "Cargando facturas...",
  noMatch: "Ninguna factura coincide con la búsqueda",
  none: "Todavía no hay facturas",
  count: (n: number, found: boolean) =>
    `${n} ${n === 1 ? "factura" : "facturas"}${found ? (n === 1 ? " encontrada" : " encontradas") : ""}`,
  search: {
    label: "Buscar facturas",
    q: "Número, cliente, teléfono, matrícula o NIF",
    from: "Desde",
    to: "Hasta",
    min: "Importe desde (€)",
    max: "Importe hasta (€)",
    submit: "Buscar",
    clear: "Borrar",
    errors: searchErrors,
  },
  register: {
    from: "Desde",
    to: "Hasta",
    download: "Descargar el libro registro (CSV)",
  },
  item: {
    fullInvoice: "Factura completa",
    rectifies: (number: string) => `Rectifica ${number}`,
    subtotal: "Subtotal",
    disposal: "NFU",
    total: "Total",
    view: "Ver",
    viewLabel: (number: string) => `Ver la factura ${number}`,
    replacedBy: (number: string) => `Sustituida por ${number}`,
    cancelled: "Anulada",
  },
  dialog: {
    title: (number: string) => `Factura ${number}`,
    untitled: "Factura",
    openPage: "Abrir página",
    loading: "Cargando la factura...",
  },
  page: {
    metaTitle: (number: string) => `Factura ${number}`,
    back: "Volver a facturas",
    recordReturn: "Registrar una devolución",
    rectifiedBy: "Rectificada por",
    notFound: "Factura no encontrada",
    replacedBy: "Sustituida por",
    cancelledBy: (when: string, by: string) => `Anulada el ${when} por ${by}`,
    /** The 80 mm ticket print of the invoice (?ticket=1). */
    printTicket: "Imprimir ticket",
    ticketTitle: (number: string) => `Ticket de la factura ${number}`,
    ticketIntro: "El ticket de 80 mm para la impresora térmica: la misma factura en una columna.",
    backToInvoice: "Volver a la factura",
  },
  /** A full invoice (F3) in place of simplified ones, from the invoice page. */
  replace: {
    open: "Factura completa en su lugar",
    title: "Factura completa en lugar de simplificadas",
    intro:
      "Para el cliente que necesita una factura con su NIF: se emite una factura de la serie F con las mismas líneas e importes, que sustituye a las facturas simplificadas elegidas. Estas conservan su número; el dinero ya contó el día en que se cobraron.",
    invoices: "Facturas simplificadas que sustituye",
    thisInvoice: "esta factura",
    noOthers: "El cliente no tiene otras facturas simplificadas que se puedan sustituir.",
    walkIn: "Esta factura no tiene ficha de cliente: añade otras facturas del mismo cliente por su número, si las hay.",
    otherNumbers: "Otras facturas del mismo cliente",
    otherNumbersHint: "Números separados por comas, p. ej. 2026-000012, 2026-000015",
    recipient: "Destinatario",
    fromRecord: "Tomado de la ficha del cliente: revísalo antes de emitir.",
    customerName: "Nombre o razón social",
    taxId: "NIF/NIE/CIF",
    address: "Domicilio",
    total: (n: number, amount: string) => `${n === 1 ? "1 factura" : `${n} facturas`} · ${amount} en total`,
    submit: "Emitir la factura completa",
    issuing: "Emitiendo...",
    issued: (number: string) => `Emitida la factura ${number} en sustitución de las simplificadas`,
    failed: "No se ha podido emitir la factura completa",
    refusals: {
      nothing: "Elige al menos una factura simplificada",
      tooMany: "Una factura completa sustituye como mucho a 50 facturas",
      badList: "La lista de facturas no es válida",
      badNumber: (text: string) => `${text} no es un número de factura (p. ej. 2026-000123)`,
      unknownNumber: (number: string) => `No existe la factura ${number}`,
      notSimplified: (number: string) => `${number} no es una factura simplificada: solo las simplificadas se sustituyen por una completa`,
      alreadyReplaced: (number: string, by: string) => `${number} ya se sustituyó por ${by}`,
      rectified: (number: string) => `${number} tiene una devolución (factura rectificativa): ya no se puede sustituir`,
      cancelled: (number: string) => `${number} está anulada: no se puede sustituir`,
      otherCustomer: (number: string) => `${number} es de otro cliente: una factura completa sustituye a las facturas de un solo cliente`,
      mixedRates: "Estas facturas se emitieron con tipos de IVA distintos: sustitúyelas por separado",
      mixedSeller: "Estas facturas se emitieron con NIF de la tienda distintos: sustitúyelas por separado",
      customerName: "Escribe el nombre o la razón social del cliente",
      nameTooLong: "El nombre puede tener como mucho 120 caracteres",
      taxIdMissing: "Escribe el NIF/NIE/CIF del cliente",
      addressMissing: "Escribe el domicilio del cliente",
    } satisfies ReplacementMessages,
  },
  /** Cancelling an invoice issued in error (the owner's). */
  cancel: {
    title: "Anular la factura",
    intro:
      "Solo para una factura emitida por error: queda anulada con su número, sus neumáticos vuelven a la venta, se envía el registro de anulación a la Agencia Tributaria y su importe deja de contar en el día en que se emitió.",
    reason: "Motivo de la anulación",
    submit: "Anular la factura",
    confirmTitle: (number: string) => `¿Anular la factura ${number}?`,
    confirmText: (amount: string) =>
      `Su importe (${amount}) deja de contar en la caja de su día y sus neumáticos vuelven a la venta. La anulación no se puede deshacer.`,
    confirm: "Anular",
    keep: "Volver",
    cancelling: "Anulando...",
    done: (number: string) => `Factura ${number} anulada`,
    failed: "No se ha podido anular la factura",
    askTheOwner: "Solo el propietario puede anular una factura. Pídeselo al propietario.",
    refusals: {
      reason: "Indica por qué se anula la factura",
      reasonTooLong: "El motivo puede tener como mucho 500 caracteres",
      alreadyCancelled: (number: string) => `${number} ya está anulada`,
      rectifying: (number: string) => `${number} es una factura rectificativa: una devolución no se anula`,
      replacement: (number: string) => `${number} sustituye a facturas simplificadas: no se puede anular`,
      replaced: (number: string, by: string) => `${number} se sustituyó por ${by}: no se puede anular`,
      returned: (number: string) => `${number} tiene una devolución (factura rectificativa): no se puede anular`,
      dayClosed: (number: string, z: string) => `El día de ${number} está cerrado (${z}): el propietario debe reabrirlo antes`,
    } satisfies CancellationMessages,
  },
  email: {
    form: {
      toMissing: "Escribe el correo del cliente",
      toTooLong: "Esa dirección es demasiado larga",
      toInvalid: "Escribe una dirección como nombre@ejemplo.com",
      locale: "Elige el idioma del mensaje",
    } satisfies InvoiceMailFormMessages,
    title: "Enviar la factura por correo",
    intro: "El cliente recibe un mensaje corto con la factura adjunta como página lista para imprimir.",
    to: "Correo del cliente",
    language: "Idioma del mensaje",
    queuing: "Poniendo en cola…",
    send: "Enviar",
    failed: "No se ha podido enviar la factura",
    sent: (number: string, to: string, configured: boolean) =>
      `Factura ${number} a ${to}: el mensaje ${configured ? "sale en menos de un minuto" : "se guarda como archivo: el correo no está configurado"}`,
  },
  defective: {
    title: "Devoluciones defectuosas (para reclamar al proveedor)",
    intro:
      "Neumáticos devueltos que quedaron fuera de venta por defecto, los más recientes primero, con la factura rectificativa que los recogió.",
    units: (n: number) => (n === 1 ? "1 unidad" : `${n} unidades`),
  },
  returns: {
    title: "Registrar una devolución",
    intro:
      "Emite una factura rectificativa (serie R) por los neumáticos devueltos y los servicios reembolsados, con importes negativos, y devuelve los neumáticos a las existencias (o los deja fuera de venta como defectuosos, para la reclamación al proveedor). Esta factura queda como está.",
    tyres: "Neumáticos devueltos",
    services: "Servicios reembolsados",
    soldAt: (id: string, quantity: number, price: string) => `${id} · vendidos ${quantity} a ${price}`,
    forTyre: (id: string) => ` para ${id}`,
    allReturned: "todos devueltos",
    canReturn: (n: number) => `se ${n === 1 ? "puede" : "pueden"} devolver ${n}`,
    reason: "Motivo",
    refundMethod: "Dinero devuelto en",
    backOnSale: "¿Se pueden volver a vender?",
    backOnSaleYes: "Sí: vuelven a las existencias",
    backOnSaleNo: "No: defectuosos, fuera de venta (para la reclamación al proveedor)",
    confirmTitle: "¿Emitir la factura rectificativa?",
    confirmAmount: (amount: string, method: string) =>
      `Se devuelven ${amount} en ${method.toLowerCase()}. La factura rectificativa no se puede deshacer.`,
    confirmOffSale: (n: number) =>
      `${n === 1 ? "El neumático queda" : `Los ${n} neumáticos quedan`} fuera de venta como defectuoso${n === 1 ? "" : "s"}.`,
    confirm: "Emitir",
    cancel: "Volver",
    recording: "Registrando la devolución...",
    submit: "Registrar la devolución y emitir la factura rectificativa",
    recorded: (number: string) => `Devolución registrada: emitida la factura rectificativa ${number}`,
    failed: "No se ha podido registrar la devolución",
    form: {
      reason: "Indica el motivo de la devolución",
      reasonTooLong: "El motivo puede tener como mucho 500 caracteres",
      refundMethod: "Elige cómo se devolvió el dinero",
      badQuantity: "Escribe un número entero de neumáticos, 0 o más",
      badServiceQuantity: "Escribe un número entero, 0 o más",
      nothing: "Indica cuántas unidades vuelven de al menos una línea",
      badLine: "Esta línea no está en la factura",
      allReturned: (sold: number) => `Ya se devolvieron las ${sold} unidades de esta línea`,
      onlySome: (can: number, sold: number, returned: number) =>
        `Solo se ${can === 1 ? "puede" : "pueden"} devolver ${can} de esta línea (${sold} vendidas${returned ? `, ${returned} ya devueltas` : ""})`,
      backOnSale: "Indica si los neumáticos devueltos se pueden volver a vender",
    } satisfies ReturnMessages,
  },
  unknownAction: "Acción desconocida",
  /** The register download's refused date range. */
  range: {
    badStart: "La fecha inicial debe ser un día escrito AAAA-MM-DD",
    badEnd: "La fecha final debe ser un día escrito AAAA-MM-DD",
    reversed: "La fecha final es anterior a la inicial",
  } satisfies DateRangeMessages,
  /** Refusals of returns and e-mailed invoices (app/server/sales/returns.server.ts, invoice-mail.server.ts). */
  refusals: {
    notFound: "Factura no encontrada",
    rectifying: (number: string) => `${number} es una factura rectificativa: registra la devolución en la factura que rectifica`,
    tyreGone: (id: string) => `El neumático ${id} ya no existe`,
    cancelled: (number: string) => `${number} está anulada: no admite devoluciones`,
    replaced: (number: string, by: string) => `${number} se sustituyó por ${by}: registra la devolución en ${by}`,
  },
  doc,
};

export default invoices;
