// The register of issued invoices for the accountant: a plain GET form, the browser downloads the
// CSV of the chosen days.
import { Download } from "lucide-react";
import { secondaryButton } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useStaffText } from "~/i18n/staff/use-staff-text";
import { staffPath } from "~/staff-paths";

export function RegisterExportForm({ today }: { today: string }) {
  const t = useStaffText().invoices.register;
  return (
    <form
      method="get"
      action={staffPath("invoicesExport")}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <label className="text-sm font-medium">
        {t.from}
        <input type="date" name="from" required defaultValue={`${today.slice(0, 4)}-01-01`} max={today} className={`${inputClass} mt-1`} />
      </label>
      <label className="text-sm font-medium">
        {t.to}
        <input type="date" name="to" required defaultValue={today} className={`${inputClass} mt-1`} />
      </label>
      <button type="submit" className={secondaryButton}>
        <Download aria-hidden className="h-4 w-4" /> {t.download}
      </button>
    </form>
  );
}
