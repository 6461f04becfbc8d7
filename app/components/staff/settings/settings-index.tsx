// The settings screen's index: one link per section, in the form's order, at the top of a long
// page. Plain anchors (they work before the page's script runs); each section sits in a
// SettingsPart, which carries the link's target and a scroll margin that keeps its heading clear of
// the sticky header.
import type { ReactNode } from "react";
import { useStaffText } from "~/lib-ui/use-staff-text";

/** The form's sections in their order on the page, by the id their wrapper carries. */
const SETTINGS_SECTIONS = [
  "shop",
  "address",
  "hours",
  "closedDates",
  "prices",
  "quotes",
  "reminders",
  "promo",
  "appointments",
  "signIn",
  "nightlyBackup",
  "advanced",
  "backup",
] as const;
type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The id of a section's wrapper, the target of its link. */
const sectionId = (section: SettingsSection) => `settings-${section}`;

/** A section of the page as its link in the index finds it: below the sticky header (4 rem), with some air. */
export function SettingsPart({ id, children }: { id: SettingsSection; children: ReactNode }) {
  return (
    <div id={sectionId(id)} className="scroll-mt-20">
      {children}
    </div>
  );
}

export function SettingsIndex() {
  const t = useStaffText().settings;
  const titles: Record<SettingsSection, string> = {
    shop: t.shop.title,
    address: t.address.title,
    hours: t.hours.title,
    closedDates: t.closedDates.title,
    prices: t.prices.title,
    quotes: t.quotes.title,
    reminders: t.reminders.title,
    promo: t.promo.title,
    appointments: t.appointments.title,
    signIn: t.signIn.title,
    nightlyBackup: t.nightlyBackup.title,
    advanced: t.advanced.summary,
    backup: t.backup.title,
  };
  return (
    <nav aria-label={t.sections} className="mt-4" data-testid="settings-index">
      {/* One row that scrolls sideways on a phone (the form starts within the first screen), wrapped on wider screens. */}
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 text-sm sm:flex-wrap sm:overflow-visible">
        {SETTINGS_SECTIONS.map((s) => (
          <li key={s} className="shrink-0">
            <a
              href={`#${sectionId(s)}`}
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-slate-200 bg-white px-3 text-slate-700 hover:border-blue-300 hover:bg-blue-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {titles[s]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
