import { describe, expect, it } from "vitest";
import { type Reason, say } from "./reason";

interface Messages {
  empty: string;
  quantity: (min: number, max: number) => string;
}
const en: Messages = { empty: "The file is empty", quantity: (min, max) => `Quantity must be from ${min} to ${max}` };
const es: Messages = { empty: "El archivo está vacío", quantity: (min, max) => `La cantidad debe ir de ${min} a ${max}` };

describe("say", () => {
  it("words a reason with its values in the messages it is given", () => {
    const r: Reason<Messages> = { key: "quantity", values: [1, 99] };
    expect(say(en, r)).toBe("Quantity must be from 1 to 99");
    expect(say(es, r)).toBe("La cantidad debe ir de 1 a 99");
    expect(say(es, { key: "empty" })).toBe("El archivo está vacío");
  });

  it("words a reason read back from storage (JSON) the same", () => {
    const stored = JSON.parse(JSON.stringify({ key: "quantity", values: [2, 8] })) as Reason<Messages>;
    expect(say(en, stored)).toBe("Quantity must be from 2 to 8");
  });

  it("refuses a key the messages do not have instead of showing nothing", () => {
    expect(() => say(en, { key: "gone" } as unknown as Reason<Messages>)).toThrow(/no words for the reason gone/);
  });
});
