// The print button of a printable screen (an invoice, the day's close): the browser's print, with
// the screen's print stylesheet. Primary where printing is the screen's point, secondary beside a form.
import { Printer } from "lucide-react";
import { buttonClasses } from "./button";
import { useStaffText } from "~/lib-ui/use-staff-text";

export function PrintButton({ secondary = false }: { secondary?: boolean }) {
  const t = useStaffText();
  return (
    <button type="button" onClick={() => window.print()} className={buttonClasses(secondary ? "outline" : "primary", "sm", "min-h-11")}>
      <Printer aria-hidden className="h-4 w-4" /> {t.print}
    </button>
  );
}
