// What the customer reads of the reminders (decision 108): the reminder e-mail, the first message
// of a WhatsApp staff open from the "To contact" list, and the unsubscribe page of the link every
// reminder e-mail carries. Spanish is the source; en/reminders.ts is typed against it.
const reminders = {
  reminderMail: {
    subject: {
      "declined-work": (shop: string) => `${shop}: ¿miramos lo que quedó pendiente?`,
      "tyre-age": (shop: string) => `${shop}: tus neumáticos cumplen cinco años`,
      itv: (shop: string) => `${shop}: se acerca la ITV`,
      autumn: (shop: string) => `${shop}: llega el otoño, hora de los neumáticos de invierno`,
      spring: (shop: string) => `${shop}: llega la primavera, hora de cambiar los neumáticos`,
    },
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : "Hola:"),
    /** `what` is what the shop noted ("neumáticos traseros"), `plate` the vehicle's. */
    declinedWork: (what: string, plate: string | null) =>
      `Cuando pasaste por el taller vimos esto${plate ? ` en ${plate}` : ""} y quedó pendiente: ${what}. ¿Quieres que lo miremos?`,
    tyreAge: (plate: string | null, dot: string, year: string) =>
      `Los neumáticos que te montamos${plate ? ` en ${plate}` : ""} se fabricaron en ${year} (DOT ${dot}) y ya tienen cinco años. La goma envejece aunque quede dibujo: te los revisamos gratis.`,
    itv: (plate: string | null, date: string) =>
      `La ITV${plate ? ` de ${plate}` : ""} vence el ${date}. Los neumáticos son de lo primero que miran: pásate antes y te los revisamos gratis.`,
    autumn:
      "Llega el frío: si usas neumáticos de invierno, es buen momento para montarlos; si son todo tiempo, te revisamos el dibujo y la presión.",
    spring:
      "Llega el buen tiempo: si llevas neumáticos de invierno, es buen momento para cambiarlos; si son todo tiempo, te revisamos el dibujo y la presión.",
    book: "Pide cita aquí:",
    call: (phone: string) => `O llámanos al ${phone}.`,
    signature: "Un saludo,",
    why: (shop: string) => `Te escribimos porque aceptaste recibir recordatorios de ${shop}.`,
    unsubscribe: "Si no quieres recibir más, date de baja aquí:",
  },
  unsubscribe: {
    metaTitle: "Darse de baja",
    title: "Dejar de recibir recordatorios",
    text: "Dejaremos de enviarte recordatorios por correo electrónico. Puedes volver a pedirlos en la tienda cuando quieras.",
    phone: "Tampoco quiero que me llaméis ni me escribáis por WhatsApp",
    confirm: "Darme de baja",
    submitting: "Un momento...",
    doneTitle: "Te has dado de baja",
    doneText: "No te enviaremos más recordatorios por correo electrónico.",
    donePhone: "Tampoco te llamaremos ni te escribiremos por WhatsApp.",
    alreadyTitle: "Ya estás de baja",
    alreadyText: "No te enviamos recordatorios. Si quieres volver a recibirlos, díselo a la tienda.",
    invalidTitle: "Enlace no válido",
    invalidText: "Este enlace de baja no es válido. Si no quieres recibir recordatorios, llámanos o escríbenos por WhatsApp.",
    failed: "No hemos podido darte de baja. Inténtalo de nuevo o llámanos.",
    home: "Volver a la tienda",
  },
};
export default reminders;
