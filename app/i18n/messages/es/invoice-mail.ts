// The invoice sent to a customer by e-mail from the till: the message and the labels of the
// invoice attached as a printable HTML page.
const invoiceMail = {
  invoiceMail: {
    subject: (number: string, shop: string) => `Tu factura ${number} de ${shop}`,
    greeting: (name: string | null) => (name ? `Hola ${name}:` : "Hola:"),
    intro: (number: string, date: string) => `Te enviamos la factura ${number} del ${date}. La encontrarás adjunta, lista para imprimir.`,
    total: "Total",
    thanks: "Gracias por tu confianza.",
    /** Followed by the shop's reviews link. */
    review: "¿Qué tal te hemos atendido? Déjanos tu opinión:",
    signature: "Un saludo,",
    attachmentName: (number: string) => `factura-${number}.html`,
    doc: {
      number: "Número",
      date: "Fecha",
      seller: "Emisor",
      customer: "Cliente",
      taxId: "NIF",
      vehicle: "Matrícula",
      description: "Descripción",
      quantity: "Cant.",
      unitPrice: "Precio",
      disposal: "Ecotasa",
      amount: "Importe",
      tyres: "Neumáticos",
      services: "Servicios de taller",
      base: "Base imponible",
      vat: (rate: number) => `IVA ${rate} %`,
      total: "Total",
      deposit: "Pagado a cuenta (señal)",
      due: "Pendiente de pago",
      payment: "Forma de pago",
      rectifies: (number: string, reason: string) => `Rectifica la factura ${number}. Motivo: ${reason}`,
      pricesInclude: "Precios con IVA incluido.",
    },
  },
};
export default invoiceMail;
