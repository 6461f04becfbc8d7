// The back-office's refusals that come from below a screen (asking for the password again, the
// demo data, the outbox, uploaded images) reach a Spanish account in Spanish and an English
// account in today's exact English, on both databases.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { user as userTable } from "~db/schema";
import { IDENTITY_MESSAGES } from "~/domain/staff-accounts";
import { staffMessages } from "~/i18n/staff";
import { action as backupAction } from "~/routes/staff/backup";
import { action as staffAction } from "~/routes/staff/staff";
import { confirmIdentity } from "~/server/confirm-identity.server";
import { takeFlash } from "~/server/flash.server";
import { getUser, type SessionUser } from "~/server/session.server";
import { TEST_BACKENDS } from "../helpers/db";
import { adminSuite, routeOutcome } from "../helpers/staff-session";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "refusals-secret-refusals-secret-0123456789";
const es = staffMessages("es");
const en = staffMessages("en");
const context = { clientIp: "10.7.0.1", cspNonce: "", origin: "http://shop.test" };

describe.each(TEST_BACKENDS)("back-office refusals in the account's language on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });
  const request = (path: string, body?: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, {
      method: body ? "POST" : "GET",
      headers: { origin: ORIGIN, cookie: app.cookie },
      body: body ? new URLSearchParams(body) : undefined,
    });
  const signedIn = async () => (await getUser(request("/")))!;
  const speak = (language: "es" | "en") => app.db.update(userTable).set({ language }).where(eq(userTable.email, "boss@shop.test"));
  afterEach(() => speak("en"));

  it("asking for the password again says why it refused in the account's language", async () => {
    const boss: SessionUser = await signedIn();
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const wrong = form({ confirmPassword: "not-the-password" });
    expect(await confirmIdentity(app.db, boss, wrong, "10.7.1.1")).toMatchObject({
      status: 401,
      message: "The password is not right",
      fieldErrors: { confirmPassword: "The password is not right" },
    });
    expect(await confirmIdentity(app.db, boss, wrong, "10.7.1.2", es.identity, es.login.fields)).toMatchObject({
      status: 401,
      message: "La contraseña no es correcta",
      fieldErrors: { confirmPassword: "La contraseña no es correcta" },
    });
    const empty = await confirmIdentity(app.db, boss, form({}), "10.7.1.3", es.identity, es.login.fields);
    expect(empty).toMatchObject({ status: 400, fieldErrors: { confirmPassword: es.login.fields.enterPassword } });
    expect(en.identity).toBe(IDENTITY_MESSAGES);
  });

  it("a change to an owner's account and a backup download refuse a wrong password in Spanish", async () => {
    await speak("es");
    const boss = await signedIn();
    const changed = await routeOutcome<{ message: string }>(() =>
      staffAction({
        request: request("/staff", { intent: "deactivate", id: boss.id, confirmPassword: "not-the-password" }),
        params: {},
        context: { ...context, clientIp: "10.7.2.1" },
      } as never),
    );
    expect(changed.status).toBe(401);
    expect(changed.data?.message).toBe("La contraseña no es correcta");
    const backup = await routeOutcome(() =>
      backupAction({
        request: request("/backup", { confirmPassword: "not-the-password" }),
        params: {},
        context: { ...context, clientIp: "10.7.2.2" },
      } as never),
    );
    expect(backup.status).toBe(303);
    const flash = await takeFlash(new Request(ORIGIN, { headers: { cookie: backup.setCookies[0]!.split(";")[0]! } }));
    expect(flash.flash?.message).toBe("No hay copia: La contraseña no es correcta");
  });
});
