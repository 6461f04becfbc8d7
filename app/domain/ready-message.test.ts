import { describe, expect, it } from "vitest";
import { isReadyKind, readyMessage, readyWhatsappLink } from "./ready-message";

const shopName = "Neumáticos Vélez";

describe("readyMessage", () => {
  it("says a reservation's tyres are ready, in Spanish unless the record is English", () => {
    expect(readyMessage({ kind: "reservation", name: "Ana García", shopName })).toBe(
      "Hola Ana, tus neumáticos ya están listos en Neumáticos Vélez.",
    );
    expect(readyMessage({ kind: "reservation", name: "Ana", shopName, locale: "en" })).toBe(
      "Hello Ana, your tyres are ready at Neumáticos Vélez.",
    );
    expect(readyMessage({ kind: "reservation", name: "Ana", shopName, locale: "de" })).toMatch(/^Hola Ana, tus neumáticos/);
  });

  it("says an appointment's car is ready", () => {
    expect(readyMessage({ kind: "appointment", name: "Juan", shopName })).toBe("Hola Juan, tu vehículo ya está listo en Neumáticos Vélez.");
    expect(readyMessage({ kind: "appointment", name: "John Smith", shopName, locale: "en" })).toBe(
      "Hello John, your car is ready at Neumáticos Vélez.",
    );
  });

  it("names the size a request asked for", () => {
    expect(readyMessage({ kind: "request", name: "Paco", shopName, size: "205/55 R16" })).toBe(
      "Hola Paco, ya tenemos tus neumáticos 205/55 R16 en Neumáticos Vélez.",
    );
    expect(readyMessage({ kind: "request", name: "Kate", shopName, size: "205/55 R16", locale: "en" })).toBe(
      "Hello Kate, we now have your 205/55 R16 tyres at Neumáticos Vélez.",
    );
    expect(readyMessage({ kind: "request", name: "Kate", shopName, size: " ", locale: "en" })).toBe(
      "Hello Kate, we now have your tyres at Neumáticos Vélez.",
    );
  });

  it("greets without a name when there is none", () => {
    expect(readyMessage({ kind: "reservation", name: "  ", shopName })).toBe("Hola, tus neumáticos ya están listos en Neumáticos Vélez.");
  });
});

describe("readyWhatsappLink", () => {
  it("is wa.me with the phone's international digits and the message encoded", () => {
    const link = readyWhatsappLink("600 123 456", { kind: "reservation", name: "Ana", shopName });
    expect(link).toBe(
      `https://wa.me/34600123456?text=${encodeURIComponent("Hola Ana, tus neumáticos ya están listos en Neumáticos Vélez.")}`,
    );
    expect(readyWhatsappLink("+44 7700 900123", { kind: "appointment", name: "John", shopName, locale: "en" })).toBe(
      `https://wa.me/447700900123?text=${encodeURIComponent("Hello John, your car is ready at Neumáticos Vélez.")}`,
    );
  });

  it("is null without a usable phone", () => {
    expect(readyWhatsappLink(null, { kind: "reservation", name: "Ana", shopName })).toBeNull();
    expect(readyWhatsappLink("", { kind: "reservation", name: "Ana", shopName })).toBeNull();
    expect(readyWhatsappLink("not a phone", { kind: "request", name: "Ana", shopName })).toBeNull();
  });
});

describe("isReadyKind", () => {
  it("knows the three kinds only", () => {
    expect(["reservation", "appointment", "request"].every(isReadyKind)).toBe(true);
    expect(isReadyKind("quote")).toBe(false);
    expect(isReadyKind(1)).toBe(false);
  });
});
