// Texts of the information pages, legal pages, blog, promotions and the 404 page (Spanish source;
// en/info.ts is typed against it). Shop details (name, address, phone, hours) and the promotion
// texts are NOT here: they are shop settings (app/domain/shop-settings.ts), edited on /settings and
// interpolated where a text needs them.
const info = {
  info: {
    breadcrumbHome: "Inicio",
    callUs: "Llamar",
    whatsappUs: "Escribir por WhatsApp",
    searchTyres: "Buscar neumáticos",
    contactUs: "Contactar",
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
    hours: "Horario",
    openInMaps: "Ver en el mapa",
    directions: "Cómo llegar",
    lastUpdated: "Última actualización: 1 de julio de 2026",
    about: {
      title: "Sobre nosotros",
      description:
        "Taller de neumáticos nuevos y seminuevos en Laujar de Andarax (Almería): montaje, equilibrado y revisión gratuita de frenos para toda la Alpujarra.",
      heading: "Neumáticos de confianza en la Alpujarra",
      intro:
        "Somos un taller familiar de neumáticos en Laujar de Andarax. Vendemos neumáticos nuevos y seminuevos revisados para turismos, furgonetas y 4x4, de 13 a 21 pulgadas, y los montamos en el momento.",
      historyTitle: "Nuestra historia",
      history: [
        "Empezamos atendiendo a los vecinos del valle que tenían que bajar a la costa para cambiar una rueda. Hoy damos servicio a pueblos de toda la Alpujarra almeriense y del Poniente.",
        "Formamos parte de un grupo del motor que también ofrece alquiler de vehículos, venta de coches, reparaciones, mantenimiento y reprogramación de centralitas.",
      ],
      valuesTitle: "Cómo trabajamos",
      values: [
        "Cada neumático seminuevo se revisa uno a uno: dibujo, fecha DOT, flancos y reparaciones.",
        "Precio claro por neumático, con la tasa de reciclaje indicada aparte.",
        "Montaje, equilibrado y válvula nueva cuando hace falta, el mismo día si hay disponibilidad.",
        "Revisión gratuita de neumáticos, pastillas y discos de freno.",
      ],
      visitTitle: "Dónde estamos",
    },
    contact: {
      title: "Contacto",
      description: "Llámanos, escríbenos por WhatsApp o visítanos en Laujar de Andarax (Almería). Horario, dirección, mapa y cómo llegar.",
      heading: "Contacta con nosotros",
      intro: "Llámanos o escríbenos por WhatsApp para consultar medidas, precios o reservar hora de montaje.",
      replyPromise: "Respondemos a los correos en menos de 24 horas.",
      mapTitle: "Mapa con la ubicación del taller",
      showMap: "Mostrar el mapa",
      mapNotice: "El mapa se carga desde Google Maps solo cuando pulsas el botón.",
      whatsappText: "Hola, quería consultar por unos neumáticos.",
    },
    areas: {
      title: "Zonas de servicio",
      description:
        "Damos servicio de neumáticos a Laujar de Andarax y a los pueblos de la Alpujarra almeriense y el Poniente: Fondón, Berja, Dalías, El Ejido, Canjáyar y más.",
      heading: "Pueblos a los que damos servicio",
      intro:
        "Nuestro taller está en Laujar de Andarax, en el corazón de la Alpujarra almeriense. Muchos clientes vienen de estos pueblos; llámanos y te decimos cuánto tardas en llegar.",
      distanceNote: "Distancias aproximadas por carretera desde el taller.",
      cta: "¿Tu pueblo no está en la lista? Llámanos igualmente.",
    },
    brands: {
      title: "Marcas",
      description:
        "Neumáticos Michelin, Pirelli, Goodyear, Continental, Bridgestone y marcas de gama media como Hankook, Kumho o Firestone, nuevos y seminuevos.",
      heading: "Marcas con las que trabajamos",
      intro:
        "Trabajamos con marcas premium y de gama media, nuevas y seminuevas. La disponibilidad depende del stock del día: consulta el buscador o llámanos.",
      premium: "Gama premium",
      premiumText: "Máximo agarre, menor distancia de frenado y mayor duración.",
      midRange: "Gama media",
      midRangeText: "Buena relación calidad-precio para el uso diario.",
      searchBrand: "Ver neumáticos {brand}",
    },
    faq: {
      title: "Preguntas frecuentes",
      description: "Respuestas sobre neumáticos seminuevos, seguridad, neumáticos nuevos, dónde estamos y servicio en la costa de Almería.",
      heading: "Preguntas frecuentes",
      items: [
        {
          q: "¿Vendéis neumáticos seminuevos?",
          a: "Sí. Tenemos neumáticos seminuevos revisados de muchas medidas, de 13 a 21 pulgadas, para turismos, furgonetas y 4x4. Son una opción económica con mucha vida útil por delante.",
        },
        {
          q: "¿Son seguros los neumáticos seminuevos?",
          a: "Revisamos cada neumático uno a uno: profundidad del dibujo (nunca por debajo de 3 mm), fecha de fabricación DOT, flancos sin cortes ni bultos y desgaste uniforme. Si no pasa la revisión, no se vende.",
        },
        {
          q: "¿También tenéis neumáticos nuevos?",
          a: "Sí. Vendemos neumáticos nuevos de marcas premium como Michelin, Pirelli o Continental y de gama media como Hankook o Kumho. Si no tenemos tu medida, te la conseguimos.",
        },
        {
          q: "¿Dónde estáis?",
          a: "En Laujar de Andarax (Almería), en la Alpujarra almeriense. En la página de contacto tienes la dirección, el mapa y el horario.",
        },
        {
          q: "¿Dais servicio en la costa?",
          a: "Sí. Muchos clientes vienen de El Ejido, Berja, Dalías y el resto del Poniente. Llámanos antes y te tenemos el neumático preparado para montarlo al llegar.",
        },
      ],
    },
    fitting: {
      title: "Montaje y equilibrado",
      description:
        "Montaje y equilibrado de neumáticos en Laujar de Andarax: en el día según disponibilidad, par de apriete correcto, válvulas nuevas y equilibrado de precisión.",
      heading: "Montaje y equilibrado de neumáticos",
      intro: "Montamos y equilibramos tus neumáticos, nuevos o seminuevos, con el cuidado que necesita tu coche y tu seguridad.",
      points: [
        {
          title: "En el día",
          text: "Montaje el mismo día, según disponibilidad. Pide cita online y elige la hora que te venga bien.",
          /** A link to the booking page under the text. */
          link: "Pedir cita online",
        },
        {
          title: "Par de apriete correcto",
          text: "Apretamos cada tuerca con llave dinamométrica al par del fabricante y hacemos una revisión final.",
        },
        { title: "Nuevos y seminuevos", text: "Elige entre neumáticos nuevos o seminuevos revisados; te aconsejamos sin compromiso." },
        { title: "Limpieza del talón", text: "Limpiamos el talón y la llanta para que el neumático asiente bien y no pierda aire." },
        { title: "Válvulas nuevas", text: "Cambiamos la válvula cuando hace falta, para evitar fugas lentas." },
        {
          title: "Equilibrado de precisión",
          text: "Equilibrado electrónico para eliminar vibraciones y alargar la vida de neumáticos y suspensión.",
        },
      ],
      alsoTitle: "También hacemos",
      also: ["Reparación de pinchazos", "Alineación a 4 ruedas", "Reciclaje de neumáticos usados", "Revisión gratuita de frenos y discos"],
    },
    legal: {
      title: "Aviso legal",
      description: "Aviso legal del sitio web: titular, NIF, domicilio, contacto y condiciones de uso.",
      heading: "Aviso legal",
      ownerTitle: "Titular del sitio web",
      ownerIntro:
        "En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se informa de los datos del titular de este sitio web:",
      company: "Razón social",
      nif: "NIF",
      domicile: "Domicilio",
      sections: [
        {
          title: "Objeto",
          body: "Este sitio web informa sobre los neumáticos a la venta y los servicios del taller, y permite reservar un neumático sin pago en línea. La reserva se confirma y se paga en el taller.",
        },
        {
          title: "Condiciones de uso",
          body: "El uso del sitio implica la aceptación de este aviso. El usuario se compromete a hacer un uso lícito del sitio y a facilitar datos veraces en los formularios.",
        },
        {
          title: "Precios y disponibilidad",
          body: "Los precios se muestran en euros con IVA incluido. La tasa de reciclaje se indica aparte. El stock cambia a diario; una reserva solo es válida cuando el neumático figura como disponible.",
        },
        {
          title: "Propiedad intelectual",
          body: "Los textos, imágenes y diseño del sitio pertenecen al titular o se usan con permiso. Las marcas de neumáticos citadas pertenecen a sus propietarios y se mencionan solo para identificar los productos.",
        },
        {
          title: "Responsabilidad",
          body: "El titular no se responsabiliza de interrupciones del servicio ni de los contenidos de sitios de terceros enlazados (por ejemplo, Google Maps o WhatsApp).",
        },
        {
          title: "Legislación aplicable",
          body: "Este aviso se rige por la legislación española. Para cualquier controversia, y salvo que la ley disponga otra cosa para los consumidores, serán competentes los juzgados y tribunales de Almería.",
        },
      ],
    },
    privacy: {
      title: "Política de privacidad",
      description:
        "Cómo tratamos tus datos cuando reservas un neumático o compras en el taller: responsable, finalidades, base legal, conservación y derechos.",
      heading: "Política de privacidad",
      controllerTitle: "Responsable del tratamiento",
      purposesTitle: "Qué datos tratamos y para qué",
      purposes: [
        {
          title: "Reservas de neumáticos",
          body: "Cuando reservas un neumático en la web tratamos tu nombre, teléfono y, si los das, correo electrónico, matrícula, fecha de montaje y notas, para gestionar la reserva y contactar contigo sobre ella.",
        },
        {
          title: "Ventas y facturas",
          body: "Cuando compras en el taller tratamos tu nombre y la matrícula del vehículo para emitir la factura y cumplir nuestras obligaciones fiscales y contables.",
        },
        {
          title: "Citas de montaje",
          body: "Cuando pides cita tratamos tu nombre, teléfono, correo electrónico si lo das, matrícula y medida, para reservarte el hueco, confirmártela y recordártela.",
        },
        {
          title: "Ficha de cliente",
          body: "Con los datos de tus compras, reservas y citas llevamos una ficha: nombre, teléfono, correo, NIF y dirección (solo si pides factura completa), tus vehículos por matrícula y los neumáticos que te hemos montado (medida, marca, DOT y fecha). Sirve para reconocerte en el mostrador, no pedirte los datos cada vez y saber qué lleva tu coche. No la usamos para enviarte publicidad salvo que nos lo autorices.",
        },
        {
          title: "Consultas",
          body: "Si nos llamas, escribes por WhatsApp o por correo, usamos tus datos solo para responderte.",
        },
      ],
      basisTitle: "Base legal",
      basis: [
        "Reservas y consultas: la aplicación a petición tuya de medidas precontractuales y la ejecución del contrato (art. 6.1.b del Reglamento General de Protección de Datos, RGPD).",
        "Ficha de cliente: nuestro interés legítimo en reconocer a nuestros clientes y conocer el historial de su vehículo (art. 6.1.f RGPD); puedes oponerte en cualquier momento.",
        "Facturas: el cumplimiento de obligaciones legales fiscales y mercantiles (art. 6.1.c RGPD).",
      ],
      retentionTitle: "Cuánto tiempo los conservamos",
      retention: [
        "Reservas: mientras la reserva esté activa y hasta 12 meses después, para atender posibles incidencias.",
        "Citas de montaje: hasta 12 meses después de la cita.",
        "Ficha de cliente y vehículos: hasta que nos pidas borrarla; la tienda revisa las fichas sin compras, reservas ni citas en 3 años y las anonimiza.",
        "Facturas: durante los plazos que exige la ley (4 años la normativa tributaria y 6 años el Código de Comercio). Aunque borres tu ficha, la copia de tus datos que lleva cada factura se conserva durante ese plazo, porque la ley lo exige.",
        "Consultas: el tiempo necesario para responderte.",
        "Registro de cambios de la tienda: guarda para siempre quién cambió qué y cuándo, y nadie puede editarlo ni borrarlo. Te nombra solo por el número de tu ficha, reserva, cita o factura, nunca por tu nombre, teléfono, correo o matrícula; cuando borramos tu ficha, ese número ya no lleva a tus datos. Algunas anotaciones antiguas, de antes de que el registro dejara de guardarlos, pueden incluir tu nombre: si lo pides, te decimos cuáles.",
      ],
      recipientsTitle: "Destinatarios",
      recipients:
        "No cedemos tus datos a terceros salvo obligación legal (por ejemplo, a la Agencia Tributaria). El proveedor de alojamiento de la web trata los datos por cuenta nuestra con un contrato de encargo. No hay transferencias internacionales.",
      rightsTitle: "Tus derechos",
      rights:
        "Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a {email} o en el taller, acreditando tu identidad.",
      exportErase:
        "Para recibir una copia de tus datos (te damos un archivo con tu ficha, vehículos, facturas, reservas, citas y neumáticos montados) o para que los borremos, pídelo en el taller o escríbenos. Al borrar, quitamos tu nombre, teléfono, correo, NIF, dirección y matrículas de la ficha, las reservas y las citas, y borramos tus peticiones de medidas que no teníamos y los correos que te enviamos a ti o a la tienda sobre ti (sus enlaces dejan de funcionar); solo las facturas guardan sus datos durante el plazo legal. Si tienes una reserva o una cita pendiente, la cerramos o cancelamos antes. Respondemos en el plazo de un mes.",
      complaint:
        "Si crees que no hemos tratado bien tus datos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), www.aepd.es.",
      firstLayerTitle: "Información básica sobre protección de datos",
    },
    cookies: {
      title: "Política de cookies",
      description:
        "Este sitio solo usa cookies y almacenamiento técnicos, necesarios para su funcionamiento. No usamos cookies de analítica ni de publicidad.",
      heading: "Política de cookies",
      intro:
        "Este sitio solo usa cookies y almacenamiento local estrictamente necesarios (técnicos). Están exentos de consentimiento según el artículo 22.2 de la LSSI-CE, por eso no mostramos un banner de cookies. No usamos cookies de analítica, publicidad ni redes sociales.",
      tableName: "Nombre",
      tableType: "Tipo",
      tablePurpose: "Finalidad",
      tableDuration: "Duración",
      items: [
        {
          name: "Idioma",
          type: "Ninguno (va en la dirección)",
          purpose: "El idioma se elige con la dirección de la página (/en para inglés); no se guarda ninguna cookie para ello.",
          duration: "—",
        },
        {
          name: "Sesión (better-auth)",
          type: "Cookie técnica, propia",
          purpose: "Mantiene la sesión del personal del taller que entra en la zona de gestión. Los visitantes no la reciben.",
          duration: "Hasta cerrar sesión o caducar (7 días)",
        },
        {
          name: "basket-storage",
          type: "Almacenamiento local técnico",
          purpose: "Guarda la cesta de venta del personal del taller en su navegador.",
          duration: "Hasta vaciar la cesta",
        },
        {
          name: "ecoPopupSeen",
          type: "Almacenamiento local técnico",
          purpose: "Recuerda que ya has visto el aviso de la revisión gratuita, para no volver a mostrarlo.",
          duration: "Hasta que borres los datos del navegador",
        },
      ],
      mapNote:
        "El mapa de Google de la página de contacto solo se carga si pulsas «Mostrar el mapa»; a partir de ese momento Google puede usar sus propias cookies, según su política de privacidad.",
      manage: "Puedes borrar las cookies y el almacenamiento local desde la configuración de tu navegador.",
    },
  },
  blog: {
    title: "Blog",
    description: "Consejos sobre neumáticos, seguridad y mantenimiento del coche del taller de Laujar de Andarax.",
    heading: "Blog",
    intro: "Consejos sobre neumáticos, frenos y mantenimiento, escritos en el taller.",
    empty: "No hay artículos de blog disponibles en este momento.",
    readMore: "Leer más",
    notFound: "Artículo no encontrado",
    notFoundText: "El artículo que buscas no existe o se ha movido.",
    backToBlog: "Volver al blog",
    publishedOn: "Publicado el",
    ctaTitle: "¿Necesitas neumáticos o una revisión?",
    ctaText: "Llámanos, escríbenos por WhatsApp o pásate por el taller. Te asesoramos sin compromiso.",
    ctaButton: "Contactar",
  },
  promo: {
    stripLink: "Ver zonas",
    whatsapp: "Escríbenos por WhatsApp",
    whatsappText: "Hola, quería información sobre neumáticos.",
    bannerLabel: "Promociones",
    closeBanner: "Cerrar promociones",
    popupBook: "Reservar Ahora",
    popupClose: "Cerrar",
  },
  notFound: {
    title: "Oops! Page not found",
    text: "La página que buscas no existe o ha cambiado de dirección.",
    home: "Volver al inicio",
    search: "Buscar neumáticos",
  },
};
export default info;
