// Authorization matrix generated from the route configuration: every staff route module's loader
// and action (plus the staff layout's loader) is called in-process by four callers with real
// better-auth sessions: an anonymous visitor, a signed-in account WITHOUT a staff role (something
// the /login page never hands out, so only this test can prove the server-side check holds for
// such a session), a counter employee and the owner. The first two get a redirect / 401 / 403,
// see no stock data or draft post, and change nothing. The counter is let through exactly where
// the permission table (app/domain/permissions.ts) allows the route's permission; elsewhere it
// gets the 403 "ask the owner", sees nothing and changes nothing, whatever it posts. The owner
// is let through everywhere. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { settingsFormValues } from "~/domain/shop-settings";
import { ASK_THE_OWNER, can, PERMISSIONS, type Permission } from "~/domain/permissions";
import { staffMessages } from "~/i18n/staff";
import { STAFF_ROUTES } from "~/staff-paths";
import { createAuth, createUser } from "~/server/auth/auth.server";
import { createSale } from "~/server/sales/sales.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";
import { insertTyre } from "../helpers/factories";
import { routeContext } from "../helpers/route-context";
import { setTestDatabase, setTestAuth } from "../helpers/test-shop";

type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };

const modules = import.meta.glob<RouteModule>("../../app/routes/staff/*.{ts,tsx}");
const moduleFor = (file: string) => {
  const key = `../../app/${file}`;
  const load = modules[key];
  if (!load) throw new Error(`route module not found: ${key}`);
  return load();
};

const ORIGIN = "http://127.0.0.1:3000";
const TABLES = [
  "tyres",
  "tyre_photos",
  "reservations",
  "sales",
  "sale_items",
  "sale_service_lines",
  "services",
  "invoice_records",
  "invoice_counters",
  "invoice_replacements",
  "invoice_cancellations",
  "sale_submissions",
  "blog_posts",
  "shop_settings",
  "audit_log",
  '"user"',
  "account",
  "customers",
  "vehicles",
  "session",
  "two_factor",
  "verifactu_settings",
  "verifactu_submissions",
  "appointments",
  "import_mappings",
  "import_previews",
  "day_closings",
  "day_closing_revisions",
  "quotes",
  "quote_revisions",
  "quote_answers",
  "quote_photos",
  "declined_work",
  "customer_consents",
  "reminders",
  "outbox",
];
const WITH_UPDATED_AT = new Set([
  "tyres",
  "appointments",
  "services",
  "reservations",
  "blog_posts",
  "shop_settings",
  '"user"',
  "account",
  "customers",
  "vehicles",
  "verifactu_settings",
]);

let t: TestDatabase;
let clerkCookie = "";
let counterCookie = "";
let adminCookie = "";
/** The forms posted to every action: the base ones and, once the users exist, those naming them. */
let FORMS: Record<string, string>[] = [];

async function counts() {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    // Besides the count and the latest change, a digest of every row's content, so an update that
    // leaves no updated_at (a day reopened, a customer erased) is seen too. Sessions: only counted.
    const digest = table === "session" ? "''" : `coalesce(md5(string_agg(r::text, '|' order by r::text)), '')`;
    const r = await t.db.execute(
      sql.raw(
        `select count(*)::text || '/' || ${digest} as n, coalesce(max(${WITH_UPDATED_AT.has(table) ? "updated_at::text" : "'x'"}), '') as m from ${table} r`,
      ),
    );
    const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: string; m: string }[];
    out[table] = `${rows[0]!.n}/${rows[0]!.m}`;
  }
  const tyres = await t.db.execute(sql`select string_agg(id || ':' || status || ':' || quantity, ',' order by id) as s from tyres`);
  out.tyreStates = ((Array.isArray(tyres) ? tyres : (tyres as { rows: unknown[] }).rows) as { s: string }[])[0]!.s;
  return out;
}

async function sessionCookie(email: string, password: string) {
  const auth = createAuth(t.db, { secret: "matrix-secret-matrix-secret-0123456789ab", baseURL: ORIGIN });
  const res = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Outcome = { status: number; location: string | null; body: string };

/** A Response, or data(body, { status }) as an action returns it (a reply) or a route throws it (a 404, a 405). */
async function answered(r: unknown): Promise<Outcome | null> {
  if (r instanceof Response) return { status: r.status, location: r.headers.get("location"), body: await r.text() };
  const d = r as { type?: string; data?: unknown; init?: { status?: number } } | null;
  if (d?.type === "DataWithResponseInit") return { status: d.init?.status ?? 200, location: null, body: JSON.stringify(d.data ?? null) };
  return null;
}

async function outcome(fn: () => unknown): Promise<Outcome> {
  let r: unknown;
  try {
    r = await fn();
  } catch (e) {
    const thrown = await answered(e);
    if (thrown) return thrown;
    throw e;
  }
  return (await answered(r)) ?? { status: 200, location: null, body: JSON.stringify(r ?? null) };
}

const BASE_FORMS: Record<string, string>[] = [
  { intent: "add", brand: "Evil", width: "205", aspect: "55", rim: "16", loadIndex: "91", speedRating: "V", quantity: "1" },
  { intent: "status", id: "T00001", status: "sold" },
  { intent: "duplicate", id: "T00001" },
  { intent: "reserve", tyreId: "T00001", id: "T00001", clientName: "Mallory" },
  { intent: "cancel", id: "1" },
  { intent: "cancel-selected", id: "1" },
  { intent: "extend", id: "1" },
  { intent: "photo-add", photo: "not a file" },
  { intent: "photo-delete", photo: "1" },
  { intent: "photo-move", photo: "1", move: "cover" },
  { intent: "return", reason: "Mallory", refundMethod: "cash", "lines.0.itemId": "1", "lines.0.quantity": "1" },
  { customerName: "Mallory", paymentMethod: "cash", lines: JSON.stringify([{ tyreId: "T00001", quantity: 1 }]) },
  {
    customerName: "Mallory SL",
    customerTaxId: "B04123451",
    customerAddress: "Calle 1",
    paymentMethod: "cash",
    lines: JSON.stringify([{ tyreId: "T00001", quantity: 1 }]),
  },
  { intent: "save", title: "Evil", slug: "evil", language: "es", markdown: "<script>x</script>", status: "published", translationId: "1" },
  { intent: "preview", markdown: "# x" },
  // The service catalogue (/services): a new service, a price change of the first, retiring it.
  { intent: "save", code: "EVIL", nameEs: "Malo", nameEn: "Evil", unit: "job", pricing: "flat", price: "1.00" },
  { intent: "save", id: "1", code: "MONTAJE", nameEs: "Montaje", nameEn: "Fitting", unit: "job", pricing: "flat", price: "0.01" },
  { intent: "retire", id: "1" },
  { intent: "delete", id: "1" },
  // The agenda (/agenda): book for a phone customer, move, cancel, done, no-show.
  { intent: "book", job: "fit2", day: "2030-01-07", time: "10:00", name: "Mallory", phone: "+34 600 000 001" },
  { intent: "move", id: "1", day: "2030-01-07", time: "11:00" },
  { intent: "cancel", id: "1" },
  { intent: "done", id: "1" },
  { intent: "no-show", id: "1" },
  // The settings form, valid, with the shop renamed: saved by an admin, refused to anyone else.
  { ...settingsFormValues(DEFAULT_SHOP_SETTINGS), name: "Mallory's tyres", version: "1" },
  // Staff accounts (/staff) and the own account (/account); the ids are added once the users exist.
  { intent: "add", email: "mallory@evil.test", name: "Mallory", password: "mallory-pass-1", role: "owner" },
  { intent: "two-factor-start", password: "clerk-pass-123" },
  { intent: "two-factor-confirm", code: "123456" },
  { intent: "two-factor-disable", password: "clerk-pass-123" },
  { currentPassword: "clerk-pass-123", newPassword: "mallory-pass-1", confirmPassword: "mallory-pass-1" },
  // A customer's page (/customers/:id): edit, a vehicle, merge, erase.
  { intent: "save", id: "1", name: "Mallory", phone: "600000000" },
  { intent: "vehicle", id: "1", plate: "6666 EVL" },
  { intent: "merge", id: "1", into: "2" },
  { intent: "erase", id: "1" },
  { intent: "consent", id: "1", email: "on", phone: "on", source: "counter" },
  { intent: "itv", id: "1", vehicleId: "1", itvDueOn: "2030-01-07" },
  // "To contact" (/reminders): build today's list, mark a reminder done.
  { intent: "build" },
  // VERI*FACTU (/invoices/records): turn sending on, a certificate, send a record again.
  { intent: "verifactu-settings", taxpayerKind: "company", environment: "production", sendingEnabled: "on" },
  { intent: "verifactu-certificate", certificate: "not a file", password: "x" },
  { intent: "verifactu-resend", id: "1" },
  // The import (/import): apply a preview; the reprice (/inventory/reprice): preview and apply.
  { intent: "apply", previewId: "00000000-0000-4000-8000-000000000000" },
  // The end of day (/end-of-day): close today's till, reopen a day.
  { intent: "close", day: "2026-01-05", openingFloat: "100.00", countedCash: "100.00", cardTerminal: "", notes: "" },
  { intent: "reopen", day: "2026-01-05", reason: "Recount" },
  // The invoice page: e-mail the invoice, a full invoice in place of it, cancel it (the owner's).
  { intent: "email", to: "mallory@evil.test", locale: "es" },
  {
    intent: "replace",
    invoices: "1",
    otherNumbers: "",
    customerName: "Mallory SL",
    customerTaxId: "B04123451",
    customerAddress: "Calle 1",
  },
  { intent: "cancel", reason: "Mallory" },
  // Settings: remove the demo data.
  { confirm: "yes" },
  // "We can get it" requests (/requests): marking one answered.
  { id: "1", status: "answered" },
  { intent: "apply", mode: "set", value: "1", rounding: "none", filter: "" },
];

function request(method: "GET" | "POST", path: string, cookie: string, body?: Record<string, string>) {
  const headers = new Headers({ origin: ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return new Request(ORIGIN + path, { method, headers, body: body ? new URLSearchParams(body) : undefined });
}

const ROUTES: { id: string; path: string; file: string; permission: Permission }[] = [
  // The layout lets every staff role in (each screen then checks its own permission).
  { id: "staff.layout", path: "/dashboard", file: "routes/staff/layout.tsx", permission: "account" },
  ...STAFF_ROUTES,
];
const concrete = (p: string) => p.replace(":id", "1");

// Which route modules have an action, known before the tests are made: a POST test of a route
// without one is listed as skipped, saying why, rather than passing without asserting anything.
const WITH_ACTION = new Set(
  (await Promise.all(ROUTES.map(async (r) => ((await moduleFor(r.file)).action ? r.file : null)))).filter((f) => f !== null),
);
/** A test of a route's action, or, for a route without one, the same test skipped with the reason in its name. */
function itPosts(route: { file: string }, name: string, test: () => Promise<void>) {
  if (WITH_ACTION.has(route.file)) it(name, test);
  else it.skip(`${name} (skipped: no action, React Router answers 405 itself)`, test);
}

const CLOSED_DAY = "2026-01-05";
const TYRE_FORM = {
  brand: "Owned",
  width: "205",
  aspect: "55",
  rim: "16",
  loadIndex: "91",
  speedRating: "V",
  quantity: "2",
  unitPrice: "45.00",
};
const es = staffMessages("es");

/**
 * What the counter may not do on a screen it may open: every owner-only intent or field of those
 * screens' actions (a finer right of the permission table, or a field only a role with another
 * permission is shown). The counter's post is refused with 403 and changes nothing; the owner's
 * same post goes through and changes something, so the refusal is the role's, not a broken form.
 */
const OWNER_ONLY: { what: string; permission: Permission; path: string; file: string; form: Record<string, string>; says: string }[] = [
  {
    what: "reopening a closed day",
    permission: "endOfDay.reopen",
    path: "/end-of-day",
    file: "routes/staff/end-of-day.tsx",
    form: { intent: "reopen", day: CLOSED_DAY, reason: "Recount" },
    says: es.endOfDay.askTheOwner,
  },
  {
    what: "erasing a customer",
    permission: "customers.erase",
    path: "/customers/3",
    file: "routes/staff/customer.tsx",
    form: { intent: "erase", id: "3" },
    says: ASK_THE_OWNER,
  },
  {
    what: "cancelling an invoice issued in error",
    permission: "invoices.cancel",
    // The invoice's id is set once it is issued (beforeAll below).
    path: "/invoices/0",
    file: "routes/staff/invoice.tsx",
    form: { intent: "cancel", reason: "Issued in error" },
    says: es.invoices.cancel.askTheOwner,
  },
  {
    what: "a discount above the counter's limit (10 %) at the till",
    permission: "sell.discount",
    path: "/checkout",
    file: "routes/staff/checkout.tsx",
    form: {
      customerName: "Juan",
      lines: JSON.stringify([{ tyreId: "T0DSC1", quantity: 1, discount: { kind: "percent", value: 2000, reason: "Regular" } }]),
    },
    says: "por encima de tu límite (10 %)",
  },
  {
    what: "changing a tyre's cost price",
    permission: "reprice",
    path: "/inventory",
    file: "routes/staff/inventory.tsx",
    form: { intent: "edit", id: "T0OWN", ...TYRE_FORM, costPrice: "1.00" },
    says: es.inventory.costIsTheOwners,
  },
  {
    what: "giving a new tyre a cost price",
    permission: "reprice",
    path: "/inventory",
    file: "routes/staff/inventory.tsx",
    form: { intent: "add", ...TYRE_FORM, costPrice: "1.00" },
    says: es.inventory.costIsTheOwners,
  },
];

/** Let in: anything but a refusal (401, 403) or being sent to sign in / away from the back-office. */
function letIn(r: { status: number; location: string | null }): boolean {
  if (r.status === 401 || r.status === 403) return false;
  return !(r.location === "/" || r.location?.startsWith("/login"));
}

describe.each(TEST_BACKENDS)("staff authorization on %s", (backend) => {
  beforeAll(async () => {
    t = await createTestDatabase(backend);
    FORMS = [...BASE_FORMS];
    const auth = createAuth(t.db, { secret: "matrix-secret-matrix-secret-0123456789ab", baseURL: ORIGIN });
    setTestDatabase(t);
    setTestAuth(auth);
    await createUser(auth, t.db, { email: "clerk@shop.test", password: "clerk-pass-123" });
    await createUser(auth, t.db, { email: "boss@shop.test", password: "boss-pass-123", admin: true });
    await createUser(auth, t.db, { email: "counter@shop.test", password: "counter-pass-1", role: "counter" });
    clerkCookie = await sessionCookie("clerk@shop.test", "clerk-pass-123");
    counterCookie = await sessionCookie("counter@shop.test", "counter-pass-1");
    const ids = await t.db.execute(sql`select id from "user" order by email`);
    for (const { id } of (Array.isArray(ids) ? ids : (ids as { rows: unknown[] }).rows) as { id: string }[]) {
      for (const intent of ["reset-password", "deactivate", "reactivate", "two-factor-off"])
        FORMS.push({ intent, id, password: "mallory-pass-1" });
      for (const role of ["owner", "counter", "none"]) FORMS.push({ intent: "set-role", id, role });
    }
    adminCookie = await sessionCookie("boss@shop.test", "boss-pass-123");
    await insertTyre(t.db, { id: "T00001", brand: "Michelin", quantity: 4 });
    await t.db.execute(sql`insert into reservations (tyre_id, client_name) values ('T00001', 'Alice')`);
    await t.db.execute(sql`insert into customers (id, name, phone, phone_key) values (1, 'Alice Customer', '611 222 333', '34611222333')`);
    await t.db.execute(sql`insert into customers (id, name) values (2, 'Bob Customer')`);
    await t.db.execute(sql`insert into vehicles (customer_id, plate, plate_key) values (1, '1234 ABC', '1234ABC')`);
    await t.db.execute(
      sql`insert into stock_requests (id, size, quantity, name, phone, locale) values (1, '275/40 R20', 4, 'Alice', '600111222', 'es')`,
    );
    await t.db.execute(
      sql`insert into blog_posts (id, slug, language, title, content, markdown) values (1, 'borrador', 'es', 'Borrador', 'x', 'x')`,
    );
  });

  afterAll(async () => {
    setTestDatabase(undefined);
    setTestAuth(undefined);
    await t?.close();
  });

  describe("staff authorization matrix (from app/routes.ts)", () => {
    it("the session cookies are real: the admin one opens the dashboard", async () => {
      const mod = await moduleFor("routes/staff/dashboard.tsx");
      const r = await outcome(() =>
        mod.loader!({ request: request("GET", "/dashboard", adminCookie), params: {}, context: routeContext() }),
      );
      expect(r.status).toBe(200);
    });

    for (const who of ["anonymous", "no role"] as const) {
      for (const route of ROUTES) {
        it(`${who}: GET ${route.path} is redirected and shows no stock`, async () => {
          const mod = await moduleFor(route.file);
          expect(mod.loader, `${route.file} has a loader`).toBeTypeOf("function");
          const cookie = who === "anonymous" ? "" : clerkCookie;
          const before = await counts();
          const r = await outcome(() =>
            mod.loader!({ request: request("GET", concrete(route.path), cookie), params: { id: "1" }, context: routeContext() }),
          );
          expect(r.status, route.path).toBe(302);
          expect(r.location, route.path).toBe(who === "anonymous" ? `/login?redirectTo=${encodeURIComponent(concrete(route.path))}` : "/");
          expect(r.body).not.toMatch(/Michelin|T00001|Alice|Borrador|1234 ABC/);
          expect(await counts()).toEqual(before);
        });

        itPosts(route, `${who}: POST ${route.path} is refused (${who === "anonymous" ? 401 : 403}) and changes nothing`, async () => {
          const mod = await moduleFor(route.file);
          const cookie = who === "anonymous" ? "" : clerkCookie;
          const before = await counts();
          for (const form of FORMS) {
            const r = await outcome(() =>
              mod.action!({ request: request("POST", concrete(route.path), cookie, form), params: { id: "1" }, context: routeContext() }),
            );
            expect(r.status, `${route.path} ${form.intent ?? "sale"}`).toBe(who === "anonymous" ? 401 : 403);
            expect(r.body).not.toMatch(/Michelin|T00001|Alice|Borrador/);
          }
          expect(await counts()).toEqual(before);
        });
      }
    }
  });

  describe("staff authorization matrix: the counter and the owner, from the permission table", () => {
    for (const route of ROUTES) {
      const allowed = can("counter", route.permission);
      if (allowed) {
        it(`counter: GET ${route.path} opens (permission ${route.permission})`, async () => {
          const mod = await moduleFor(route.file);
          const r = await outcome(() =>
            mod.loader!({ request: request("GET", concrete(route.path), counterCookie), params: { id: "1" }, context: routeContext() }),
          );
          expect(letIn(r), `${route.path}: ${r.status} ${r.location}`).toBe(true);
        });
        itPosts(route, `counter: POST ${route.path} passes the access check`, async () => {
          const mod = await moduleFor(route.file);
          const r = await outcome(() =>
            mod.action!({
              request: request("POST", concrete(route.path), counterCookie, { intent: "no-such-intent" }),
              params: { id: "1" },
              context: routeContext(),
            }),
          );
          expect(letIn(r), `${route.path}: ${r.status} ${r.body}`).toBe(true);
        });
      } else {
        it(`counter: GET ${route.path} is "ask the owner" (403) and shows nothing`, async () => {
          const mod = await moduleFor(route.file);
          const before = await counts();
          const r = await outcome(() =>
            mod.loader!({ request: request("GET", concrete(route.path), counterCookie), params: { id: "1" }, context: routeContext() }),
          );
          expect(r.status, route.path).toBe(403);
          expect(r.body).toBe(ASK_THE_OWNER);
          expect(await counts()).toEqual(before);
        });
        itPosts(route, `counter: POST ${route.path} is refused (403) and changes nothing`, async () => {
          const mod = await moduleFor(route.file);
          const before = await counts();
          for (const form of FORMS) {
            const r = await outcome(() =>
              mod.action!({
                request: request("POST", concrete(route.path), counterCookie, form),
                params: { id: "1" },
                context: routeContext(),
              }),
            );
            expect(r.status, `${route.path} ${form.intent ?? "sale"}`).toBe(403);
            expect(r.body).toBe(ASK_THE_OWNER);
          }
          expect(await counts()).toEqual(before);
        });
      }
      it(`owner: GET ${route.path} passes the access check`, async () => {
        const mod = await moduleFor(route.file);
        const get = await outcome(() =>
          mod.loader!({ request: request("GET", concrete(route.path), adminCookie), params: { id: "1" }, context: routeContext() }),
        );
        expect(letIn(get), `${route.path}: ${get.status} ${get.location}`).toBe(true);
      });
      itPosts(route, `owner: POST ${route.path} passes the access check`, async () => {
        const mod = await moduleFor(route.file);
        const post = await outcome(() =>
          mod.action!({
            request: request("POST", concrete(route.path), adminCookie, { intent: "no-such-intent" }),
            params: { id: "1" },
            context: routeContext(),
          }),
        );
        expect(letIn(post), `${route.path}: ${post.status} ${post.body}`).toBe(true);
      });
    }

    it("the counter may open and edit a customer but not erase one: the erase is refused (403) and changes nothing", async () => {
      const mod = await moduleFor("routes/staff/customer.tsx");
      const before = await counts();
      const r = await outcome(() =>
        mod.action!({
          request: request("POST", "/customers/1", counterCookie, { intent: "erase", id: "1" }),
          params: { id: "1" },
          context: routeContext(),
        }),
      );
      expect(r.status).toBe(403);
      expect(r.body).toBe(ASK_THE_OWNER);
      expect(await counts()).toEqual(before);
      const page = (await mod.loader!({
        request: request("GET", "/customers/1", counterCookie),
        params: { id: "1" },
        context: routeContext(),
      })) as {
        customer: { name: string };
        canErase: boolean;
      };
      expect(page).toMatchObject({ customer: { name: "Alice Customer" }, canErase: false });
    });

    it("the counter's dashboard has the stock figures and no revenue; the owner's has both; both have the quotes'", async () => {
      const mod = await moduleFor("routes/staff/dashboard.tsx");
      const load = async (cookie: string) =>
        (await mod.loader!({ request: request("GET", "/dashboard", cookie), params: {}, context: routeContext() })) as {
          cards: Record<string, number>;
          quotes: { open: { count: number }; accepted: { count: number }; answered: number } | null;
        };
      const counter = await load(counterCookie);
      expect(Object.keys(counter.cards)).toEqual(["totalTyresInStock"]);
      expect(counter.cards.totalTyresInStock).toBe(4);
      const owner = await load(adminCookie);
      expect(owner.cards).toMatchObject({ totalTyresInStock: 4, valueSoldCents: 0 });
      expect(owner.cards.remainingStockValueCents).toBeGreaterThan(0);
      // Both roles may work on quotes (app/domain/permissions.ts), so both see their figures.
      for (const page of [counter, owner])
        expect(page.quotes).toMatchObject({ open: { count: expect.any(Number) }, answered: expect.any(Number) });
    });

    it("cost prices are the owner's: the counter's inventory never carries one, and the counter's edit keeps the stored cost", async () => {
      const tyre = await insertTyre(t.db, { id: "T0COST", brand: "Costly", costEur: "31.50" });
      const mod = await moduleFor("routes/staff/inventory.tsx");
      const costOf = async (cookie: string) => {
        const page = (await mod.loader!({
          request: request("GET", "/inventory?q=Costly", cookie),
          params: {},
          context: routeContext(),
        })) as {
          tyres: { id: string; costEur: string | null }[];
          mayReprice: boolean;
        };
        return { cost: page.tyres.find((x) => x.id === tyre.id)?.costEur, mayReprice: page.mayReprice };
      };
      expect(await costOf(counterCookie)).toEqual({ cost: null, mayReprice: false });
      expect(await costOf(adminCookie)).toEqual({ cost: "31.50", mayReprice: true });
      const form = { intent: "edit", id: tyre.id, brand: "Costly", width: "205", aspect: "55", rim: "16", loadIndex: "91" };
      const edit = (cookie: string, costPrice?: string) =>
        outcome(() =>
          mod.action!({
            request: request("POST", "/inventory", cookie, {
              ...form,
              speedRating: "V",
              quantity: "4",
              unitPrice: "45.00",
              ...(costPrice === undefined ? {} : { costPrice }),
            }),
            params: {},
            context: routeContext(),
          }),
        );
      // The counter's form has no cost field: its edit goes through and the stored cost stays; a
      // forged cost field is refused whole.
      expect((await edit(counterCookie, "1.00")).status).toBe(403);
      expect((await edit(counterCookie)).status).toBe(200);
      const after = await t.db.execute(sql`select cost_eur, unit_price_eur from tyres where id = ${tyre.id}`);
      const row = (
        (Array.isArray(after) ? after : (after as { rows: unknown[] }).rows) as { cost_eur: string; unit_price_eur: string }[]
      )[0]!;
      expect(row).toEqual({ cost_eur: "31.50", unit_price_eur: "45.00" });
      expect((await edit(adminCookie, "29.00")).status).toBe(200);
      expect((await costOf(adminCookie)).cost).toBe("29.00");
    });
  });

  describe("staff authorization matrix: the owner-only actions of the screens the counter may open", () => {
    beforeAll(async () => {
      await insertTyre(t.db, { id: "T0OWN", brand: "Owned", costEur: "20.00" });
      await insertTyre(t.db, { id: "T0DSC1", brand: "Discounted", quantity: 2 });
      await insertTyre(t.db, { id: "T0SOLD", brand: "Sold", quantity: 2 });
      const sale = await createSale(t.db, {
        customerName: "Ann",
        vehicleReg: null,
        paymentMethod: "cash",
        notes: null,
        lines: [{ tyreId: "T0SOLD", quantity: 1 }],
      });
      OWNER_ONLY.find((o) => o.permission === "invoices.cancel")!.path = `/invoices/${sale.id}`;
      // The fixture's T00001 was written by hand: the owner's new tyre takes the next code after it.
      await t.db.execute(sql`select setval('tyre_code_seq', 100)`);
      await t.db.execute(sql`insert into customers (id, name) values (3, 'Eve Erasable')`);
      await t.db.execute(
        sql`insert into day_closings (day, z_year, z_seq, z_number, opening_float_eur, expected_cash_eur, counted_cash_eur, difference_eur, figures, closed_at, closed_by)
            values (${CLOSED_DAY}, 2026, 1, 'Z-2026-0001', 100, 100, 100, 0, '{}'::jsonb, now(), 'boss@shop.test')`,
      );
      await t.db.execute(
        sql`insert into day_closing_revisions (day, revision, z_number, opening_float_eur, expected_cash_eur, counted_cash_eur, difference_eur, figures, closed_at, closed_by)
            values (${CLOSED_DAY}, 1, 'Z-2026-0001', 100, 100, 100, 0, '{}'::jsonb, now(), 'boss@shop.test')`,
      );
    });

    it("lists every finer right the counter lacks on a screen it may open", () => {
      const finer = PERMISSIONS.filter((p) => p.includes(".") && !can("counter", p) && can("counter", p.split(".")[0] as Permission));
      expect(finer.filter((p) => !OWNER_ONLY.some((o) => o.permission === p))).toEqual([]);
      for (const o of OWNER_ONLY) {
        const screen = ROUTES.find((r) => r.file === o.file)!;
        expect(can("counter", screen.permission), `${o.what}: the counter opens ${o.path}`).toBe(true);
        expect(can("counter", o.permission), o.what).toBe(false);
      }
    });

    for (const o of OWNER_ONLY) {
      it(`counter: ${o.what} is refused (403) and changes nothing; the owner's same post goes through`, async () => {
        const mod = await moduleFor(o.file);
        const post = (cookie: string) =>
          outcome(() =>
            mod.action!({
              request: request("POST", o.path, cookie, o.form),
              params: { id: o.path.split("/")[2] },
              context: routeContext(),
            }),
          );
        const before = await counts();
        const refused = await post(counterCookie);
        expect(refused.status, `${o.what}: ${refused.body}`).toBe(403);
        expect(refused.body, o.what).toContain(o.says);
        expect(await counts(), o.what).toEqual(before);
        const done = await post(adminCookie);
        expect(done.status, `${o.what}: ${done.body}`).toBe(200);
        expect(await counts(), o.what).not.toEqual(before);
      });
    }
  });
});
