import type quoteMailEs from "../es/quote-mail";

const quoteMail: typeof quoteMailEs = {
  quoteMail: {
    subject: (number: string, shop: string) => `Your quote ${number} from ${shop}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    intro: (number: string) => `Here is quote ${number}. You can see it, accept it (and choose a fitting time) or decline it here:`,
    total: "Total incl. IVA",
    validUntil: (date: string) => `Valid until ${date}.`,
    questions: "If you have any questions, call us or send us a message.",
    signature: "Best regards,",
  },
};
export default quoteMail;
