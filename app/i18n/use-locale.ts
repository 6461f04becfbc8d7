// The page's language, read from the URL, for components.
import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "../lib/locale";

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
