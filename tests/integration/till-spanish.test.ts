// The till's refusals reach a Spanish account in Spanish: the service catalogue's (a taken code, a
// bad price), the checkout's form and the shop's refusal of a sale; an English account reads the
// same refusals in today's English (tests/integration/services.test.ts, sales.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as servicesAction } from "~/routes/staff/services";
import { action as checkoutAction } from "~/routes/staff/checkout";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { createTestDatabase, type TestDatabase } from "../helpers/db";
import { callRoute, clearApp } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";
import { setTestDatabase, setTestAuth } from "../helpers/test-shop";

const ORIGIN = "http://127.0.0.1:3000";

describe("a Spanish account at the till", () => {
  let t: TestDatabase;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    const auth = createAuth(t.db, { secret: "till-spanish-secret-till-spanish-0123456789", baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    await createUser(auth, t.db, { email: "cajera@shop.test", password: "cajera-pass-123", admin: true, language: "es" });
    const res = await auth.api.signInEmail({ body: { email: "cajera@shop.test", password: "cajera-pass-123" }, returnHeaders: true });
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    clearApp();
    await t?.close();
  });
  const post = (path: string, action: (args: never) => Promise<unknown>, body: Record<string, string>) =>
    callRoute(() =>
      action({
        request: new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, cookie }, body: new URLSearchParams(body) }),
        params: {},
        context: routeContext(),
      } as never),
    );

  it("reads the service catalogue's refusals in Spanish", async () => {
    const good = { intent: "save", code: "TPMS", nameEs: "Sensor", nameEn: "Sensor", unit: "tyre", pricing: "flat", price: "35" };
    const taken = await post("/services", servicesAction, { ...good, code: "montaje" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("No se ha guardado nada: El código MONTAJE ya lo usa Montaje");
    expect((taken.body.fieldErrors as Record<string, string>).code).toBe("El código MONTAJE ya lo usa Montaje");
    const price = await post("/services", servicesAction, { ...good, price: "0" });
    expect(price.status).toBe(400);
    expect((price.body.fieldErrors as Record<string, string>).price).toBe("Escribe un precio mayor que 0, p. ej. 12,50");
    const added = await post("/services", servicesAction, good);
    expect(added.body).toMatchObject({ ok: true, message: "Añadido: Sensor" });
  });

  it("reads the checkout's messages and the shop's refusal of a sale in Spanish", async () => {
    const empty = await post("/checkout", checkoutAction, { customerName: "Lucía", lines: "[]" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Añade artículos a la cesta");
    const gone = await post("/checkout", checkoutAction, {
      customerName: "Lucía",
      lines: JSON.stringify([{ tyreId: "TZZZZZ", quantity: 1 }]),
    });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe("No se ha podido completar la venta: El neumático TZZZZZ ya no existe");
  });
});
