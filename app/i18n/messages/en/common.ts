import type common from "../es/common";

const en = {
  nav: {
    home: "Home",
    tyres: "Tyres",
    fitting: "Fitting & balancing",
    brands: "Brands",
    serviceAreas: "Service areas",
    about: "About",
    faq: "FAQ",
    blog: "Blog",
    contact: "Contact",
    menu: "Menu",
    closeMenu: "Close menu",
    adminLogin: "Admin Login",
    logout: "Logout",
    cart: "Cart",
    switchLanguage: "Cambiar a español",
    skipToContent: "Skip to content",
  },
  footer: {
    hours: "Opening hours",
    links: "Links",
    contact: "Contact",
    directions: "Get directions",
    review: "Leave us a review",
    legal: "Legal notice",
    privacy: "Privacy",
    cookies: "Cookies",
    rights: "All rights reserved.",
    replyPromise: "We reply to e-mails within 24 hours.",
  },
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  closed: "Closed",
  actions: {
    back: "Back",
    call: "Call",
    whatsapp: "WhatsApp",
    search: "Search",
  },
} satisfies typeof common;
export default en;
