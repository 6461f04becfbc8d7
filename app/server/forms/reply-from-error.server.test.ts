import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../infra/logger.server";
import { staffMessages } from "~/i18n/staff";
import { Refusal } from "~/i18n/staff/refusal";
import { replyFromError, resultFromError, textFromError } from "./reply-from-error.server";

afterEach(() => vi.restoreAllMocks());

const t = staffMessages("en");
/** Words that read the same in every language: what the mapper does with them is under test here. */
const said = (text: string) => () => text;

describe("replyFromError", () => {
  it("answers each kind of refusal with its status and the message after what failed", () => {
    const cases = [
      ["not-found", 404],
      ["conflict", 409],
      ["refused", 409],
      ["invalid", 400],
      ["unavailable", 503],
    ] as const;
    for (const [kind, status] of cases) {
      const r = replyFromError(new Refusal(said("Reservation already collected"), { kind }), { failed: "Failed to cancel", log: "t", t });
      expect(r.init?.status).toBe(status);
      expect(r.data).toEqual({ ok: false, message: "Failed to cancel: Reservation already collected" });
    }
  });

  it("puts a refusal's message beside its field, unprefixed, and echoes the intent", () => {
    const { result, status } = resultFromError(new Refusal(said("That slug is taken"), { kind: "conflict", field: "slug" }), {
      t,
      failed: "Failed to save the post",
      intent: "save",
      log: "t",
    });
    expect(status).toBe(409);
    expect(result).toEqual({
      ok: false,
      intent: "save",
      message: "Failed to save the post: That slug is taken",
      fieldErrors: { slug: "That slug is taken" },
    });
  });

  it("gives an invalid refusal without a field the route's field, and no other kind", () => {
    const bad = resultFromError(new Refusal(said("Not an image"), { kind: "invalid" }), { log: "t", field: "photo", t });
    expect(bad.result.fieldErrors).toEqual({ photo: "Not an image" });
    const full = resultFromError(new Refusal(said("Six photos already"), { kind: "conflict" }), { log: "t", field: "photo", t });
    expect(full.result.fieldErrors).toBeUndefined();
  });

  it("logs any other error and answers 500 with the database's reason", () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    const e = Object.assign(new Error("query failed"), { cause: { message: "deadlock detected" } });
    const r = replyFromError(e, { failed: "Failed to save settings", log: "settings", t });
    expect(r.init?.status).toBe(500);
    expect(r.data).toEqual({ ok: false, message: "Failed to save settings: deadlock detected" });
    expect(log).toHaveBeenCalledWith({ part: "settings", err: e }, "[settings] Failed to save settings");
  });

  it("words a refusal from the catalogue in the reader's language, its field too; its message stays English", () => {
    const refusal = new Refusal((w) => w.inventory.refusals.held(2), { kind: "conflict", field: "quantity" });
    const es = staffMessages("es");
    const { result } = resultFromError(refusal, { failed: "No se ha guardado", log: "t", t: es });
    expect(result.message).toBe(`No se ha guardado: ${es.inventory.refusals.held(2)}`);
    expect(result.fieldErrors).toEqual({ quantity: es.inventory.refusals.held(2) });
    expect(es.inventory.refusals.held(2)).not.toBe(t.inventory.refusals.held(2));
    expect(refusal.message).toBe(t.inventory.refusals.held(2));
    expect(resultFromError(refusal, { log: "t", t }).result.message).toBe(t.inventory.refusals.held(2));
  });
});

describe("textFromError", () => {
  it("answers a refusal in plain text with its status and lets other errors through", async () => {
    const r = textFromError(new Refusal(said("The database is busy"), { kind: "unavailable" }), t);
    expect(r.status).toBe(503);
    expect(await r.text()).toBe("The database is busy");
    expect(() => textFromError(new Error("boom"), t)).toThrow("boom");
  });
});
