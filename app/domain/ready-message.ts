// "Ya está listo": the short WhatsApp message staff send a customer when their tyres are ready to
// collect (a reservation), their car is ready (an appointment) or the size they asked for has come
// in (a stock request), in the customer's language (the record's locale when it has one, else
// Spanish), as a one-to-one click-to-chat link (customerWhatsappLink). Opening the link is not
// sending it: staff mark it sent, which is written in the audit log only.
import { customerWhatsappLink } from "./quote";

const READY_KINDS = ["reservation", "appointment", "request"] as const;
export type ReadyKind = (typeof READY_KINDS)[number];

export function isReadyKind(v: unknown): v is ReadyKind {
  return typeof v === "string" && (READY_KINDS as readonly string[]).includes(v);
}

export interface ReadyMessageInput {
  kind: ReadyKind;
  /** The customer's name as the record holds it; only the first word greets. */
  name: string;
  shopName: string;
  /** The size asked for (a request). */
  size?: string | null;
  /** The record's language; anything else (or none) is Spanish. */
  locale?: string | null;
}

/** "Hola Ana" / "Hello Ana": the first word of the name, or a bare greeting without one. */
function greeting(name: string, english: boolean): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  const hello = english ? "Hello" : "Hola";
  return first ? `${hello} ${first}` : hello;
}

/** The message in the customer's language. */
export function readyMessage(m: ReadyMessageInput): string {
  const en = m.locale === "en";
  const hi = greeting(m.name, en);
  switch (m.kind) {
    case "reservation":
      return en ? `${hi}, your tyres are ready at ${m.shopName}.` : `${hi}, tus neumáticos ya están listos en ${m.shopName}.`;
    case "appointment":
      return en ? `${hi}, your car is ready at ${m.shopName}.` : `${hi}, tu vehículo ya está listo en ${m.shopName}.`;
    case "request": {
      const size = m.size?.trim();
      if (en) return size ? `${hi}, we now have your ${size} tyres at ${m.shopName}.` : `${hi}, we now have your tyres at ${m.shopName}.`;
      return size ? `${hi}, ya tenemos tus neumáticos ${size} en ${m.shopName}.` : `${hi}, ya tenemos tus neumáticos en ${m.shopName}.`;
    }
  }
}

/** The click-to-chat link with the message, or null when the phone is no usable number. */
export function readyWhatsappLink(phone: string | null | undefined, m: ReadyMessageInput): string | null {
  return customerWhatsappLink(phone, readyMessage(m));
}
