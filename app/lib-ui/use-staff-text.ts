// The back-office's language and texts, for components: the root loader works out the language
// once per request (the account's choice, else the browser's; app/i18n/staff-locale.ts).
import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data";
import type { Locale } from "../lib/locale";
import { type StaffMessages, staffMessages } from "~/i18n/staff";

export function useStaffLocale(): Locale {
  return useRouteLoaderData<RootData>("root")?.staffLocale ?? "es";
}

export function useStaffText(): StaffMessages {
  return staffMessages(useStaffLocale());
}

/** The texts for a route's `meta`, from the root loader's data among the matches. */
export function staffTextFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): StaffMessages {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Pick<RootData, "staffLocale"> | undefined;
  return staffMessages(root?.staffLocale ?? "es");
}
