// The till's lines besides the tyres: the services (with "Add fitting for these tyres") and the
// free lines, each card bound to its basket store; the server's refusal of a service line shows
// beside the services.
import { CheckoutServices } from "~/components/staff/services/checkout-services";
import type { BasketItem } from "~/domain/basket";
import type { Service } from "~/domain/services";
import type { useFreeLines, useServiceBasket } from "~/lib-ui/service-basket-store";
import { FreeLines } from "./free-lines";

export function TillExtraLines({
  services,
  tyres,
  serviceBasket,
  freeLines,
  errors,
  disabled,
}: {
  services: Service[];
  tyres: readonly BasketItem[];
  serviceBasket: ReturnType<typeof useServiceBasket>;
  freeLines: ReturnType<typeof useFreeLines>;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  return (
    <>
      <CheckoutServices
        services={services}
        tyres={tyres}
        lines={serviceBasket.lines}
        onAdd={serviceBasket.add}
        onSetFitting={serviceBasket.setFitting}
        onUpdate={serviceBasket.update}
        onRemove={serviceBasket.remove}
        onDiscount={serviceBasket.setDiscount}
        serverError={errors.services ?? Object.entries(errors).find(([k]) => k.startsWith("services."))?.[1]}
        disabled={disabled}
      />
      <FreeLines
        lines={freeLines.lines}
        onAdd={freeLines.add}
        onRemove={freeLines.remove}
        onDiscount={freeLines.setDiscount}
        disabled={disabled}
      />
    </>
  );
}
