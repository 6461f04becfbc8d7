import type { default as common, SHARED_ERRORS as sharedErrors } from "../es/common";

/** The error page's texts the back-office shows too, as they are here: its errors spread them. */
export const SHARED_ERRORS = {
  notFoundDetail: "The page you are looking for does not exist.",
  forbiddenTitle: "Access denied",
  badRequestTitle: "We could not read the form",
  tooLargeTitle: "The form is too large",
} satisfies typeof sharedErrors;

const en = {
  nav: {
    home: "Home",
    tyres: "Tyres",
    fitting: "Fitting & balancing",
    appointment: "Book a fitting",
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
    cartCount: (n: number) => `Cart: ${n} ${n === 1 ? "item" : "items"}`,
    switchLanguageCode: "ES",
    switchLanguage: "ES, cambiar a español",
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
  closedDates: "Closed on",
  actions: {
    back: "Back",
    call: "Call",
    whatsapp: "WhatsApp",
    search: "Search",
  },
  errors: {
    title: "Something went wrong",
    detail: "Please try again in a moment.",
    notFoundTitle: "Oops! Page not found",
    ...SHARED_ERRORS,
    retryDetail: "Go back and try again, or call or WhatsApp us.",
    backHome: "Back to home",
  },
  privacyNotice: {
    label: "Basic data protection information",
    controller: "Controller",
    purposeLabel: "Purpose",
    purpose: "Managing your reservation and contacting you about it.",
    legalBasisLabel: "Legal basis",
    legalBasis: "Steps taken at your request before a contract (art. 6.1.b GDPR).",
    rightsLabel: "Rights",
    rights: (email: string) => `Access, rectification, erasure and more, at ${email}; complaint to the AEPD.`,
    more: "More in the privacy policy",
  },
} satisfies typeof common;
export default en;
