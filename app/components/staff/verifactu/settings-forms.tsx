// The VERI*FACTU screen's two forms: the owner's choices (company or autónomo, the agency's
// environment, sending on or off) and the shop's certificate (a PKCS#12 file and its password).
import { ShieldCheck, Upload } from "lucide-react";
import { useFetcher } from "react-router";
import { FileField, fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { CheckboxField, RadioGroup } from "~/components/ui/choice";
import { SubmitButton } from "~/components/ui/submit-button";
import { VERIFACTU_INTENT } from "~/components/staff/shared/intents";
import { AGENCY_ENVIRONMENTS, TAXPAYER_KINDS } from "~/domain/verifactu-sending";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, resultFieldErrors, useActionToast } from "~/lib/action-result";

export interface VerifactuSettingsView {
  taxpayerKind: (typeof TAXPAYER_KINDS)[number];
  environment: (typeof AGENCY_ENVIRONMENTS)[number];
  sendingEnabled: boolean;
  /** Who the certificate names, the NIF it was checked against and its expiry date as staff read it. */
  certificate: { holder: string; nif: string; expires: string } | null;
}

export function SendingSettingsForm({ settings }: { settings: VerifactuSettingsView }) {
  const t = useStaffText().verifactu;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={t.settingsForm}>
      <input type="hidden" name="intent" value={VERIFACTU_INTENT.settings} />
      <RadioGroup
        legend={t.shopIs}
        name="taxpayerKind"
        options={TAXPAYER_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))}
        defaultValue={settings.taxpayerKind}
      />
      <SelectField id="vf-environment" label={t.sendTo} name="environment" defaultValue={settings.environment}>
        {AGENCY_ENVIRONMENTS.map((e) => (
          <option key={e} value={e}>
            {t.environments[e]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={t.sendRecords}
        name="sendingEnabled"
        defaultChecked={settings.sendingEnabled}
        data-testid="vf-sending"
        className="font-medium"
      />
      <SubmitButton busy={busy} label={t.save} busyLabel={t.saving} className="min-h-11" />
    </fetcher.Form>
  );
}

export function CertificateForm({
  certificate,
  expired = false,
}: {
  certificate: VerifactuSettingsView["certificate"];
  expired?: boolean;
}) {
  const t = useStaffText().verifactu;
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const field = fieldsOf("vf-", resultFieldErrors(fetcher.data));
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={t.certificateForm}
    >
      <input type="hidden" name="intent" value={VERIFACTU_INTENT.certificate} />
      <p
        className={`flex items-start gap-2 text-sm ${expired ? "font-medium text-red-800" : "text-slate-700"}`}
        data-testid="vf-certificate"
      >
        <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {certificate ? t.certificateLine(certificate.holder, certificate.nif, certificate.expires) : t.noCertificate}
      </p>
      <FileField {...field("certificate")} label={t.certificateFile} accept=".p12,.pfx,application/x-pkcs12" required />
      <TextField {...field("password")} label={t.itsPassword} type="password" autoComplete="off" required />
      <p className="text-xs text-slate-500">{t.certificateKept}</p>
      <SubmitButton
        busy={fetcher.state !== "idle"}
        icon={Upload}
        label={certificate ? t.replaceCertificate : t.uploadCertificate}
        busyLabel={t.checking}
        className="min-h-11"
      />
    </fetcher.Form>
  );
}
