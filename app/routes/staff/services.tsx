// The workshop's services (fitting, balancing, valves, repairs...): the owner adds, edits and
// retires them and chooses which make the fitting package. The till sells what is not retired;
// past invoices keep the names and prices they were issued with.
import { Plus } from "lucide-react";
import { useState } from "react";
import { useLoaderData } from "react-router";
import { primaryButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { SERVICES_INTENT } from "~/components/staff/shared/intents";
import { PackageSummary } from "~/components/staff/services/package-summary";
import { ServiceDialog } from "~/components/staff/services/service-dialog";
import { ServiceList } from "~/components/staff/services/service-list";
import { type Service, serviceFormSchemaIn, serviceIdFormIn, serviceName } from "~/domain/services";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { reply } from "~/lib/action-result";
import { formText, parseForm } from "~/lib/form";
import { staffActor } from "~/server/audit.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyFromError } from "~/server/forms/reply-from-error.server";
import { addService, listServices, setServiceRetired, updateService } from "~/server/sales/services.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import type { Route } from "./+types/services";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).services.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  await requirePermission({ request, context }, "services");
  return { services: await listServices(db, { retired: true }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = shopRequest(context);
  const user = await requirePermission({ request, context }, "services");
  const locale = requestStaffLocale(request, user);
  const texts = staffMessages(locale);
  const t = texts.services;
  const form = await readFormData(request);
  const idForm = parseForm(serviceIdFormIn(t.form), form);
  if (!idForm.ok) return reply({ ok: false, message: idForm.formError }, 400);
  const id = idForm.data.id;
  const actor = staffActor(user);
  const intent = formText(form.get("intent"));
  try {
    switch (intent) {
      case SERVICES_INTENT.save: {
        const parsed = parseForm(serviceFormSchemaIn(t.form), form);
        if (!parsed.ok)
          return reply({ ok: false, message: `${t.nothingSaved}: ${parsed.formError}`, fieldErrors: parsed.fieldErrors }, 400);
        const saved = id == null ? await addService(db, actor, parsed.data) : await updateService(db, actor, id, parsed.data);
        return reply({ ok: true, message: (id == null ? t.added : t.saved)(serviceName(saved, locale)) });
      }
      case SERVICES_INTENT.retire:
      case SERVICES_INTENT.restore: {
        if (id == null) break;
        const s = await setServiceRetired(db, actor, id, intent === SERVICES_INTENT.retire);
        return reply({ ok: true, message: (s.retired ? t.retiredDone : t.restored)(serviceName(s, locale)) });
      }
    }
    return reply({ ok: false, message: t.invalidRequest }, 400);
  } catch (e) {
    return replyFromError(e, { failed: t.nothingSaved, log: "services", t: texts });
  }
}

export default function ServicesScreen() {
  const { services } = useLoaderData<typeof loader>();
  const t = useStaffText().services;
  const [editing, setEditing] = useState<Service | null>(null);
  const [open, setOpen] = useState(false);
  const offered = services.filter((s) => !s.retired);
  const retired = services.filter((s) => s.retired);
  const edit = (s: Service | null) => {
    setEditing(s);
    setOpen(true);
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        align="end"
        actions={
          <button type="button" className={`${primaryButton} min-h-11`} onClick={() => edit(null)}>
            <Plus aria-hidden className="h-4 w-4" /> {t.add}
          </button>
        }
      />
      <PackageSummary services={offered} />
      <ServiceList services={offered} onEdit={edit} />
      {retired.length > 0 && (
        <section aria-labelledby="retired-title" className="space-y-3">
          <h2 id="retired-title" className="font-bold">
            {t.retiredTitle}
          </h2>
          <ServiceList services={retired} onEdit={edit} />
        </section>
      )}
      <ServiceDialog key={editing?.id ?? "new"} service={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}
