import type verifactu from "../es/verifactu";

const en = {
  title: "VERI*FACTU",
  sendingTo: (production: boolean) => `Sending to ${production ? "the tax agency (production)" : "the agency's test environment"}. `,
  sendingOff: (deadline: string) => `Sending is off: nothing goes to the tax agency. From ${deadline} every invoice record must be sent. `,
  counts: (pending: number, rejected: number, accepted: number) => `${pending} pending, ${rejected} rejected, ${accepted} accepted.`,
  declarationLink: "Responsible declaration",
  declarationTitle: "Responsible declaration",
  backToInvoices: "Back to invoices",
  tooLarge: "That file is too large to be a certificate",
  notAForm: "Not a form",
  checkSettings: "Check the settings",
  savedSending: "Saved: records are sent to the tax agency",
  savedOff: "Saved: sending is off",
  chooseCertificate: "Choose the certificate file",
  chooseCertificateField: "Choose the certificate file (.p12 or .pfx)",
  typePassword: "Type the password",
  certificateSet: (until: string) => `Certificate set, valid until ${until}`,
  resendFailed: (why: string) => `Failed to send again: ${why}`,
  queuedAgain: (invoice: string) => `Queued again: the record of ${invoice} goes to the agency as a correction`,
  failed: (what: "saving" | "certificate" | "resending", why: string) =>
    `${{ saving: "Saving", certificate: "Storing the certificate", resending: "Sending again" }[what]} failed: ${why}`,
  unknownAction: "Unknown action",
} satisfies typeof verifactu;

export default en;
