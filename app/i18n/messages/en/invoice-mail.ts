import type invoiceMail from "../es/invoice-mail";

const en = {
  invoiceMail: {
    subject: (number: string, shop: string) => `Your invoice ${number} from ${shop}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    intro: (number: string, date: string) => `Here is invoice ${number} of ${date}. It is attached, ready to print.`,
    total: "Total",
    thanks: "Thank you for your custom.",
    review: "How did we do? Leave us a review:",
    signature: "Kind regards,",
    attachmentName: (number: string) => `invoice-${number}.html`,
    doc: {
      number: "Number",
      date: "Date",
      seller: "Issued by",
      customer: "Customer",
      taxId: "Tax id",
      vehicle: "Number plate",
      description: "Description",
      quantity: "Qty",
      unitPrice: "Price",
      disposal: "Disposal fee",
      amount: "Amount",
      tyres: "Tyres",
      services: "Workshop services",
      base: "Taxable base",
      vat: (rate: number) => `VAT ${rate}%`,
      total: "Total",
      deposit: "Paid on account (deposit)",
      due: "Amount due",
      payment: "Payment method",
      rectifies: (number: string, reason: string) => `Rectifies invoice ${number}. Reason: ${reason}`,
      pricesInclude: "Prices include VAT.",
    },
  },
} satisfies typeof invoiceMail;
export default en;
