import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "./paths";
import { redirectStatus, redirectTarget } from "./redirects";

describe("redirects of old and mixed-language paths", () => {
  it.each([
    ["/find-tyres", "/en/find-tyres"],
    ["/tyre/T0042K", "/en/tyre/T0042K"],
    ["/reserve/T0042K", "/en/reserve/T0042K"],
    ["/about", "/en/about"],
    ["/contact", "/en/contact"],
    ["/service-areas", "/en/service-areas"],
    ["/brands", "/en/brands"],
    ["/faq", "/en/faq"],
    ["/en/neumaticos", "/en/find-tyres"],
    ["/en/neumatico/T0042K", "/en/tyre/T0042K"],
    ["/en/reservar/T0042K", "/en/reserve/T0042K"],
    ["/en/sobre-nosotros", "/en/about"],
    ["/en/contacto", "/en/contact"],
    ["/en/zonas", "/en/service-areas"],
    ["/en/marcas", "/en/brands"],
    ["/en/preguntas", "/en/faq"],
  ])("%s goes to %s", (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it("keeps the id and the query string", () => {
    expect(redirectTarget("/tyre/AB%2012", "?ref=old&x=1")).toBe("/en/tyre/AB%2012?ref=old&x=1");
    expect(redirectTarget("/find-tyres", "width=205&aspect=55")).toBe("/en/find-tyres?width=205&aspect=55");
    expect(redirectTarget("/en/neumatico/T0001A/", "?a=b")).toBe("/en/tyre/T0001A?a=b");
  });

  it("keeps no query, and no path, too long for a Location header", () => {
    expect(redirectTarget("/find-tyres", `?q=${"%ff".repeat(1000)}`)).toBe("/en/find-tyres");
    expect(redirectTarget(`/tyre/${"A".repeat(3000)}`)).toBeNull();
  });

  it("also covers the other pages of the path table", () => {
    expect(redirectTarget("/fitting-balancing")).toBe("/en/fitting-balancing");
    expect(redirectTarget("/en/montaje-equilibrado")).toBe("/en/fitting-balancing");
    expect(redirectTarget("/en/aviso-legal")).toBe("/en/legal-notice");
    expect(redirectTarget("/privacy")).toBe("/en/privacy");
  });

  it("leaves unknown paths and real pages alone", () => {
    expect(redirectTarget("/no-such-page")).toBeNull();
    expect(redirectTarget("/en/no-such-page")).toBeNull();
    expect(redirectTarget("/tyre")).toBeNull();
    expect(redirectTarget("/tyre/a/b")).toBeNull();
    // Every page's own paths are never redirected (no loops).
    for (const p of PUBLIC_PAGES) {
      const fill = (s: string) => s.replace(/:\w+/g, "x1");
      expect(redirectTarget(fill(p.es)), p.es).toBeNull();
      expect(redirectTarget(fill(p.en)), p.en).toBeNull();
    }
  });

  it("uses 301 for GET and 308 for other methods", () => {
    expect(redirectStatus("GET")).toBe(301);
    expect(redirectStatus("HEAD")).toBe(301);
    expect(redirectStatus("POST")).toBe(308);
  });
});
