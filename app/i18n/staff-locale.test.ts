import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, staffLocale } from "./staff-locale";

describe("the back-office's language", () => {
  it("is the account's choice when it has made one", () => {
    expect(staffLocale("en", "es-ES,es;q=0.9")).toBe("en");
    expect(staffLocale("es", "en-GB")).toBe("es");
  });

  it("follows the browser until the account chooses: the first of Spanish or English it names", () => {
    expect(staffLocale(null, "en-US,en;q=0.9")).toBe("en");
    expect(staffLocale(null, "es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(staffLocale(null, "de-DE,de;q=0.9,en;q=0.7,es;q=0.5")).toBe("en");
    expect(staffLocale(undefined, "es;q=0.2,en;q=0.8")).toBe("en");
  });

  it("is Spanish, the shop's language, without a header, with neither language, or with a stored value it does not know", () => {
    expect(staffLocale(null, null)).toBe("es");
    expect(staffLocale(null, "")).toBe("es");
    expect(staffLocale(null, "fr-FR,de;q=0.5")).toBe("es");
    expect(staffLocale("fr", "en;q=0")).toBe("es");
    expect(localeFromAcceptLanguage("*")).toBeNull();
  });
});
