import { VERIFACTU_REFUSALS } from "~/domain/verifactu-refusals";
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
  statuses: { pending: "Pending", accepted: "Accepted", accepted_with_errors: "Accepted with errors", rejected: "Rejected" },
  /** An invoice's line about its record: "Tax agency (VERI*FACTU): Accepted". */
  agency: "Tax agency (VERI*FACTU)",
  notSentYet: "not sent yet",
  seeRecords: "See the VERI*FACTU records",
  cancellationRecord: "Cancellation record",
  cancellationAgency: "Cancellation at the tax agency",
  statusesPlural: { pending: "pending", accepted: "accepted", accepted_with_errors: "accepted with errors", rejected: "rejected" },
  settingsForm: "Sending settings",
  shopIs: "The shop is",
  kinds: { company: "Company (sociedad): from 1 January 2027", self_employed: "Autónomo: from 1 July 2027" },
  sendTo: "Send to",
  environments: { test: "The agency's test environment", production: "Production (records count for tax)" },
  sendRecords: "Send records to the tax agency",
  saving: "Saving…",
  save: "Save",
  certificateForm: "Certificate",
  certificateLine: (subject: string, nif: string, expires: string) => `${subject} · NIF ${nif} · valid until ${expires}`,
  noCertificate: "No certificate yet: upload the shop's electronic certificate (the company's, or the autónomo's own).",
  certificateFile: "Certificate file (.p12 or .pfx)",
  itsPassword: "Its password",
  certificateKept:
    "Kept on the server in the data folder, outside the website and the database backups; the password is never shown or logged.",
  checking: "Checking…",
  replaceCertificate: "Replace certificate",
  uploadCertificate: "Upload certificate",
  recordStates: "Record states",
  answered: (when: string) => ` · answered ${when}`,
  attempts: (n: number) => ` · ${n} ${n === 1 ? "attempt" : "attempts"}`,
  sentAsCorrection: " · sent as a correction",
  queuing: "Queuing…",
  sendAgain: "Send again as a correction",
  noRecords: (state: string) => `No ${state} records.`,
  recordsLabel: (state: string) => `${state.charAt(0).toUpperCase()}${state.slice(1)} records`,
  expiry: {
    inDays: (days: number) => (days <= 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`),
    soon: (date: string, when: string) =>
      `The certificate expires on ${date} (${when}). When it expires, sending stops until a new one is uploaded: renew it before then.`,
    expired: (date: string) => `The certificate expired on ${date}; upload a new one to keep sending`,
    expiredQueue: "The records wait in the queue and go as soon as a valid certificate is set.",
    ownerSoon: (date: string, when: string) =>
      `The certificate for sending invoices to the tax agency expires on ${date} (${when}). Renew it and upload the new one before then, or sending will stop.`,
    ownerExpired: (date: string) =>
      `The certificate for sending invoices to the tax agency expired on ${date}: sending has stopped and invoices wait in the queue until a new one is uploaded.`,
    counterSoon: "The shop's certificate for sending invoices to the tax agency expires soon: the owner must renew it.",
    counterExpired: "The shop's certificate for sending invoices to the tax agency has expired: the owner must renew it.",
    mail: {
      subject: (when: string) => `The shop's certificate for the tax agency expires ${when}`,
      intro: (holder: string, nif: string, date: string) =>
        `The shop's electronic certificate for sending invoices to the tax agency (VERI*FACTU), held by ${holder} (NIF ${nif}), expires on ${date}.`,
      after:
        "Once it expires the shop stops sending invoice records: they stay in the queue until a new certificate is uploaded, then go by themselves.",
      how: "To renew it, ask its issuer (the FNMT, for example) for a new one and upload it, with its password, on the back-office's VERI*FACTU screen (More → VERI*FACTU).",
      link: (url: string) => `The VERI*FACTU screen: ${url}`,
      why: "This notice is sent 30 days and 7 days before the expiry to the shop's owner accounts.",
    },
  },
  readiness: {
    title: "Readiness checklist",
    daysLeft: (days: number) =>
      days > 1 ? `${days} days left` : days === 1 ? "1 day left" : days === 0 ? "Required from today" : "Already required",
    from: (date: string) => `Required from ${date}`,
    progress: (done: number, total: number) => `${done} of ${total} steps done`,
    done: "Done",
    notDone: "To do",
    steps: {
      certificate: "Electronic certificate obtained and uploaded",
      testSending: "Test environment chosen and sending on",
      testAccepted: "A test sale accepted by the agency in the test environment",
      production: "Production on",
    },
    hints: {
      certificate: "Upload the certificate (.p12 or .pfx) with its password under “Certificate” below.",
      testSending: "In “Sending settings”, choose the test environment, tick “Send records to the tax agency” and save.",
      testAccepted: "Make a sale at the till: its record is sent on its own and shows as accepted in the list below.",
      production: "In “Sending settings”, choose “Production” and save: from then on the records count for tax.",
    },
    next: (step: string) => `Next step: ${step}`,
    allDone: "All done: records are sent to the tax agency in production.",
  },
  howTo: {
    title: "How to get the certificate",
    holder:
      "You need an electronic certificate: the company representative's or, if you are self-employed (autónomo), your own personal one.",
    providerBefore: "Ask the FNMT (Fábrica Nacional de Moneda y Timbre, ",
    providerAfter: ") or another qualified provider for it.",
    export: "Export it from the browser or computer where you installed it as a .p12 or .pfx file, with a password.",
    upload: "Upload it here, under “Certificate”, with that password.",
    tryTest: "Try the agency's test environment (pruebas) first; once a sale is accepted, switch to production.",
  },
  refusals: VERIFACTU_REFUSALS,
} satisfies typeof verifactu;

export default en;
