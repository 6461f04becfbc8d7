// A quote sent to the customer by e-mail: a short message with the quote's link.
const quoteMail = {
  quoteMail: {
    subject: (number: string, shop: string) => `Tu presupuesto ${number} de ${shop}`,
    greeting: (name: string | null) => (name ? `Hola ${name}:` : "Hola:"),
    intro: (number: string) =>
      `Te enviamos el presupuesto ${number}. Puedes verlo, aceptarlo (y elegir hora de montaje) o rechazarlo aquí:`,
    total: "Total con IVA",
    validUntil: (date: string) => `Válido hasta el ${date}.`,
    questions: "Si tienes cualquier duda, llámanos o escríbenos.",
    signature: "Un saludo,",
  },
};
export default quoteMail;
