// The audit log (/audit). The entries' own summaries are stored as they were written.
import type { AuditKind } from "~/domain/audit";

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
  },
};

export default audit;
