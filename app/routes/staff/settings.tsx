// Shop settings: the shop's details, opening hours and closed dates, default prices, deposit, IVA,
// reservation hold, promotion texts, fitting appointments, the staff sign-in rule and the nightly
// backup's time, in one form checked by the one schema (app/domain/shop-settings.ts) in the browser
// and again on the server; technical settings sit under "Advanced". A save writes everything or
// nothing, is refused if someone saved in between, is audited, and shows on the public site at once
// (the page cache is emptied by any accepted write). Above the form, while it is there: the demo
// data's removal; below the form: backups.
import { useRef, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { RouteError } from "~/components/route-error";
import { BackupSection } from "~/components/staff/settings/backup-section";
import { DemoDataPanel } from "~/components/staff/settings/demo-data";
import { focusFirst } from "~/components/staff/settings/parts";
import { SettingsForm } from "~/components/staff/settings/settings-form";
import { SettingsIndex, SettingsPart } from "~/components/staff/settings/settings-index";
import { settingsFormValues } from "~/domain/shop-settings";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffLocale, useStaffText } from "~/lib-ui/use-staff-text";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { staffFormats } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { demoDataLeft } from "~/server/demo-data.server";
import { readEnv } from "~/server/infra/env.server";
import { readFormData } from "~/server/forms/read-form.server";
import { listStoredBackups } from "~/server/backups/scheduled-backup.server";
import { saveSettingsForm } from "~/server/settings/settings-form.server";
import { readStoredSettings } from "~/server/settings/settings.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/settings";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).settings.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "settings");
  const t = staffMessages(requestStaffLocale(request, user)).settings;
  // Straight from the database (not the request cache): the form must carry the version it edits.
  const stored = await readStoredSettings(db);
  return {
    values: settingsFormValues(stored.settings, t.form.decimal),
    hours: stored.settings.hours.map((d) => d.length),
    closedDates: stored.settings.closedDates.length,
    priceRows: stored.settings.priceTable.byRim.length,
    version: stored.version,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    updatedBy: stored.updatedBy,
    demoLeft: await demoDataLeft(db),
    backups: listStoredBackups(readEnv()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "settings");
  const form = await readFormData(request);
  return saveSettingsForm(db, form, staffActor(user), requestStaffLocale(request, user));
}

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>();
  const t = useStaffText().settings;
  const dateTime = staffFormats(useStaffLocale()).dateTime;
  const [resets, setResets] = useState(0);
  // The fetcher and its toast live here, above the form: a save's new version remounts the form.
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, { onFailure: (r) => !r.ok && r.fieldErrors && focusFirst(r.fieldErrors, formRef.current) });
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t.title} subtitle={t.intro}>
        {data.updatedAt && (
          <p className="mt-1 text-sm text-slate-500" data-testid="settings-saved-by">
            {t.lastSaved(dateTime.format(new Date(data.updatedAt)), data.updatedBy)}
          </p>
        )}
      </PageHeader>
      <SettingsIndex />
      {/* While the first start's demo data is still there, removing it is the owner's first task: first on the page. */}
      <DemoDataPanel left={data.demoLeft} />
      {/* A new key after a save (new version) or "Undo changes" starts the form again from what is stored. */}
      <SettingsForm
        key={`${data.version}-${resets}`}
        data={data}
        fetcher={fetcher}
        formRef={formRef}
        onUndo={() => setResets((n) => n + 1)}
      />
      <SettingsPart id="backup">
        <BackupSection backups={data.backups} />
      </SettingsPart>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
