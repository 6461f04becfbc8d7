// The back-office texts of the basket and checkout (/checkout). Spanish is the source; en/checkout.ts is typed against it.
import { type CheckoutMessages, MAX_CHECKOUT_LINES } from "~/domain/checkout";
import { SERVICES_LIMIT_CENTS, SIMPLIFIED_INVOICE_LIMIT_CENTS } from "~/domain/invoice";
import { formatEur } from "~/domain/money";

const form: CheckoutMessages = {
  customerName: "Escribe el nombre del cliente",
  plate: "Escribe la matrícula con letras y cifras (p. ej. 1234 ABC)",
  phone: "Escribe un teléfono: 9 cifras que empiecen por 6-9, o + y el prefijo del país",
  email: "Escribe un correo electrónico válido",
  emptyCart: "Añade artículos a la cesta",
  tooManyLines: `Una venta puede tener como mucho ${MAX_CHECKOUT_LINES} líneas`,
  duplicateLine: "Cada neumático solo puede aparecer una vez en una venta",
  badLine: "Línea de la cesta no válida",
  badPayment: "Elige una forma de pago",
  badReservation: "Reserva no válida",
  taxIdFormat: "Escribe un NIF, NIE o CIF español (p. ej. 12345678Z, X1234567L, B04123451)",
  taxIdCheck: "Este NIF/NIE/CIF no es válido: revisa su letra o su último dígito",
  taxIdWithoutAddress: "Escribe el domicilio del cliente para una factura completa",
  addressWithoutTaxId: "Escribe el NIF/NIE/CIF del cliente para una factura completa, o deja vacío el domicilio",
  overSimplifiedLimit: `Las ventas de más de ${formatEur(SIMPLIFIED_INVOICE_LIMIT_CENTS, "es")} (IVA incluido) necesitan factura completa: escribe el NIF/NIE/CIF y el domicilio del cliente`,
  overServicesLimit: `Los servicios de más de ${formatEur(SERVICES_LIMIT_CENTS, "es")} (IVA incluido, sin contar el montaje de los neumáticos vendidos con ellos) necesitan factura completa: escribe el NIF/NIE/CIF y el domicilio del cliente`,
  nameTooLong: "El nombre del cliente puede tener como mucho 120 caracteres",
  addressTooLong: "El domicilio puede tener como mucho 300 caracteres",
  plateTooLong: "La matrícula puede tener como mucho 20 caracteres",
  notesTooLong: "Las notas pueden tener como mucho 1000 caracteres",
};

const checkout = {
  title: "Caja",
  subtitle: "Revisa y cierra la venta",
  continueShopping: "Seguir añadiendo",
  loadingBasket: "Cargando la cesta...",
  emptyBasket: "La cesta está vacía",
  browseInventory: "Ver el inventario",
  servicesAlone: "O vende solo servicios (una reparación de pinchazo, montar los neumáticos del cliente):",
  saleCompleted: "¡Venta completada!",
  saleFailed: "No se ha podido completar la venta",
  cart: {
    title: "Cesta",
    count: (n: number) => `(${n} ${n === 1 ? "artículo" : "artículos"})`,
    line: (unit: string, disposal: string, stock: number) => `${unit} + ${disposal} de NFU cada uno · ${stock} en existencias`,
    quantityOf: (name: string) => `Cantidad de ${name}`,
    decrease: (name: string) => `Quitar una unidad de ${name}`,
    increase: (name: string) => `Añadir una unidad de ${name}`,
    remove: (name: string) => `Quitar ${name}`,
    subtotal: "Subtotal",
    disposal: "Gestión NFU",
    total: "Total neumáticos",
  },
  totals: {
    /** The amount to pay now, beside Complete Sale. */
    charge: "Total a cobrar",
    label: "Importe a pagar",
    tyres: "Neumáticos",
    services: "Servicios",
    saleTotal: "Total de la venta",
    deposit: "Señal pagada a cuenta",
    dueNow: "A pagar ahora",
  },
  scan: {
    title: "Añadir por código de barras",
    codeLabel: "EAN o código de existencias",
    placeholder: "EAN o código",
    add: "Añadir",
    scan: "Escanear",
    closeCamera: "Cerrar cámara",
    notFound: (code: string) => `Ningún neumático tiene el código ${code}`,
    noneOnSale: (id: string) => `${id} no tiene unidades a la venta`,
    added: (id: string, brand: string) => `${id} ${brand} añadido a la cesta`,
    cameraFailed: "No se ha podido abrir la cámara: escribe el código",
  },
  reservation: {
    label: "Reserva que se vende",
    title: (id: number, tyreId: string) => `Reserva n.º ${id} · neumático ${tyreId}`,
    unlink: "No vender esta reserva",
    phone: (p: string) => `Teléfono: ${p}`,
    email: (e: string) => `Correo: ${e}`,
    vehicle: (v: string) => `Vehículo: ${v}`,
    held: (n: number) => `${n} ${n === 1 ? "unidad reservada" : "unidades reservadas"} · Señal recibida:`,
    collected: "Al completar la venta, la reserva queda recogida.",
  },
  knownCustomer: {
    known: "Cliente conocido:",
    use: "Usar sus datos",
  },
  customer: {
    title: "Datos del cliente",
    name: "Nombre del cliente",
    phone: "Teléfono",
    email: "Correo electrónico",
    fullInvoice: "Factura completa (empresa, opcional)",
    fullInvoiceHint:
      "Con el NIF/NIE/CIF y el domicilio del cliente la venta se emite como factura completa (serie F); sin ellos, como factura simplificada (hasta 3.000 € IVA incluido).",
    taxId: "NIF / NIE / CIF",
    address: "Domicilio del cliente",
    addressPlaceholder: "Calle, número, código postal, localidad",
    vehicleReg: "Matrícula",
    paymentMethod: "Forma de pago",
    notes: "Notas",
    completing: "Completando la venta...",
    complete: "Completar venta",
  },
  form,
  /** Why the shop refuses a sale (app/server/sales/sales.server.ts). */
  refusals: {
    tyreGone: (id: string) => `El neumático ${id} ya no existe`,
    reserved: (tyre: string) => `${tyre} está reservado: véndelo con Vender en su reserva`,
    unavailable: (tyre: string, status: string) => `${tyre} ya no está disponible (${status})`,
    onlyLeftHeld: (tyre: string, left: number, held: number) =>
      `De ${tyre} solo quedan ${left} (${held} apartados en reservas: véndelos con Vender en su reserva)`,
    onlyLeft: (tyre: string, left: number) => `De ${tyre} solo quedan ${left}`,
    seriesFull: (series: string) => `La serie de facturas ${series} está completa`,
    reservationNotFound: (id: number) => `No se encuentra la reserva n.º ${id}`,
    reservationDone: (id: number, status: string) => `La reserva n.º ${id} ya está ${status}`,
    reservationTyreMissing: (tyreId: string, id: number) => `El neumático ${tyreId} de la reserva n.º ${id} no está en la cesta`,
    /** A reservation's status, as the refusal names it. */
    reservationStatus: { active: "activa", collected: "recogida", cancelled: "cancelada", expired: "caducada" } as Record<string, string>,
    /** A tyre's status, as the refusal names it. */
    tyreStatus: { available: "disponible", reserved: "reservado", sold: "vendido" } as Record<string, string>,
  },
};

export default checkout;
