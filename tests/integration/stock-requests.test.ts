// "We can get it" requests and the compare page, on real databases, through the route modules'
// own loaders and actions: bad input is refused beside its fields and saves nothing; a request is
// stored and the shop's e-mail queued in the outbox; the honeypot, the hourly limits and the proof
// of work apply as on the reservation form; staff mark a request answered (audited). The compare
// page shows the valid tyres of 0, 1, 4 or unknown codes with a clear note.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, stockRequests } from "~db/schema";
import { href } from "~/i18n/paths";
import { loader as compareLoader } from "~/routes/store/compare";
import { action as requestAction, loader as requestLoader } from "~/routes/store/stock-request";
import { setStockRequestStatus } from "~/server/inventory/stock-requests.server";
import { appDatabaseSuite, TEST_BACKENDS } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";

process.env.PROOF_OF_WORK_FROM = "2";
process.env.RESERVATION_LIMIT_PER_PHONE = "3";

const ORIGIN = "http://127.0.0.1:3000";
type Args = never;

async function send(locale: "es" | "en", form: Record<string, string>, clientIp: string) {
  const request = new Request(ORIGIN + href("stockRequest", locale), {
    method: "POST",
    headers: { origin: ORIGIN },
    body: new URLSearchParams(form),
  });
  const r: unknown = await requestAction({
    request,
    params: {},
    context: routeContext({ clientIp, cspNonce: "", origin: ORIGIN }),
  } as unknown as Args);
  if (r instanceof Response) return { status: r.status, location: r.headers.get("location"), refusal: null };
  const d = r as {
    data: { formError: string; fieldErrors: Record<string, string>; values: Record<string, string> };
    init: { status?: number } | null;
  };
  return { status: d.init?.status ?? 200, location: null, refusal: d.data };
}

const compare = async (search: string, locale: "es" | "en" = "es") =>
  (await compareLoader({
    request: new Request(ORIGIN + href("compare", locale, {}, search)),
    params: {},
    context: routeContext({ clientIp: "127.0.0.1", cspNonce: "", origin: ORIGIN }),
  } as unknown as Args)) as { tyres: { id: string }[]; tooMany: boolean; unknown: number; invalid: string[] };

describe.each(TEST_BACKENDS)("stock requests and compare on %s", (backend) => {
  const t = appDatabaseSuite(backend);
  const stored = async () => (await t.db.select({ n: count() }).from(stockRequests))[0]!.n;
  const good = {
    size: "275/40r20",
    quantity: "2",
    name: "Ana",
    phone: "600 111 222",
    email: "ana@example.test",
    notes: "Michelin si puede ser",
  };

  it("refuses a request without a phone or with no tyre size beside the fields, saving nothing", async () => {
    const r = await send("es", { ...good, size: "grande", phone: "" }, "192.0.2.1");
    expect(r.status).toBe(400);
    expect(r.refusal).toMatchObject({
      formError: "invalid",
      fieldErrors: { size: "sizeInvalid", phone: "nameAndPhoneRequired" },
      values: { size: "grande", name: "Ana" },
    });
    const honeypot = await send("en", { ...good, website: "http://spam.example" }, "192.0.2.1");
    expect(honeypot).toMatchObject({ status: 400, refusal: { formError: "refused" } });
    expect(await stored()).toBe(0);
  });

  it("stores a request, mails the shop through the outbox, and asks a second one from the address for the proof of work", async () => {
    const r = await send("en", good, "192.0.2.2");
    expect(r).toMatchObject({ status: 303, location: `${href("stockRequest", "en")}?ok=1` });
    const [row] = await t.db.select().from(stockRequests);
    expect(row).toMatchObject({
      size: "275/40 R20",
      quantity: 2,
      name: "Ana",
      phone: "600 111 222",
      email: "ana@example.test",
      locale: "en",
      status: "new",
      clientKey: "192.0.2.2",
    });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `stock-request:${row!.id}:shop-new`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Request: 2 x 275/40 R20 for Ana");
    expect(mails[0]!.textBody).toContain("Notes: Michelin si puede ser");

    const second = await send("en", { ...good, size: "205/55 R16" }, "192.0.2.2");
    expect(second).toMatchObject({ status: 400, refusal: { formError: "proofMissing" } });
    expect(await stored()).toBe(1);
    // The page's link carries the size asked for, in either language's name.
    const page = (await requestLoader({
      request: new Request(`${ORIGIN}${href("stockRequest", "es")}?medida=2055516`),
      params: {},
      context: routeContext({ origin: ORIGIN }),
    } as unknown as Args)) as { size: string };
    expect(page.size).toBe("205/55 R16");
  });

  it("counts requests against the hourly limit per phone", async () => {
    const phone = "611 222 333";
    for (const [i, ip] of ["192.0.2.10", "192.0.2.11", "192.0.2.12"].entries())
      expect((await send("es", { ...good, phone, name: `N${i}` }, ip)).status).toBe(303);
    const refused = await send("es", { ...good, phone }, "192.0.2.13");
    expect(refused).toMatchObject({ status: 429, refusal: { formError: "tooMany" } });
  });

  it("lets staff mark a request answered, audited; an unknown request is a refusal", async () => {
    const [row] = await t.db.select().from(stockRequests).limit(1);
    const actor = { id: null, label: "test" };
    await expect(setStockRequestStatus(t.db, actor, row!.id, "answered")).resolves.toMatchObject({ changed: true });
    expect((await t.db.select().from(stockRequests).where(eq(stockRequests.id, row!.id)))[0]).toMatchObject({ status: "answered" });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, "stock-request.status"))).length).toBe(1);
    await expect(setStockRequestStatus(t.db, actor, 999_999, "closed")).rejects.toThrow("That request does not exist");
  });

  it("compares the valid tyres of the query and says what it left out", async () => {
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => insertTyre(t.db)));
    expect(await compare("")).toMatchObject({ tyres: [], tooMany: false, unknown: 0 });
    expect((await compare(`ids=${a!.id}`)).tyres.map((x) => x.id)).toEqual([a!.id]);
    const four = await compare(`ids=${a!.id}&ids=${b!.id}&ids=${c!.id}&ids=${d!.id}`, "en");
    expect(four.tyres.map((x) => x.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(four.tooMany).toBe(true);
    const unknown = await compare(`ids=${a!.id},TZZZZZZ,%3Cx%3E`);
    expect(unknown).toMatchObject({ tyres: [{ id: a!.id }], unknown: 1, invalid: ["<x>"] });
  });
});
