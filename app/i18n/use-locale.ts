// Hooks for components: the page's language (from the URL) and its messages.
import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "./locale";
import { type Messages, messages } from "./messages";

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messages(useLocale());
}
