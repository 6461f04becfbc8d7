// The back-office's refusals that come from below a screen (asking for the password again, the
// demo data, the outbox, uploaded images) reach a Spanish account in Spanish and an English
// account in today's exact English, on both databases.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { user as userTable } from "~db/schema";
import { staffMessages } from "~/i18n/staff";
import { action as agendaAction } from "~/routes/staff/agenda";
import { action as backupAction } from "~/routes/staff/backup";
import { action as demoDataAction } from "~/routes/staff/demo-data";
import { action as mailAction } from "~/routes/staff/mail";
import { action as staffAction } from "~/routes/staff/staff";
import { action as tyrePhotosAction } from "~/routes/staff/tyre-photos";
import { action as verifactuAction } from "~/routes/staff/verifactu";
import { confirmIdentity } from "~/server/auth/confirm-identity.server";
import { removeDemoData } from "~/server/demo-data.server";
import { takeFlash } from "~/server/auth/flash.server";
import { type ImageRejectedError, inspectImage } from "~/server/infra/images.server";
import { resendFailedMail } from "~/server/mail/outbox.server";
import { getUser, type SessionUser } from "~/server/auth/session.server";
import { TEST_BACKENDS } from "../helpers/db";
import { adminSuite, routeOutcome } from "../helpers/staff-session";
import { routeContext } from "../helpers/route-context";
import { testAuth } from "../helpers/test-shop";

const ORIGIN = "http://127.0.0.1:3000";
const SECRET = "refusals-secret-refusals-secret-0123456789";
const es = staffMessages("es");
const en = staffMessages("en");
const context = routeContext({ clientIp: "10.7.0.1", cspNonce: "", origin: "http://shop.test" });

describe.each(TEST_BACKENDS)("back-office refusals in the account's language on %s", (backend) => {
  const app = adminSuite(backend, { origin: ORIGIN, secret: SECRET });
  const request = (path: string, body?: Record<string, string>) =>
    new Request(`${ORIGIN}${path}`, {
      method: body ? "POST" : "GET",
      headers: { origin: ORIGIN, cookie: app.cookie },
      body: body ? new URLSearchParams(body) : undefined,
    });
  const signedIn = async () => (await getUser({ request: request("/"), context: routeContext() }))!;
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
    expect(await confirmIdentity(app.db, testAuth(), boss, wrong, "10.7.1.1", en)).toMatchObject({
      status: 401,
      message: "The password is not right",
      fieldErrors: { confirmPassword: "The password is not right" },
    });
    expect(await confirmIdentity(app.db, testAuth(), boss, wrong, "10.7.1.2", es)).toMatchObject({
      status: 401,
      message: "La contraseña no es correcta",
      fieldErrors: { confirmPassword: "La contraseña no es correcta" },
    });
    const empty = await confirmIdentity(app.db, testAuth(), boss, form({}), "10.7.1.3", es);
    expect(empty).toMatchObject({ status: 400, fieldErrors: { confirmPassword: es.login.fields.enterPassword } });
    expect(en.identity).toEqual({
      wrongPassword: "The password is not right",
      wrongCode: "That code is not right: type the one the app shows now",
      usedCode: "That code was used already: wait for the next one",
      enterCode: "Enter the 6-digit code from the app",
      tooManyChecks: "Too many wrong passwords or codes. Please wait 15 minutes and try again.",
    });
  });

  it("a change to an owner's account and a backup download refuse a wrong password in Spanish", async () => {
    await speak("es");
    const boss = await signedIn();
    const changed = await routeOutcome<{ message: string }>(() =>
      staffAction({
        request: request("/staff", { intent: "deactivate", id: boss.id, confirmPassword: "not-the-password" }),
        params: {},
        context: routeContext({ clientIp: "10.7.2.1" }),
      } as never),
    );
    expect(changed.status).toBe(401);
    expect(changed.data?.message).toBe("La contraseña no es correcta");
    const backup = await routeOutcome(() =>
      backupAction({
        request: request("/backup", { confirmPassword: "not-the-password" }),
        params: {},
        context: routeContext({ clientIp: "10.7.2.2" }),
      } as never),
    );
    expect(backup.status).toBe(303);
    const flash = await takeFlash(testAuth(), new Request(ORIGIN, { headers: { cookie: backup.setCookies[0]!.split(";")[0]! } }));
    expect(flash.flash?.message).toBe("No hay copia: La contraseña no es correcta");
  });

  it("a backup that is not kept, the demo data already gone and a message that did not fail say so in Spanish", async () => {
    await speak("es");
    const call = <T>(run: (args: never) => unknown, path: string, body: Record<string, string>, clientIp = "10.7.0.1") =>
      routeOutcome<T>(() => run({ request: request(path, body), params: {}, context: routeContext({ clientIp }) } as never));
    const missing = "tyre-shop-2020-01-01-0300.tyrebackup";
    const backup = await call(backupAction, "/backup", { confirmPassword: "boss-pass-123", name: missing }, "10.7.3.1");
    const flash = await takeFlash(testAuth(), new Request(ORIGIN, { headers: { cookie: backup.setCookies[0]!.split(";")[0]! } }));
    expect(flash.flash?.message).toBe(`No hay ninguna copia llamada ${missing}`);
    const demo = await call<{ message: string }>(demoDataAction, "/settings/demo-data", { confirm: "yes" });
    expect(demo.status).toBe(409);
    expect(demo.data?.message).toBe("No se han podido borrar los datos de demostración: No queda ningún dato de demostración que quitar");
    const notFailed = await call<{ message: string }>(mailAction, "/mail", { id: "987654" });
    expect(notFailed.status).toBe(409);
    expect(notFailed.data?.message).toMatch(/: Ese mensaje no es uno fallido \(ya se envió, ya está en cola otra vez o no existe\)$/);
    const unknown = await call<{ message: string }>(mailAction, "/mail", { id: "nope" });
    expect(unknown.data?.message).toBe("No se ha podido volver a enviar: Mensaje desconocido");
  });

  it("an English account reads today's words, from the English area of the staff catalogue", async () => {
    await expect(removeDemoData(app.db, { id: null, label: "test" })).rejects.toThrow("There is no demo data to remove");
    await expect(resendFailedMail(app.db, { id: null, label: "test" }, 987654)).rejects.toThrow(
      "That message is not a failed one (already sent, queued again or unknown)",
    );
    const notFailed = await resendFailedMail(app.db, { id: null, label: "test" }, 987654).catch((e) => e);
    expect(notFailed.in(es).message).toBe("Ese mensaje no es uno fallido (ya se envió, ya está en cola otra vez o no existe)");
    expect(en.settings.demo.noDemoData).toBe("There is no demo data to remove");
    expect(en.mail.resend).toEqual({
      unknown: "Unknown message",
      notFailed: "That message is not a failed one (already sent, queued again or unknown)",
    });
    expect(en.settings.backup.noSuchBackup("tyre-shop-2020-01-01-0300.tyrebackup")).toBe(
      "There is no backup called tyre-shop-2020-01-01-0300.tyrebackup",
    );
    expect(en.settings.backup.notMade("pg_dump failed (exit 1)")).toBe("pg_dump failed (exit 1)");
    expect(en.image.empty).toBe("The file is empty (0 bytes).");
    expect(en.image.tooLarge(11, 10)).toBe("The image is 11 MB; at most 10 MB is accepted.");
  });

  it("the records screen refuses a file that is no certificate, sending without one and a record that is not rejected in Spanish", async () => {
    await speak("es");
    const call = (body: FormData) =>
      routeOutcome<{ message: string; fieldErrors?: Record<string, string> }>(() =>
        verifactuAction({
          request: new Request(`${ORIGIN}/invoices/records`, { method: "POST", headers: { origin: ORIGIN, cookie: app.cookie }, body }),
          params: {},
          context,
        } as never),
      );
    const form = (fields: Record<string, string | Blob>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const notACertificate = await call(
      form({ intent: "verifactu-certificate", password: "secreto", certificate: new File(["hola"], "cert.p12") }),
    );
    expect(notACertificate.status).toBe(400);
    expect(notACertificate.data?.message).toBe(es.verifactu.refusals.notPkcs12);
    expect(notACertificate.data?.message).toMatch(/^Ese archivo no es un certificado PKCS#12/);
    const sending = await call(form({ intent: "verifactu-settings", taxpayerKind: "company", environment: "test", sendingEnabled: "on" }));
    expect(sending.status).toBe(409);
    expect(sending.data?.message).toBe("Sube el certificado de la tienda antes de activar el envío");
    const resend = await call(form({ intent: "verifactu-resend", id: "987654" }));
    expect(resend.status).toBe(409);
    expect(resend.data?.message).toContain(es.verifactu.refusals.notRejected);
    // English accounts read today's words, from the English area of the staff catalogue.
    expect(en.verifactu.refusals).toMatchObject({
      chooseFile: "Choose the certificate file (.p12 or .pfx)",
      tooLarge: "That file is too large to be a certificate (.p12 or .pfx)",
      wrongPassword: "The password does not open this certificate",
      notPkcs12: "That file is not a PKCS#12 certificate (.p12 or .pfx) with its private key",
      noKey: "That file holds no certificate with its private key",
      uploadFirst: "Upload the shop's certificate before turning sending on",
      notRejected: "That record is not a rejected one (already queued again, accepted or unknown)",
    });
    expect(en.verifactu.refusals.expired("2026-01-31")).toBe("This certificate expired on 2026-01-31: renew it and upload the new one");
    expect(en.verifactu.refusals.notYetValid("2026-01-31")).toBe("This certificate is valid only from 2026-01-31");
    expect(en.verifactu.refusals.otherNif("A58818501", "B04123451")).toBe(
      "This certificate is for A58818501, not for the shop's NIF B04123451",
    );
    expect(en.verifactu.refusals.noNif("B04123451")).toBe(
      "This certificate names no NIF; the agency needs one for the shop's NIF B04123451",
    );
  });

  it("the agenda says an unknown appointment and a bad move in Spanish", async () => {
    await speak("es");
    const call = (body: Record<string, string>) =>
      routeOutcome<{ message: string; fieldErrors?: Record<string, string> }>(() =>
        agendaAction({ request: request("/agenda", body), params: {}, context } as never),
      );
    const gone = await call({ intent: "cancel", id: "987654" });
    expect(gone.status).toBe(404);
    expect(gone.data?.message).toMatch(/No existe esa cita$/);
    const bad = await call({ intent: "move", id: "987654", day: "mañana", time: "" });
    expect(bad.status).toBe(400);
    expect(bad.data?.fieldErrors).toMatchObject({ day: "Elige un día", time: "Elige una hora" });
  });

  it("the photo manager refuses a photo that is no row's in the account's language", async () => {
    const call = (body: Record<string, string>) =>
      routeOutcome<{ message: string }>(() =>
        tyrePhotosAction({ request: request("/inventory/T0001T/photos", body), params: { id: "T0001T" }, context } as never),
      );
    await speak("es");
    const refusedForms: Record<string, string>[] = [
      { intent: "photo-delete", photo: "no-es-un-número" },
      { intent: "photo-move", photo: "0", move: "cover" },
    ];
    for (const body of refusedForms) {
      const refused = await call(body);
      expect(refused.status).toBe(400);
      expect(refused.data?.message).toBe("Esa foto ya no está (¿borrada en otra ventana?).");
    }
    await speak("en");
    expect((await call({ intent: "photo-delete", photo: "-1" })).data?.message).toBe(
      "That photo is no longer there (deleted in another window?).",
    );
  });

  it("a refused image says why in the account's language, with the limits of what it was for", async () => {
    const refusal = (bytes: Uint8Array) =>
      inspectImage(bytes, { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 }).then(
        () => null,
        (e: ImageRejectedError) => e,
      );
    const big = (await refusal(new Uint8Array(11 * 1024 * 1024).fill(0xff)))!;
    expect(big.message).toBe("The image is 11 MB; at most 10 MB is accepted.");
    expect(big.in(es).message).toBe("La imagen ocupa 11 MB; se aceptan como mucho 10 MB.");
    expect(big.in(en).message).toBe(big.message);
    const broken = (await refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])))!;
    expect(broken.in(es).message).toBe("No se puede leer la imagen PNG (¿archivo dañado?).");
    expect(broken.in(en).message).toBe("The PNG image cannot be read (damaged file?).");
    expect((await refusal(new Uint8Array(0)))!.in(es).message).toBe("El archivo está vacío (0 bytes).");
  });
});
