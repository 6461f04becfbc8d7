// FAQ: the five questions, as native disclosure widgets (work without JavaScript), with FAQPage
// structured data built from the same texts.
import { ChevronDown } from "~/components/store/icons";
import type { Route } from "./+types/faq";
import { ContactButtons } from "~/components/store/info/contact-buttons";
import { InfoPage } from "~/components/store/info/info-page";
import { infoLoaderData, infoMeta } from "~/components/store/info/json-ld";
import { messages } from "~/i18n/messages";
import { href } from "~/i18n/paths";
import { faqPageJsonLd } from "~/lib-ui/structured-data";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = messages(loaderData?.locale ?? "es").info.faq;
  return infoMeta({ loaderData, matches }, "faq", t, () => [faqPageJsonLd(t.items)]);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = shopRequest(context);
  return infoLoaderData(request, origin);
}

export default function Faq({ loaderData: { locale } }: Route.ComponentProps) {
  const m = messages(locale);
  const t = m.info.faq;
  return (
    <InfoPage locale={locale} crumbs={[{ name: t.title, path: href("faq", locale) }]} heading={t.heading}>
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {t.items.map((i, n) => (
          <details key={i.q} className="group" open={n === 0}>
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h2 className="text-base">{i.q}</h2>
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-4 pb-4 text-slate-700">{i.a}</p>
          </details>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <ContactButtons locale={locale} whatsappText={m.info.contact.whatsappText} />
        <a href={href("contact", locale)} className="font-semibold text-brand-700 underline">
          {m.info.contactUs}
        </a>
      </div>
    </InfoPage>
  );
}
