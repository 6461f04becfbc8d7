// The shop's certificate for the tax agency (a PKCS#12 file and its password), uploaded by the
// owner. Checked before it is kept: it must open with the password, hold a certificate valid now,
// and name the shop's NIF. Kept as two files under DATA_DIR/verifactu (mode 0600), outside the web
// root and the database, so neither the site nor a database backup ever carries it; the password
// is never logged nor put in an error message. Only what the certificate says goes in the database.
import { X509Certificate } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import tls from "node:tls";
import { eq } from "drizzle-orm";
import type { AuditActor } from "~/domain/audit";
import { Refusal, type Words } from "~/i18n/staff/refusal";
import { verifactuSettings } from "~db/schema";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";

const PFX_FILE = "certificate.p12";
const PASSWORD_FILE = "certificate.pass";
/** A PKCS#12 file of a person or company certificate is a few KB; refuse anything far larger. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024;

/** The owner's certificate refused; its words are the staff catalogue's `verifactu.refusals`, beside the file field. */
export class CertificateRejectedError extends Refusal {
  constructor(words: Words) {
    super(words, { kind: "invalid", field: "certificate" });
  }
}

export interface CertificateFacts {
  subject: string;
  /** The tax ids it names: the company's (organizationIdentifier VATES-…) and the person's (serialNumber IDCES-…). */
  nifs: string[];
  validFrom: Date;
  expiresAt: Date;
}

const OPENSSL_WRONG_PASSWORD = /mac verify failure|bad decrypt|invalid password/i;

/** Reads the certificate inside a PKCS#12 file; throws CertificateRejectedError saying why. */
export function inspectCertificate(pfx: Buffer, password: string, now: Date = new Date()): CertificateFacts {
  if (pfx.length === 0) throw new CertificateRejectedError((t) => t.verifactu.refusals.chooseFile);
  if (pfx.length > MAX_CERTIFICATE_BYTES) throw new CertificateRejectedError((t) => t.verifactu.refusals.tooLarge);
  let raw: Buffer | undefined;
  try {
    const context = tls.createSecureContext({ pfx, passphrase: password });
    const socket = new tls.TLSSocket(null as never, { secureContext: context });
    const local = socket.getCertificate();
    raw = local && "raw" in local ? (local as { raw: Buffer }).raw : undefined;
    socket.destroy();
  } catch (e) {
    const message = e instanceof Error ? e.message : "";
    if (OPENSSL_WRONG_PASSWORD.test(message)) throw new CertificateRejectedError((t) => t.verifactu.refusals.wrongPassword);
    throw new CertificateRejectedError((t) => t.verifactu.refusals.notPkcs12);
  }
  if (!raw) throw new CertificateRejectedError((t) => t.verifactu.refusals.noKey);
  const cert = new X509Certificate(raw);
  const validFrom = new Date(cert.validFrom);
  const expiresAt = new Date(cert.validTo);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new CertificateRejectedError((t) => t.verifactu.refusals.expired(expiresAt.toISOString().slice(0, 10)));
  }
  // A few minutes of clock difference with the issuer are no reason to refuse a new certificate.
  if (validFrom.getTime() > now.getTime() + 10 * 60_000) {
    throw new CertificateRejectedError((t) => t.verifactu.refusals.notYetValid(validFrom.toISOString().slice(0, 10)));
  }
  return { subject: cert.subject.replaceAll("\n", ", "), nifs: certificateNifs(cert.subject), validFrom, expiresAt };
}

/** The tax ids a Spanish certificate's subject names (FNMT and other issuers' conventions). */
export function certificateNifs(subject: string): string[] {
  const ids = new Set<string>();
  for (const line of subject.split("\n")) {
    const [key, ...rest] = line.split("=");
    const value = rest.join("=").trim().toUpperCase();
    if (!/^(organizationIdentifier|2\.5\.4\.97|serialNumber)$/i.test(key?.trim() ?? "")) continue;
    const id = value.replace(/^(VAT|IDC|PAS|IDE)[A-Z]{2}-/, "");
    if (/^[A-Z0-9]{9}$/.test(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * Checks the certificate against the shop's NIF, then keeps it (replacing the previous one) and
 * what it says; audited without the password.
 */
export async function storeCertificate(
  db: Db,
  dir: string,
  input: { pfx: Buffer; password: string; shopNif: string; actor: AuditActor; now?: Date },
): Promise<CertificateFacts> {
  const now = input.now ?? new Date();
  const facts = inspectCertificate(input.pfx, input.password, now);
  const nif = input.shopNif.trim().toUpperCase();
  if (!facts.nifs.includes(nif)) {
    const nifs = facts.nifs.join(" / ");
    throw new CertificateRejectedError((t) => (nifs ? t.verifactu.refusals.otherNif(nifs, nif) : t.verifactu.refusals.noNif(nif)));
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written beside, then renamed: a crash never leaves half a certificate.
  const tmp = (name: string) => path.join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(tmp(PFX_FILE), input.pfx, { mode: 0o600 });
  await writeFile(tmp(PASSWORD_FILE), input.password, { mode: 0o600 });
  await rename(tmp(PFX_FILE), path.join(dir, PFX_FILE));
  await rename(tmp(PASSWORD_FILE), path.join(dir, PASSWORD_FILE));
  await db.transaction(async (tx) => {
    await tx.insert(verifactuSettings).values({ id: 1 }).onConflictDoNothing();
    await tx
      .update(verifactuSettings)
      .set({ certificateSubject: facts.subject, certificateNif: nif, certificateExpiresAt: facts.expiresAt, updatedAt: now })
      .where(eq(verifactuSettings.id, 1));
    await recordAudit(tx, {
      actor: input.actor,
      kind: "settings",
      action: "verifactu.certificate",
      subject: nif,
      summary: `Certificate for the tax agency set: ${facts.subject} (valid until ${facts.expiresAt.toISOString().slice(0, 10)})`,
      after: { subject: facts.subject, nif, expiresAt: facts.expiresAt.toISOString() },
    });
  });
  return facts;
}

/** The kept certificate for the TLS connection, or null when none is set. */
export async function loadCertificate(dir: string): Promise<{ pfx: Buffer; passphrase: string } | null> {
  try {
    const [pfx, passphrase] = await Promise.all([readFile(path.join(dir, PFX_FILE)), readFile(path.join(dir, PASSWORD_FILE), "utf8")]);
    return { pfx, passphrase };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}
