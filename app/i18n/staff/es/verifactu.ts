// VERI*FACTU (/invoices/records) and the responsible declaration (/invoices/declaration).
const verifactu = {
  title: "VERI*FACTU",
  sendingTo: (production: boolean) =>
    `Se envía ${production ? "a la Agencia Tributaria (producción)" : "al entorno de pruebas de la Agencia"}. `,
  sendingOff: (deadline: string) =>
    `El envío está desactivado: nada va a la Agencia Tributaria. Desde el ${deadline} hay que enviar cada registro de factura. `,
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
  resendFailed: "No se ha podido reenviar",
  queuedAgain: (invoice: string) => `En cola de nuevo: el registro de ${invoice} va a la Agencia como subsanación`,
  failed: (what: "saving" | "certificate" | "resending", why: string) =>
    `${{ saving: "Guardar", certificate: "Guardar el certificado", resending: "Reenviar" }[what]} ha fallado: ${why}`,
  unknownAction: "Acción desconocida",
  statuses: { pending: "Pendiente", accepted: "Aceptado", accepted_with_errors: "Aceptado con errores", rejected: "Rechazado" },
  /** An invoice's line about its record: "Tax agency (VERI*FACTU): Accepted". */
  agency: "Agencia Tributaria (VERI*FACTU)",
  notSentYet: "aún no enviado",
  seeRecords: "Ver los registros VERI*FACTU",
  /** A cancellation record (RegistroAnulacion) in the list and on the invoice page. */
  cancellationRecord: "Registro de anulación",
  cancellationAgency: "Anulación en la AEAT",
  statusesPlural: { pending: "pendientes", accepted: "aceptados", accepted_with_errors: "aceptados con errores", rejected: "rechazados" },
  settingsForm: "Ajustes de envío",
  shopIs: "La tienda es",
  kinds: { company: "Sociedad: desde el 1 de enero de 2027", self_employed: "Autónomo: desde el 1 de julio de 2027" },
  sendTo: "Enviar a",
  environments: { test: "El entorno de pruebas de la Agencia", production: "Producción (los registros cuentan a efectos fiscales)" },
  sendRecords: "Enviar los registros a la Agencia Tributaria",
  saving: "Guardando…",
  save: "Guardar",
  certificateForm: "Certificado",
  certificateLine: (subject: string, nif: string, expires: string) => `${subject} · NIF ${nif} · válido hasta ${expires}`,
  noCertificate: "Todavía no hay certificado: sube el certificado electrónico de la tienda (el de la sociedad, o el del propio autónomo).",
  certificateFile: "Archivo del certificado (.p12 o .pfx)",
  itsPassword: "Su contraseña",
  certificateKept:
    "Se guarda en el servidor, en la carpeta de datos, fuera de la web y de las copias de seguridad de la base de datos; la contraseña nunca se muestra ni se registra.",
  checking: "Comprobando…",
  replaceCertificate: "Cambiar el certificado",
  uploadCertificate: "Subir el certificado",
  recordStates: "Estados de los registros",
  answered: (when: string) => ` · respondido ${when}`,
  attempts: (n: number) => ` · ${n} ${n === 1 ? "intento" : "intentos"}`,
  sentAsCorrection: " · enviado como subsanación",
  queuing: "Poniendo en cola…",
  sendAgain: "Reenviar como subsanación",
  noRecords: (state: string) => `No hay registros ${state}.`,
  recordsLabel: (state: string) => `Registros: ${state}`,
  /** The certificate as its expiry nears and passes (decision 105): the records screen, the dashboard, the owners' e-mail. */
  expiry: {
    inDays: (days: number) => (days <= 0 ? "hoy" : days === 1 ? "mañana" : `dentro de ${days} días`),
    soon: (date: string, when: string) =>
      `El certificado caduca el ${date} (${when}). Al caducar se detiene el envío hasta que se suba uno nuevo: conviene renovarlo antes.`,
    expired: (date: string) => `El certificado caducó el ${date}; sube uno nuevo para seguir enviando`,
    expiredQueue: "Los registros esperan en la cola y salen en cuanto hay un certificado válido.",
    /** The dashboard, for the owner: links to the records screen. */
    ownerSoon: (date: string, when: string) =>
      `El certificado para enviar las facturas a la Agencia Tributaria caduca el ${date} (${when}). Hay que renovarlo y subir el nuevo antes, o el envío se detendrá.`,
    ownerExpired: (date: string) =>
      `El certificado para enviar las facturas a la Agencia Tributaria caducó el ${date}: el envío está detenido y las facturas esperan en la cola hasta que se suba uno nuevo.`,
    /** The dashboard, for a counter account: who can fix it, without the details. */
    counterSoon: "El certificado de la tienda para enviar las facturas a la Agencia Tributaria caduca pronto: el dueño debe renovarlo.",
    counterExpired: "El certificado de la tienda para enviar las facturas a la Agencia Tributaria ha caducado: el dueño debe renovarlo.",
    mail: {
      subject: (when: string) => `El certificado de la tienda para la Agencia Tributaria caduca ${when}`,
      intro: (holder: string, nif: string, date: string) =>
        `El certificado electrónico de la tienda para enviar las facturas a la Agencia Tributaria (VERI*FACTU), a nombre de ${holder} (NIF ${nif}), caduca el ${date}.`,
      after:
        "Cuando caduque, la tienda deja de enviar los registros de factura: se quedan en la cola hasta que se suba un certificado nuevo, y entonces salen solos.",
      how: "Para renovarlo hay que pedir uno nuevo a quien lo emitió (por ejemplo, la FNMT) y subirlo, con su contraseña, en la pantalla VERI*FACTU del back-office (Más → VERI*FACTU).",
      link: (url: string) => `La pantalla VERI*FACTU: ${url}`,
      why: "Este aviso se envía 30 días y 7 días antes de la caducidad a las cuentas de dueño de la tienda.",
    },
  },
  /** The owner's readiness before the start date (decision 110): the records screen and the dashboard. */
  readiness: {
    title: "Lista de preparación",
    daysLeft: (days: number) =>
      days > 1 ? `Quedan ${days} días` : days === 1 ? "Queda 1 día" : days === 0 ? "Es obligatorio desde hoy" : "Ya es obligatorio",
    from: (date: string) => `Obligatorio desde el ${date}`,
    progress: (done: number, total: number) => `${done} de ${total} pasos hechos`,
    done: "Hecho",
    notDone: "Pendiente",
    steps: {
      certificate: "Certificado electrónico obtenido y subido",
      testSending: "Entorno de pruebas elegido y envío activado",
      testAccepted: "Una venta de prueba aceptada por la Agencia en el entorno de pruebas",
      production: "Producción activada",
    },
    hints: {
      certificate: "Sube el certificado (.p12 o .pfx) con su contraseña en «Certificado», más abajo.",
      testSending: "En «Ajustes de envío», elige el entorno de pruebas, marca «Enviar los registros a la Agencia Tributaria» y guarda.",
      testAccepted: "Haz una venta en la caja: su registro se envía solo y aparece como aceptado en la lista de abajo.",
      production: "En «Ajustes de envío», elige «Producción» y guarda: desde entonces los registros cuentan a efectos fiscales.",
    },
    next: (step: string) => `Siguiente paso: ${step}`,
    allDone: "Todo listo: los registros se envían a la Agencia Tributaria en producción.",
  },
  /** How to get the certificate, on the records screen. */
  howTo: {
    title: "Cómo conseguir el certificado",
    holder:
      "Hace falta un certificado electrónico: el de representante de la sociedad o, si eres autónomo, tu certificado de persona física.",
    providerBefore: "Se pide a la FNMT (Fábrica Nacional de Moneda y Timbre, ",
    providerAfter: ") o a otro prestador cualificado.",
    export: "Expórtalo desde el navegador o el ordenador donde lo instalaste como archivo .p12 o .pfx, con una contraseña.",
    upload: "Súbelo aquí, en «Certificado», con esa contraseña.",
    tryTest: "Prueba primero el entorno de pruebas de la Agencia; cuando una venta salga aceptada, cambia a producción.",
  },
  refusals: {
    chooseFile: "Elige el archivo del certificado (.p12 o .pfx)",
    tooLarge: "Ese archivo es demasiado grande para ser un certificado (.p12 o .pfx)",
    wrongPassword: "La contraseña no abre este certificado",
    notPkcs12: "Ese archivo no es un certificado PKCS#12 (.p12 o .pfx) con su clave privada",
    noKey: "Ese archivo no contiene un certificado con su clave privada",
    expired: (day: string) => `Este certificado caducó el ${day}: renuévalo y sube el nuevo`,
    notYetValid: (day: string) => `Este certificado solo es válido a partir del ${day}`,
    otherNif: (nifs: string, shopNif: string) => `Este certificado es de ${nifs}, no del NIF de la tienda ${shopNif}`,
    noNif: (shopNif: string) =>
      `Este certificado no indica ningún NIF; la Agencia Tributaria necesita uno para el NIF de la tienda ${shopNif}`,
    uploadFirst: "Sube el certificado de la tienda antes de activar el envío",
    notRejected: "Ese registro no está rechazado (ya se ha vuelto a enviar, está aceptado o no existe)",
  },
};

export default verifactu;
