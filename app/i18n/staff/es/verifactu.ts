// VERI*FACTU (/invoices/records) and the responsible declaration (/invoices/declaration).
const verifactu = {
  title: "VERI*FACTU",
  sendingTo: (production: boolean) =>
    `Se envía ${production ? "a la Agencia Tributaria (producción)" : "al entorno de pruebas de la Agencia"}. `,
  sendingOff: (deadline: string) =>
    `El envío está desactivado: nada va a la Agencia Tributaria. Desde ${deadline} hay que enviar cada registro de factura. `,
  counts: (pending: number, rejected: number, accepted: number) => `${pending} pendientes, ${rejected} rechazados, ${accepted} aceptados.`,
  declarationLink: "Declaración responsable",
  declarationTitle: "Declaración responsable",
  backToInvoices: "Volver a las facturas",
  tooLarge: "Ese archivo es demasiado grande para ser un certificado",
  notAForm: "No es un formulario",
  checkSettings: "Revisa los ajustes",
  savedSending: "Guardado: los registros se envían a la Agencia Tributaria",
  savedOff: "Guardado: el envío está desactivado",
  chooseCertificate: "Elige el archivo del certificado",
  chooseCertificateField: "Elige el archivo del certificado (.p12 o .pfx)",
  typePassword: "Escribe la contraseña",
  certificateSet: (until: string) => `Certificado guardado, válido hasta ${until}`,
  resendFailed: (why: string) => `No se ha podido reenviar: ${why}`,
  queuedAgain: (invoice: string) => `En cola de nuevo: el registro de ${invoice} va a la Agencia como subsanación`,
  failed: (what: "saving" | "certificate" | "resending", why: string) =>
    `${{ saving: "Guardar", certificate: "Guardar el certificado", resending: "Reenviar" }[what]} ha fallado: ${why}`,
  unknownAction: "Acción desconocida",
};

export default verifactu;
