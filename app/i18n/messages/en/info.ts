import type info from "../es/info";

const en = {
  info: {
    breadcrumbHome: "Home",
    callUs: "Call us",
    whatsappUs: "Message us on WhatsApp",
    searchTyres: "Search tyres",
    contactUs: "Contact us",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    hours: "Opening hours",
    openInMaps: "View on the map",
    directions: "Get directions",
    lastUpdated: "Last updated: 1 July 2026",
    about: {
      title: "About us",
      description:
        "New and checked part-worn tyres in Laujar de Andarax (Almería): fitting, balancing and free brake checks for the whole Alpujarra.",
      heading: "Trusted tyres in the Alpujarra",
      intro:
        "We are a family tyre shop in Laujar de Andarax. We sell new and checked part-worn tyres for cars, vans and 4x4s, 13 to 21 inches, and fit them while you wait.",
      historyTitle: "Our story",
      history: [
        "We started out serving people in the valley who had to drive down to the coast to change a tyre. Today we serve villages across the Alpujarra of Almería and the Poniente.",
        "We are part of a motors group that also offers car rental, vehicle sales, repairs, servicing and ECU remapping.",
      ],
      valuesTitle: "How we work",
      values: [
        "Every part-worn tyre is checked one by one: tread, DOT date, sidewalls and repairs.",
        "A clear price per tyre, with the disposal fee shown separately.",
        "Fitting, balancing and a new valve when needed, the same day when we can.",
        "Free inspection of tyres, brake pads and discs.",
      ],
      visitTitle: "Where to find us",
    },
    contact: {
      title: "Contact",
      description:
        "Call us, message us on WhatsApp or visit us in Laujar de Andarax (Almería). Opening hours, address, map and directions.",
      heading: "Get in touch",
      intro: "Call or WhatsApp us to ask about sizes and prices or to book a fitting.",
      replyPromise: "We reply to e-mails within 24 hours.",
      mapTitle: "Map showing the shop's location",
      showMap: "Show the map",
      mapNotice: "The map is loaded from Google Maps only when you press the button.",
      whatsappText: "Hello, I would like to ask about some tyres.",
    },
    areas: {
      title: "Service areas",
      description:
        "Tyre service for Laujar de Andarax and the villages of the Alpujarra of Almería and the Poniente: Fondón, Berja, Dalías, El Ejido, Canjáyar and more.",
      heading: "Towns and villages we serve",
      intro:
        "Our shop is in Laujar de Andarax, in the heart of the Alpujarra of Almería. Many customers come from these places; call us and we will tell you how long the drive is.",
      distanceNote: "Approximate road distances from the shop.",
      cta: "Your village is not on the list? Call us anyway.",
    },
    brands: {
      title: "Brands",
      description:
        "Michelin, Pirelli, Goodyear, Continental and Bridgestone tyres, plus mid-range brands such as Hankook, Kumho and Firestone, new and part-worn.",
      heading: "Brands we work with",
      intro:
        "We stock premium and mid-range brands, new and part-worn. Availability depends on the day's stock: use the search or call us.",
      premium: "Premium",
      premiumText: "Best grip, shorter braking distances and longer life.",
      midRange: "Mid-range",
      midRangeText: "Good value for everyday driving.",
      searchBrand: "See {brand} tyres",
    },
    faq: {
      title: "Frequently asked questions",
      description: "Answers about part-worn tyres, safety, new tyres, where we are and service on the Almería coast.",
      heading: "Frequently asked questions",
      items: [
        {
          q: "Do you sell part-worn tyres?",
          a: "Yes. We have checked part-worn tyres in many sizes, 13 to 21 inches, for cars, vans and 4x4s. They are an affordable choice with plenty of life left.",
        },
        {
          q: "Are part-worn tyres safe?",
          a: "We check every tyre one by one: tread depth (never below 3 mm), DOT manufacturing date, sidewalls free of cuts and bulges, and even wear. If a tyre fails the check, we do not sell it.",
        },
        {
          q: "Do you also have new tyres?",
          a: "Yes. We sell new tyres from premium brands such as Michelin, Pirelli and Continental and mid-range brands such as Hankook and Kumho. If we do not have your size, we will get it.",
        },
        {
          q: "Where are you?",
          a: "In Laujar de Andarax (Almería), in the Alpujarra. The contact page has the address, a map and our opening hours.",
        },
        {
          q: "Do you serve the coast?",
          a: "Yes. Many customers come from El Ejido, Berja, Dalías and the rest of the Poniente. Call ahead and we will have your tyre ready to fit when you arrive.",
        },
      ],
    },
    fitting: {
      title: "Fitting and balancing",
      description:
        "Tyre fitting and balancing in Laujar de Andarax: same day subject to availability, correct torque, new valves and precision balancing.",
      heading: "Tyre fitting and balancing",
      intro: "We fit and balance your tyres, new or part-worn, with the care your car and your safety need.",
      points: [
        {
          title: "Same day",
          text: "Same-day fitting, subject to availability. Book online and pick a time that suits you.",
          link: "Book a fitting online",
        },
        {
          title: "Correct torque",
          text: "Every wheel nut is tightened with a torque wrench to the maker's figure, followed by final checks.",
        },
        { title: "New and part-worn", text: "Choose new or checked part-worn tyres; we advise you with no obligation." },
        { title: "Bead cleaning", text: "We clean the bead and the rim so the tyre seats properly and holds its air." },
        { title: "New valves", text: "We replace the valve when needed, to avoid slow leaks." },
        { title: "Precision balancing", text: "Electronic balancing removes vibration and makes tyres and suspension last longer." },
      ],
      alsoTitle: "We also do",
      also: ["Puncture repair", "4-wheel alignment", "Disposal of old tyres", "Free brake and disc check"],
    },
    legal: {
      title: "Legal notice",
      description: "Legal notice of this website: owner, tax number, address, contact and terms of use.",
      heading: "Legal notice",
      ownerTitle: "Website owner",
      ownerIntro:
        "As required by article 10 of Spanish Law 34/2002 on information society services and e-commerce (LSSI-CE), these are the details of the owner of this website:",
      company: "Company name",
      nif: "Tax number (NIF)",
      domicile: "Registered address",
      sections: [
        {
          title: "Purpose",
          body: "This website gives information about the tyres on sale and the shop's services, and lets you reserve a tyre without paying online. The reservation is confirmed and paid at the shop.",
        },
        {
          title: "Terms of use",
          body: "Using the site means accepting this notice. Users agree to use the site lawfully and to give truthful details in the forms.",
        },
        {
          title: "Prices and availability",
          body: "Prices are in euro and include VAT. The disposal fee is shown separately. Stock changes daily; a reservation is only valid while the tyre is shown as available.",
        },
        {
          title: "Intellectual property",
          body: "The texts, images and design of the site belong to the owner or are used with permission. The tyre brands mentioned belong to their owners and are named only to identify the products.",
        },
        {
          title: "Liability",
          body: "The owner is not liable for service interruptions or for the content of linked third-party sites (such as Google Maps or WhatsApp).",
        },
        {
          title: "Governing law",
          body: "This notice is governed by Spanish law. Any dispute, unless the law provides otherwise for consumers, will be heard by the courts of Almería.",
        },
      ],
    },
    privacy: {
      title: "Privacy policy",
      description:
        "How we handle your data when you reserve a tyre or buy at the shop: controller, purposes, legal basis, retention and your rights.",
      heading: "Privacy policy",
      controllerTitle: "Data controller",
      purposesTitle: "What data we use and why",
      purposes: [
        {
          title: "Tyre reservations",
          body: "When you reserve a tyre on the website we use your name, phone number and, if you give them, your e-mail, vehicle registration, fitting date and notes, to manage the reservation and contact you about it.",
        },
        {
          title: "Sales and invoices",
          body: "When you buy at the shop we use your name and vehicle registration to issue the invoice and meet our tax and accounting obligations.",
        },
        {
          title: "Fitting appointments",
          body: "When you book an appointment we use your name, phone number, e-mail if you give it, registration and tyre size, to keep the time for you, confirm it and remind you of it.",
        },
        {
          title: "Customer record",
          body: "From your purchases, reservations and appointments we keep a record: name, phone, e-mail, tax ID and address (only if you ask for a full invoice), your vehicles by registration and the tyres we fitted (size, brand, DOT and date). It lets us recognise you at the counter, spare you giving your details every time and know what your car runs on. We do not use it to send you advertising unless you agree.",
        },
        {
          title: "Enquiries",
          body: "If you call, WhatsApp or e-mail us, we use your details only to answer you.",
        },
      ],
      basisTitle: "Legal basis",
      basis: [
        "Reservations and enquiries: steps taken at your request before a contract and the performance of the contract (art. 6.1.b of the General Data Protection Regulation, GDPR).",
        "Customer record: our legitimate interest in recognising our customers and knowing their vehicle's history (art. 6.1.f GDPR); you can object at any time.",
        "Invoices: compliance with legal tax and commercial obligations (art. 6.1.c GDPR).",
      ],
      retentionTitle: "How long we keep it",
      retention: [
        "Reservations: while the reservation is active and up to 12 months afterwards, to deal with any issue.",
        "Fitting appointments: up to 12 months after the appointment.",
        "Customer record and vehicles: until you ask us to erase it; records with no purchase, reservation or appointment for 3 years are reviewed by the shop and anonymised.",
        "Invoices: for the periods the law requires (4 years under tax law and 6 years under the Commercial Code). Even if you have your record erased, the copy of your details on each invoice is kept for that period, because the law requires it.",
        "Enquiries: as long as needed to answer you.",
        "The shop's change log: it keeps for good who changed what and when, and nobody can edit or delete it. It names you only by the number of your record, reservation, appointment or invoice, never by your name, phone, e-mail or number plate; once we erase your record, that number no longer leads to your details. Some older entries, written before the log stopped keeping them, may hold your name: ask us and we tell you which.",
      ],
      recipientsTitle: "Recipients",
      recipients:
        "We do not pass your data to third parties unless the law requires it (for example, to the Spanish Tax Agency). The website's hosting provider processes data on our behalf under a processing agreement. There are no international transfers.",
      rightsTitle: "Your rights",
      rights:
        "You can exercise your rights of access, rectification, erasure, objection, restriction of processing and portability by writing to {email} or at the shop, proving your identity.",
      exportErase:
        "To get a copy of your data (we give you a file with your record, vehicles, invoices, reservations, appointments and tyres fitted) or to have it erased, ask at the shop or write to us. Erasing removes your name, phone, e-mail, tax ID, address and registrations from the record, the reservations and the appointments, deletes your requests for a size we did not have and the e-mails we sent you or the shop about you (their links stop working); only the invoices keep their details for the legal period. If you have an open reservation or a booked appointment, we close or cancel it first. We answer within one month.",
      complaint:
        "If you think we have not handled your data properly, you can lodge a complaint with the Spanish Data Protection Agency (AEPD), www.aepd.es.",
      firstLayerTitle: "Basic data protection information",
    },
    cookies: {
      title: "Cookie policy",
      description: "This site uses only technical cookies and storage needed for it to work. No analytics or advertising cookies.",
      heading: "Cookie policy",
      intro:
        "This site only uses strictly necessary (technical) cookies and local storage. They are exempt from consent under article 22.2 of Spain's LSSI-CE, which is why there is no cookie banner. We use no analytics, advertising or social-media cookies.",
      tableName: "Name",
      tableType: "Type",
      tablePurpose: "Purpose",
      tableDuration: "Duration",
      items: [
        {
          name: "Language",
          type: "None (it is in the address)",
          purpose: "The language is chosen by the page address (/en for English); no cookie is stored for it.",
          duration: "—",
        },
        {
          name: "Session (better-auth)",
          type: "Technical first-party cookie",
          purpose: "Keeps shop staff signed in to the back-office. Visitors never receive it.",
          duration: "Until sign-out or expiry (7 days)",
        },
        {
          name: "basket-storage",
          type: "Technical local storage",
          purpose: "Keeps the staff sales basket in their browser.",
          duration: "Until the basket is emptied",
        },
        {
          name: "ecoPopupSeen",
          type: "Technical local storage",
          purpose: "Remembers that you have seen the free-inspection notice, so it is not shown again.",
          duration: "Until you clear your browser data",
        },
      ],
      mapNote:
        "The Google map on the contact page only loads if you press “Show the map”; from then on Google may use its own cookies under its privacy policy.",
      manage: "You can delete cookies and local storage in your browser settings.",
    },
  },
  blog: {
    title: "Blog",
    description: "Advice on tyres, safety and car maintenance from our shop in Laujar de Andarax.",
    heading: "Blog",
    intro: "Advice on tyres, brakes and maintenance, written in the workshop.",
    empty: "There are no blog posts available at the moment.",
    readMore: "Read more",
    notFound: "Article not found",
    notFoundText: "The article you are looking for does not exist or has moved.",
    backToBlog: "Back to the blog",
    publishedOn: "Published on",
    ctaTitle: "Need tyres or a check-up?",
    ctaText: "Call us, message us on WhatsApp or drop by the shop. We will advise you with no obligation.",
    ctaButton: "Contact us",
  },
  promo: {
    stripLink: "See service areas",
    whatsapp: "Message us on WhatsApp",
    whatsappText: "Hello, I would like some information about tyres.",
    bannerLabel: "Offers",
    closeBanner: "Close offers",
    popupBook: "Book Now",
    popupClose: "Close",
  },
  notFound: {
    title: "Oops! Page not found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
    search: "Search tyres",
  },
} satisfies typeof info;
export default en;
