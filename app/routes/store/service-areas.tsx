// Placeholder: this screen is built in its own issue.
import { useLocale } from "~/i18n/use-locale";

export default function Page() {
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">{locale === "es" ? "Próximamente" : "Coming soon"}: service-areas</h1>
    </div>
  );
}
