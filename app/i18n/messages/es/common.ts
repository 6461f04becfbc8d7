// Shared chrome and generic texts (Spanish is the source; en/common.ts is typed against it).

/** The error page's texts the back-office shows too, as they are here: its errors spread them. */
export const SHARED_ERRORS = {
  notFoundDetail: "La página que buscas no existe.",
  forbiddenTitle: "Acceso denegado",
  badRequestTitle: "No hemos podido leer el formulario",
  tooLargeTitle: "El formulario es demasiado grande",
};

const common = {
  nav: {
    home: "Inicio",
    tyres: "Neumáticos",
    fitting: "Montaje y equilibrado",
    appointment: "Pedir cita",
    brands: "Marcas",
    serviceAreas: "Zonas",
    about: "Sobre nosotros",
    faq: "Preguntas",
    blog: "Blog",
    contact: "Contacto",
    menu: "Menú",
    closeMenu: "Cerrar menú",
    adminLogin: "Admin Login",
    logout: "Cerrar sesión",
    cartCount: (n: number) => `Cesta: ${n} ${n === 1 ? "artículo" : "artículos"}`,
    /** The language switcher shows the other language's code; its accessible name starts with it. */
    switchLanguageCode: "EN",
    switchLanguage: "EN, switch to English",
    skipToContent: "Saltar al contenido",
  },
  footer: {
    hours: "Horario",
    links: "Enlaces",
    contact: "Contacto",
    directions: "Cómo llegar",
    review: "Déjanos una reseña",
    legal: "Aviso legal",
    privacy: "Privacidad",
    cookies: "Cookies",
    rights: "Todos los derechos reservados.",
    replyPromise: "Respondemos a los correos en menos de 24 horas.",
  },
  days: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  closed: "Cerrado",
  closedDates: "Días cerrados",
  actions: {
    back: "Volver",
    call: "Llamar",
    whatsapp: "WhatsApp",
    search: "Buscar",
  },
  /** What a route shows when its loader or action fails. */
  errors: {
    title: "Algo ha ido mal",
    detail: "Inténtalo de nuevo en un momento.",
    notFoundTitle: "Oops! Page not found",
    ...SHARED_ERRORS,
    retryDetail: "Vuelve atrás e inténtalo de nuevo, o llámanos o escríbenos por WhatsApp.",
    backHome: "Volver al inicio",
  },
  /** First layer of the data protection notice, shown under the forms that collect personal data. */
  privacyNotice: {
    label: "Información básica sobre protección de datos",
    controller: "Responsable",
    purposeLabel: "Finalidad",
    purpose: "Gestionar tu reserva y contactar contigo sobre ella.",
    legalBasisLabel: "Base legal",
    legalBasis: "Medidas precontractuales a petición tuya (art. 6.1.b RGPD).",
    rightsLabel: "Derechos",
    rights: (email: string) => `Acceso, rectificación, supresión y otros, en ${email}; reclamación ante la AEPD.`,
    more: "Más información en la política de privacidad",
  },
};
export default common;
