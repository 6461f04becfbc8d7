// The back-office's shared texts: menu, header, error views, language names (Spanish is the
// source; en/common.ts is typed against it).
import { SHARED_ERRORS } from "~/i18n/messages/es/common";

const common = {
  /** The admin menu: one label per staff-paths.ts `menu.label` key. */
  menu: {
    dashboard: "Panel",
    inventory: "Inventario",
    checkout: "Caja",
    invoices: "Facturas",
    verifactu: "VERI*FACTU",
    reservations: "Reservas",
    import: "Importar",
    blog: "Blog",
    services: "Servicios",
    settings: "Ajustes",
    staff: "Personal",
    audit: "Registro de cambios",
    mail: "Correo",
    agenda: "Agenda",
    endOfDay: "Cierre de caja",
    requests: "Peticiones",
    customers: "Clientes",
    quotes: "Presupuestos",
    followUps: "Seguimientos",
    reminders: "Por contactar",
  },
  layout: {
    adminMenu: "Menú de administración",
    more: "Más",
    account: "Cuenta",
    logout: "Cerrar sesión",
    cart: "Cesta",
    cartCount: (n: number) => `Cesta: ${n} ${n === 1 ? "artículo" : "artículos"}`,
  },
  /** The close button of a dialog (its accessible name). */
  close: "Cerrar",
  /** The print button of a printable screen (an invoice, the day's close). */
  print: "Imprimir",
  /** The pages of a long list (inventory, invoices, audit log). */
  pagination: {
    label: "Páginas",
    previous: "Anterior",
    next: "Siguiente",
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  errors: {
    title: "Algo ha fallado",
    detail: "Inténtalo de nuevo dentro de un momento.",
    notFoundTitle: "Página no encontrada",
    // A missing page, access denied and a form that could not be read: as the site says them.
    ...SHARED_ERRORS,
    forbiddenDetail: "Esta página es solo para el personal de la tienda.",
    retryDetail: "Vuelve atrás e inténtalo de nuevo.",
    backToDashboard: "Volver al panel",
    askOwnerTitle: "Pídeselo al propietario",
    askOwnerDetail: "Solo el propietario puede abrir esta página. Pídele que lo haga por ti.",
  },
  /** Each language's name in itself: the switch on /account shows both the same way in either language. */
  languageNames: { es: "Español", en: "English" },
  /** Why asking for the password again (a backup download, a change to an owner's account) refused. */
  identity: {
    wrongPassword: "La contraseña no es correcta",
    wrongCode: "Ese código no es correcto: escribe el que muestra ahora la aplicación",
    usedCode: "Ese código ya se ha usado: espera al siguiente",
    enterCode: "Escribe el código de 6 cifras de la aplicación",
    tooManyChecks: "Demasiadas contraseñas o códigos erróneos. Espera 15 minutos e inténtalo de nuevo.",
  },
  /** Why an uploaded image (a tyre photo, a blog cover) was refused. */
  image: {
    empty: "El archivo está vacío (0 bytes).",
    notAnImage: "El archivo no es una imagen JPEG, PNG o WebP.",
    tooLarge: (mb: number, maxMb: number) =>
      `La imagen ocupa ${mb.toLocaleString("es")} MB; se aceptan como mucho ${maxMb.toLocaleString("es")} MB.`,
    unreadable: (format: string) => `No se puede leer la imagen ${format} (¿archivo dañado?).`,
    tooManyPixels: (width: number, height: number, megapixels: number, maxMegapixels: number) =>
      `La imagen tiene ${width.toLocaleString("es")} × ${height.toLocaleString("es")} píxeles (${megapixels.toLocaleString("es")} megapíxeles); se aceptan como mucho ${maxMegapixels.toLocaleString("es")} megapíxeles.`,
  },
};

export default common;
