// Demo blog posts: three topics in Spanish and English linked by topic_index, plus one Spanish-only
// post (no English counterpart: the language switcher then goes to the English blog list).
import type { blogPosts } from "~db/schema";

type NewPost = typeof blogPosts.$inferInsert;

export const DEMO_POSTS: NewPost[] = [
  {
    slug: "como-leer-el-tamano-de-un-neumatico",
    imageUrl: "/images/blog-tyre-size.svg",
    language: "es",
    topicIndex: 1,
    title: "Cómo leer el tamaño de un neumático",
    excerpt: "205/55 R16 91V: qué significa cada número y letra del flanco, y cómo saber qué medida lleva tu coche.",
    metaDescription: "Aprende a leer la medida de tus neumáticos: anchura, perfil, llanta, índice de carga y código de velocidad.",
    content:
      "<p>En el flanco de cada neumático hay un código como <strong>205/55 R16 91V</strong>.</p><h2>Anchura, perfil y llanta</h2><p><strong>205</strong> es la anchura en milímetros, <strong>55</strong> el perfil (la altura del flanco como porcentaje de la anchura) y <strong>R16</strong> indica construcción radial para una llanta de 16 pulgadas.</p><h2>Carga y velocidad</h2><p><strong>91</strong> es el índice de carga (615 kg por rueda) y <strong>V</strong> el código de velocidad (hasta 240 km/h).</p><p>Si tienes dudas, tráenos el coche y lo comprobamos gratis.</p>",
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
    content:
      "<p>Every tyre carries a code like <strong>205/55 R16 91V</strong> on its sidewall.</p><h2>Width, aspect and rim</h2><p><strong>205</strong> is the width in millimetres, <strong>55</strong> the aspect ratio (sidewall height as a percentage of the width) and <strong>R16</strong> means radial construction for a 16-inch rim.</p><h2>Load and speed</h2><p><strong>91</strong> is the load index (615 kg per wheel) and <strong>V</strong> the speed rating (up to 240 km/h).</p><p>Not sure? Bring the car in and we will check it for free.</p>",
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
    content:
      "<p>Un neumático seminuevo bien revisado es una opción segura y económica.</p><h2>Lo que comprobamos</h2><ul><li>Profundidad del dibujo (nunca por debajo de 3 mm).</li><li>Fecha DOT: la semana y el año de fabricación.</li><li>Flancos sin cortes, bultos ni reparaciones.</li><li>Desgaste uniforme.</li></ul><p>Cada neumático seminuevo se vende revisado y montado con válvula nueva si hace falta.</p>",
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
    content:
      "<p>A properly inspected part-worn tyre is a safe, affordable choice.</p><h2>What we check</h2><ul><li>Tread depth (never below 3 mm).</li><li>DOT date: the week and year it was made.</li><li>Sidewalls free of cuts, bulges and repairs.</li><li>Even wear.</li></ul><p>Every part-worn tyre is sold inspected and fitted with a new valve when needed.</p>",
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
    content:
      "<p>Ofrecemos una <strong>revisión gratuita</strong> de neumáticos, pastillas de freno y discos.</p><p>En diez minutos te decimos el estado de tu coche, sin compromiso. Llámanos o escríbenos por WhatsApp para reservar hora.</p>",
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
    content:
      "<p>We offer a <strong>free inspection</strong> of tyres, brake pads and discs.</p><p>In ten minutes we tell you the state of your car, with no obligation. Call or WhatsApp us to book a time.</p>",
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
    content:
      "<p>En invierno, las carreteras de la Alpujarra amanecen a menudo con hielo, sobre todo hacia el puerto de la Ragua.</p><h2>Qué revisar</h2><ul><li>Profundidad del dibujo: con menos de 3 mm el agarre en mojado cae mucho.</li><li>Presión en frío, una vez al mes.</li><li>Si subes a menudo a la sierra, valora un neumático <strong>all-season</strong> con marca 3PMSF.</li></ul><p>Pásate por el taller y te revisamos los neumáticos gratis antes de las heladas.</p>",
    publishedAt: new Date("2026-01-15T09:00:00Z"),
  },
];
