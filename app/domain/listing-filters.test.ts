import { describe, expect, it } from "vitest";
import { counterpartPath } from "~/i18n/paths";
import { filterCount, formToSearchParams, listingSearchParams, parseListingQuery, parseSort, translateSearch } from "./listing-filters";

const q = (s: string) => new URLSearchParams(s);

describe("listing filters", () => {
  it("reads the Spanish and the English query names", () => {
    expect(parseListingQuery(q("ancho=205&perfil=55&llanta=16&marca=Michelin&condicion=new"), "es").filters).toEqual({
      width: 205,
      aspect: 55,
      rim: 16,
      brand: "Michelin",
      condition: "new",
    });
    expect(parseListingQuery(q("width=205&aspect=55&rim=16&brand=pirelli&condition=part-worn"), "en").filters).toEqual({
      width: 205,
      aspect: 55,
      rim: 16,
      brand: "pirelli",
      condition: "part-worn",
    });
  });

  it("ignores empty and 'all' values", () => {
    const r = parseListingQuery(q("ancho=&perfil=all&llanta=%20&marca=&condicion=all"), "es");
    expect(r.filters).toEqual({});
    expect(r.invalid).toEqual([]);
  });

  it("rejects non-numeric or out-of-range sizes and unknown conditions, and reports them", () => {
    const r = parseListingQuery(q("width=abc&aspect=5.5&rim=16&condition=broken&brand=" + "x".repeat(41)), "en");
    expect(r.filters).toEqual({ rim: 16 });
    expect(r.invalid).toEqual(["width", "aspect", "brand", "condition"]);
    expect(parseListingQuery(q("width=1e3&rim=99"), "en").invalid).toEqual(["width", "rim"]);
    expect(parseListingQuery(q("width=-205"), "en").invalid).toEqual(["width"]);
  });

  it("writes only filled fields with the language's names", () => {
    expect(listingSearchParams({ width: 205, rim: 16 }, "es").toString()).toBe("ancho=205&llanta=16");
    expect(listingSearchParams({ brand: "Michelin", condition: "part-worn" }, "en").toString()).toBe("brand=Michelin&condition=part-worn");
    expect(formToSearchParams({ width: " 205 ", aspect: "", rim: "16", brand: "", condition: "" }, "es").toString()).toBe(
      "ancho=205&llanta=16",
    );
    expect(formToSearchParams({}, "en").toString()).toBe("");
  });

  it("keeps the cursor of the page", () => {
    const r = parseListingQuery(q("ancho=205&despues=T0001A"), "es");
    expect(r.after).toBe("T0001A");
    expect(listingSearchParams(r.filters, "en", { after: r.after }).toString()).toBe("width=205&after=T0001A");
    expect(parseListingQuery(q("after=bad"), "en", () => null).after).toBeUndefined();
  });

  it("translates the query for the language switcher, both ways", () => {
    expect(translateSearch(q("ancho=205&perfil=55&llanta=16&marca=Michelin&condicion=new"), "en").toString()).toBe(
      "width=205&aspect=55&rim=16&brand=Michelin&condition=new",
    );
    expect(translateSearch(q("width=205&brand=Pirelli&after=T0001A"), "es").toString()).toBe("ancho=205&marca=Pirelli&despues=T0001A");
    expect(counterpartPath("/neumaticos", "?ancho=205&llanta=16", "en", translateSearch)).toBe("/en/find-tyres?width=205&rim=16");
    expect(counterpartPath("/en/find-tyres", "?width=205&condition=part-worn", "es", translateSearch)).toBe(
      "/neumaticos?ancho=205&condicion=part-worn",
    );
    expect(counterpartPath("/en/tyre/T0001A", "", "es", translateSearch)).toBe("/neumatico/T0001A");
  });

  it("accepts a shared link with the other language's names", () => {
    expect(parseListingQuery(q("width=205"), "es").filters).toEqual({ width: 205 });
  });

  it("reads season and run-flat under each language's names and writes them back", () => {
    const es = parseListingQuery(new URLSearchParams("temporada=invierno&antipinchazo=si"), "es");
    expect(es.filters).toEqual({ season: "winter", runFlat: true });
    expect(parseListingQuery(new URLSearchParams("season=all-season&run-flat=yes"), "en").filters).toEqual({
      season: "all-season",
      runFlat: true,
    });
    expect(parseListingQuery(new URLSearchParams("antipinchazo=no"), "es").filters).toEqual({});
    expect(parseListingQuery(new URLSearchParams("temporada=primavera&antipinchazo=quizas"), "es").invalid).toEqual(["season", "runFlat"]);
    expect(listingSearchParams({ season: "winter", runFlat: true }, "es").toString()).toBe("temporada=winter&antipinchazo=si");
    expect(listingSearchParams({ season: "winter", runFlat: true }, "en").toString()).toBe("season=winter&run-flat=yes");
    expect(translateSearch(new URLSearchParams("temporada=winter&antipinchazo=si"), "en").toString()).toBe("season=winter&run-flat=si");
  });

  it("reads the order in either language, ignores an unknown one, and writes it back after the filters", () => {
    expect(parseListingQuery(q("orden=precio-asc"), "es").sort).toBe("price-asc");
    expect(parseListingQuery(q("sort=price-desc"), "en").sort).toBe("price-desc");
    expect(parseListingQuery(q("orden=newest"), "es").sort).toBe("newest");
    const unknown = parseListingQuery(q("orden=barato&ancho=205"), "es");
    expect(unknown.sort).toBeUndefined();
    expect(unknown.invalid).toEqual([]);
    expect(unknown.filters).toEqual({ width: 205 });
    expect(parseSort(" Dibujo ")).toBe("tread");
    expect(parseSort("")).toBeUndefined();
    expect(listingSearchParams({ width: 205 }, "es", { after: "T00009" }, "price-desc").toString()).toBe(
      "ancho=205&orden=precio-desc&despues=T00009",
    );
    expect(listingSearchParams({}, "en", undefined, "tread").toString()).toBe("sort=tread");
    expect(formToSearchParams({ width: "205", sort: "recientes" }, "en").toString()).toBe("width=205&sort=newest");
    expect(formToSearchParams({ sort: "nonsense" }, "es").toString()).toBe("");
  });

  it("the language switcher keeps the order, in the other language's words", () => {
    expect(translateSearch(q("ancho=205&orden=precio-asc"), "en").toString()).toBe("width=205&sort=price-asc");
    expect(translateSearch(q("sort=newest"), "es").toString()).toBe("orden=recientes");
    expect(counterpartPath("/neumaticos", "?orden=dibujo", "en", translateSearch)).toBe("/en/find-tyres?sort=tread");
  });

  it("counts the filters that are set", () => {
    expect(filterCount({})).toBe(0);
    expect(filterCount({ width: 205, season: "winter", runFlat: true })).toBe(3);
  });
});
