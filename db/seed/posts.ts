// Demo blog posts, written in Markdown like the editor's: three topics in Spanish and English linked
// by topic_index, plus one Spanish-only post (no English counterpart: the language switcher then
// goes to the English blog list). Their HTML is rendered and sanitised as the editor's is.
import type { blogPosts } from "~db/schema";
import { renderPostMarkdown } from "~/server/blog/markdown.server";

type NewPost = typeof blogPosts.$inferInsert;

const SOURCES: (Omit<NewPost, "content"> & { markdown: string })[] = [
  {
    slug: "como-leer-el-tamano-de-un-neumatico",
    imageUrl: "/images/blog-tyre-size.svg",
    language: "es",
    topicIndex: 1,
    title: "Cómo leer el tamaño de un neumático",
    excerpt: "205/55 R16 91V: qué significa cada número y letra del flanco, y cómo saber qué medida lleva tu coche.",
    metaDescription: "Aprende a leer la medida de tus neumáticos: anchura, perfil, llanta, índice de carga y código de velocidad.",
    markdown:
      "En el flanco de cada neumático hay un código como **205/55 R16 91V**.\n\n## Anchura, perfil y llanta\n\n**205** es la anchura en milímetros, **55** el perfil (la altura del flanco como porcentaje de la anchura) y **R16** indica construcción radial para una llanta de 16 pulgadas.\n\n## Carga y velocidad\n\n**91** es el índice de carga (615 kg por rueda) y **V** el código de velocidad (hasta 240 km/h).\n\nSi tienes dudas, tráenos el coche y lo comprobamos gratis.",
    publishedAt: new Date("2026-03-05T09:00:00Z"),
  },
  {
    slug: "how-to-read-a-tyre-size",
    imageUrl: "/images/blog-tyre-size.svg",
    language: "en",
    topicIndex: 1,
    title: "How to read a tyre size",
    excerpt: "205/55 R16 91V: what each number and letter on the sidewall means, and how to find your car's size.",
    metaDescription: "Learn to read your tyre size: width, aspect ratio, rim, load index and speed rating.",
    markdown:
      "Every tyre carries a code like **205/55 R16 91V** on its sidewall.\n\n## Width, aspect and rim\n\n**205** is the width in millimetres, **55** the aspect ratio (sidewall height as a percentage of the width) and **R16** means radial construction for a 16-inch rim.\n\n## Load and speed\n\n**91** is the load index (615 kg per wheel) and **V** the speed rating (up to 240 km/h).\n\nNot sure? Bring the car in and we will check it for free.",
    publishedAt: new Date("2026-03-05T09:00:00Z"),
  },
  {
    slug: "neumaticos-seminuevos-son-seguros",
    imageUrl: "/images/blog-part-worn.svg",
    language: "es",
    topicIndex: 2,
    title: "¿Son seguros los neumáticos seminuevos?",
    excerpt: "Qué revisamos antes de vender un neumático de segunda mano: dibujo, fecha DOT, reparaciones y desgaste.",
    metaDescription: "Neumáticos seminuevos revisados en Almería: profundidad de dibujo, fecha DOT y estado del flanco.",
    markdown:
      "Un neumático seminuevo bien revisado es una opción segura y económica.\n\n## Lo que comprobamos\n\n- Profundidad del dibujo (nunca por debajo de 3 mm).\n- Fecha DOT: la semana y el año de fabricación.\n- Flancos sin cortes, bultos ni reparaciones.\n- Desgaste uniforme.\n\nCada neumático seminuevo se vende revisado y montado con válvula nueva si hace falta.",
    publishedAt: new Date("2026-05-12T09:00:00Z"),
  },
  {
    slug: "are-part-worn-tyres-safe",
    imageUrl: "/images/blog-part-worn.svg",
    language: "en",
    topicIndex: 2,
    title: "Are part-worn tyres safe?",
    excerpt: "What we check before selling a part-worn tyre: tread depth, DOT date, repairs and wear pattern.",
    metaDescription: "Checked part-worn tyres in Almería: tread depth, DOT date and sidewall condition.",
    markdown:
      "A properly inspected part-worn tyre is a safe, affordable choice.\n\n## What we check\n\n- Tread depth (never below 3 mm).\n- DOT date: the week and year it was made.\n- Sidewalls free of cuts, bulges and repairs.\n- Even wear.\n\nEvery part-worn tyre is sold inspected and fitted with a new valve when needed.",
    publishedAt: new Date("2026-05-12T09:00:00Z"),
  },
  {
    slug: "revision-gratuita-de-frenos",
    imageUrl: "/images/blog-brake-check.svg",
    language: "es",
    topicIndex: 3,
    title: "Revisión gratuita de neumáticos, frenos y discos",
    excerpt: "Antes del verano, pasa a revisar neumáticos, pastillas y discos sin coste. Te decimos qué necesita tu coche.",
    metaDescription: "Revisión gratuita de neumáticos, frenos y discos en nuestro taller de Almería.",
    markdown:
      "Ofrecemos una **revisión gratuita** de neumáticos, pastillas de freno y discos.\n\nEn diez minutos te decimos el estado de tu coche, sin compromiso. Llámanos o escríbenos por WhatsApp para reservar hora.",
    publishedAt: new Date("2026-07-01T09:00:00Z"),
  },
  {
    slug: "free-brake-check",
    imageUrl: "/images/blog-brake-check.svg",
    language: "en",
    topicIndex: 3,
    title: "Free tyre, brake and disc inspection",
    excerpt: "Before summer, drop by for a free check of your tyres, brake pads and discs. We tell you what your car needs.",
    metaDescription: "Free tyre, brake and disc inspection at our workshop in Almería.",
    markdown:
      "We offer a **free inspection** of tyres, brake pads and discs.\n\nIn ten minutes we tell you the state of your car, with no obligation. Call or WhatsApp us to book a time.",
    publishedAt: new Date("2026-07-01T09:00:00Z"),
  },
  {
    slug: "neumaticos-de-invierno-en-la-alpujarra",
    language: "es",
    topicIndex: 4,
    imageUrl: "/images/blog-winter.svg",
    title: "Neumáticos para el invierno en la Alpujarra",
    excerpt: "Heladas en el puerto de la Ragua y carreteras de montaña: qué neumáticos y qué presión llevar cuando baja la temperatura.",
    metaDescription: "Consejos para conducir en invierno por la Alpujarra: neumáticos all-season, presión y profundidad del dibujo.",
    markdown:
      "En invierno, las carreteras de la Alpujarra amanecen a menudo con hielo, sobre todo hacia el puerto de la Ragua.\n\n## Qué revisar\n\n- Profundidad del dibujo: con menos de 3 mm el agarre en mojado cae mucho.\n- Presión en frío, una vez al mes.\n- Si subes a menudo a la sierra, valora un neumático **all-season** con marca 3PMSF.\n\nPásate por el taller y te revisamos los neumáticos gratis antes de las heladas.",
    publishedAt: new Date("2026-01-15T09:00:00Z"),
  },
];

/** The demo posts with their HTML (rendered on demand: the Markdown parser is not loaded at every start). */
export async function demoPosts(): Promise<NewPost[]> {
  return Promise.all(SOURCES.map(async (p) => ({ ...p, content: await renderPostMarkdown(p.markdown) })));
}
