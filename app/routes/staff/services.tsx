// The workshop's services (fitting, balancing, valves, repairs...): the owner adds, edits and
// retires them and chooses which make the fitting package. The till sells what is not retired;
// past invoices keep the names and prices they were issued with.
import { Plus } from "lucide-react";
import { useState } from "react";
import { useLoaderData } from "react-router";
import { primaryButton } from "~/components/ui/button";
import { SERVICES_INTENT } from "~/components/staff/intents";
import { ServiceDialog } from "~/components/staff/services/service-dialog";
import { ServiceList } from "~/components/staff/services/service-list";
import { formatEur } from "~/domain/money";
import { packageByRim, type Service, SERVICE_RIMS, serviceFormSchema, serviceIdForm } from "~/domain/services";
import { reply } from "~/lib/action-result";
import { formText, parseForm } from "~/lib/form";
import { staffActor } from "~/server/audit.server";
import { db, dbErrorMessage } from "~/server/db.server";
import { readFormData } from "~/server/read-form.server";
import { addService, listServices, ServiceRefusedError, setServiceRetired, updateService } from "~/server/services.server";
import { requirePermission } from "~/server/session.server";
import type { Route } from "./+types/services";

export function meta() {
  return [{ title: "Services" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "services");
  return { services: await listServices(db(), { retired: true }) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "services");
  const form = await readFormData(request);
  const intent = formText(form.get("intent"));
  const idForm = parseForm(serviceIdForm, form);
  if (!idForm.ok) return reply({ ok: false, message: idForm.formError }, 400);
  const id = idForm.data.id;
  const actor = staffActor(user);
  try {
    if (intent === SERVICES_INTENT.save) {
      const parsed = parseForm(serviceFormSchema, form);
      if (!parsed.ok) return reply({ ok: false, message: `Nothing saved: ${parsed.formError}`, fieldErrors: parsed.fieldErrors }, 400);
      const saved = id == null ? await addService(db(), actor, parsed.data) : await updateService(db(), actor, id, parsed.data);
      return reply({ ok: true, message: `${id == null ? "Added" : "Saved"} ${saved.nameEn}` });
    }
    if ((intent === SERVICES_INTENT.retire || intent === SERVICES_INTENT.restore) && id != null) {
      const s = await setServiceRetired(db(), actor, id, intent === SERVICES_INTENT.retire);
      return reply({
        ok: true,
        message: s.retired ? `${s.nameEn} retired: it leaves the till, past invoices keep it` : `${s.nameEn} is back at the till`,
      });
    }
    return reply({ ok: false, message: "Invalid request" }, 400);
  } catch (e) {
    if (e instanceof ServiceRefusedError)
      return reply({ ok: false, message: `Nothing saved: ${e.message}`, fieldErrors: e.field ? { [e.field]: e.message } : {} }, e.status);
    console.error("[services] change failed:", e);
    return reply({ ok: false, message: `Failed to save: ${dbErrorMessage(e)}` }, 500);
  }
}

function PackageSummary({ services }: { services: Service[] }) {
  const byRim = packageByRim(services);
  const parts = services.filter((s) => s.inPackage && !s.retired).map((s) => s.nameEn);
  return (
    <section aria-labelledby="package-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="package-title" className="font-bold">
        Fitting package per tyre
      </h2>
      <p className="text-sm text-slate-600">
        {parts.length
          ? `${parts.join(" + ")}. “Add fitting” at the till adds these for each tyre; the site quotes tyres fitted with it.`
          : "No service is in the package: nothing is quoted fitted."}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:grid-cols-9" data-testid="package-by-rim">
        {SERVICE_RIMS.map((r) => (
          <div key={r} className="rounded-md bg-slate-50 p-2 text-center">
            <dt className="text-xs text-slate-600">R{r}</dt>
            <dd className="font-semibold tabular-nums">{byRim[r] == null ? "–" : formatEur(byRim[r], "en")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function ServicesScreen() {
  const { services } = useLoaderData<typeof loader>();
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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Services</h1>
          <p className="text-slate-600">The workshop&apos;s work at the till, priced IVA included, per job or per tyre.</p>
        </div>
        <button type="button" className={`${primaryButton} min-h-11`} onClick={() => edit(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add service
        </button>
      </div>
      <PackageSummary services={offered} />
      <ServiceList services={offered} onEdit={edit} />
      {retired.length > 0 && (
        <section aria-labelledby="retired-title" className="space-y-3">
          <h2 id="retired-title" className="font-bold">
            Retired (kept on past invoices)
          </h2>
          <ServiceList services={retired} onEdit={edit} />
        </section>
      )}
      <ServiceDialog key={editing?.id ?? "new"} service={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}
