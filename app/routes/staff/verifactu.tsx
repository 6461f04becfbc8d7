// VERI*FACTU: sending the invoice records to the tax agency (docs/decisions/041-verifactu-sending.md).
// The owner chooses company or autónomo, the agency's environment and whether to send, uploads the
// shop's certificate, and sees each record pending, accepted (with the agency's CSV code) or
// rejected (with its code and text), and can send a rejected one again as a correction. Above them,
// the readiness checklist before the start date and how to get the certificate (decision 110).
import { Link, useLoaderData } from "react-router";
import { VERIFACTU_INTENT } from "~/components/staff/shared/intents";
import { RecordList, StatusTabs } from "~/components/staff/verifactu/record-list";
import { CertificateForm, SendingSettingsForm } from "~/components/staff/verifactu/settings-forms";
import { CertificateExpiryNotice } from "~/components/staff/verifactu/certificate-expiry";
import { CertificateHowTo } from "~/components/staff/verifactu/certificate-how-to";
import { ReadinessChecklist } from "~/components/staff/verifactu/readiness-checklist";
import { certificatePasswordForm, submissionIdForm, verifactuSettingsForm } from "~/domain/verifactu-sending";
import { reply } from "~/lib/action-result";
import { isRefusal } from "~/i18n/staff/refusal";
import { parseForm } from "~/lib/form";
import { staffFormats } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { dbErrorMessage } from "~/server/infra/db.server";
import { verifactuDir } from "~/server/infra/env.server";
import { readForm } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { staffMessages, type StaffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { getSettings } from "~/server/settings/settings.server";
import { MAX_CERTIFICATE_BYTES, storeCertificate } from "~/server/verifactu/verifactu-certificate.server";
import { resendRejected, saveVerifactuSettings } from "~/server/verifactu/verifactu-queue.server";
import { parseStatus, verifactuScreen } from "~/routes/staff/verifactu.server";
import { staffPath } from "~/staff-paths";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/verifactu";
import { shopRequest } from "~/server/infra/http/load-context.server";

type VerifactuTexts = StaffMessages["verifactu"];

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).verifactu.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const locale = requestStaffLocale(request, await requirePermission({ request, context }, "verifactu"));
  return verifactuScreen(db, parseStatus(new URL(request.url).searchParams.get("status")), locale);
}

/** A refusal worded in the reader's language (`failed`: the words before it); anything else a logged 500. */
const failed = (texts: StaffMessages, what: Parameters<VerifactuTexts["failed"]>[0], e: unknown, lead?: string) => {
  if (isRefusal(e)) return replyFromError(e, { failed: lead, log: "verifactu", t: texts });
  console.error(`[verifactu] ${what}:`, dbErrorMessage(e));
  return reply({ ok: false, message: texts.verifactu.failed(what, dbErrorMessage(e)) }, 500);
};

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "verifactu");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const t = texts.verifactu;
  const read = await readForm(request, MAX_CERTIFICATE_BYTES + 16 * 1024);
  if (!read.ok) return reply({ ok: false, message: read.status === 413 ? t.tooLarge : t.notAForm }, read.status);
  const form = read.form;
  switch (form.get("intent")) {
    case VERIFACTU_INTENT.settings: {
      const parsed = parseForm(verifactuSettingsForm, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError ?? t.checkSettings, fieldErrors: parsed.fieldErrors }, 400);
      try {
        await saveVerifactuSettings(db, staffActor(user), parsed.data);
        return reply({
          ok: true,
          message: parsed.data.sendingEnabled ? t.savedSending : t.savedOff,
        });
      } catch (e) {
        return failed(texts, "saving", e);
      }
    }
    case VERIFACTU_INTENT.certificate: {
      const parsed = parseForm(certificatePasswordForm, form);
      const file = form.get("certificate");
      if (!(file instanceof File) || file.size === 0) {
        return reply({ ok: false, message: t.chooseCertificate, fieldErrors: { certificate: t.chooseCertificateField } }, 400);
      }
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError ?? t.typePassword, fieldErrors: parsed.fieldErrors }, 400);
      try {
        const shop = await getSettings(db);
        const facts = await storeCertificate(db, verifactuDir(), {
          pfx: Buffer.from(await file.arrayBuffer()),
          password: parsed.data.password,
          shopNif: shop.nif,
          actor: staffActor(user),
        });
        return reply({ ok: true, message: t.certificateSet(staffFormats(locale).date.format(facts.expiresAt)) });
      } catch (e) {
        return failed(texts, "certificate", e);
      }
    }
    case VERIFACTU_INTENT.resend: {
      const parsed = parseForm(submissionIdForm, form);
      if (!parsed.ok) return reply({ ok: false, message: `${t.resendFailed}: ${parsed.formError}` }, 400);
      try {
        const { invoiceNumber } = await resendRejected(db, staffActor(user), parsed.data.id);
        return reply({ ok: true, message: t.queuedAgain(invoiceNumber) });
      } catch (e) {
        return failed(texts, "resending", e, t.resendFailed);
      }
    }
    default:
      return reply({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function VerifactuScreen() {
  const { settings, certificateExpiry, readiness, status, counts, rows } = useLoaderData<typeof loader>();
  const t = useStaffText().verifactu;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitleTestId="vf-summary"
        subtitle={
          <>
            {settings.sendingEnabled ? t.sendingTo(settings.environment === "production") : t.sendingOff(readiness.date)}
            {t.counts(counts.pending, counts.rejected, counts.accepted + counts.accepted_with_errors)}{" "}
            <Link to={staffPath("declaration")} className="underline">
              {t.declarationLink}
            </Link>
          </>
        }
      />
      <CertificateExpiryNotice expiry={certificateExpiry} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReadinessChecklist readiness={readiness} />
        <CertificateHowTo />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SendingSettingsForm settings={settings} />
        <CertificateForm certificate={settings.certificate} expired={certificateExpiry?.level === "expired"} />
      </div>
      <StatusTabs current={status} counts={counts} />
      <RecordList rows={rows} status={status} />
    </div>
  );
}
