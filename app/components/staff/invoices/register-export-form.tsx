// The register of issued invoices for the accountant: a plain GET form, the browser downloads the
// CSV of the chosen days.
import { Download } from "lucide-react";
import { secondaryButton } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { staffPath } from "~/staff-paths";

export function RegisterExportForm({ today }: { today: string }) {
  const t = useStaffText().invoices.register;
  return (
    <form
      method="get"
      action={staffPath("invoicesExport")}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <TextField
        id="register-from"
        name="from"
        label={t.from}
        type="date"
        required
        defaultValue={`${today.slice(0, 4)}-01-01`}
        max={today}
      />
      <TextField id="register-to" name="to" label={t.to} type="date" required defaultValue={today} />
      <button type="submit" className={secondaryButton}>
        <Download aria-hidden className="h-4 w-4" /> {t.download}
      </button>
    </form>
  );
}
