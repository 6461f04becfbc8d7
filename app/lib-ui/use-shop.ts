// The shop's settings in a component: the root loader reads them once per request (from the
// settings cache, app/server/settings/settings.server.ts) and every component takes them from there.
import { useRouteLoaderData } from "react-router";
import type { ShopSettings } from "~/domain/shop-settings";
import type { RootData } from "./root-data";

export function useShop(): ShopSettings {
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  if (!shop) throw new Error("useShop: the root loader's shop settings are missing");
  return shop;
}
