// Where a workshop appointment takes place: the shop's name and address with a link to the map.
// Said by the appointment's own page and by a reservation's confirmation with a fitting time.
import { fullAddress } from "~/domain/shop-settings";
import type { Locale } from "~/lib/locale";
import { messages } from "~/i18n/messages";
import { useShop } from "~/lib-ui/use-shop";

export function AppointmentWhere({ locale, className = "" }: { locale: Locale; className?: string }) {
  const shop = useShop();
  const m = messages(locale).appointment;
  return (
    <p className={className}>
      <span className="font-medium">{m.where}:</span> {shop.name}, {fullAddress(shop)} ·{" "}
      <a href={shop.mapsUrl} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
        {m.mapLink}
      </a>
    </p>
  );
}
