import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../infra/logger.server";
import { Refusal } from "~/lib/refusal";
import { replyFromError, resultFromError, textFromError } from "./reply-from-error.server";

afterEach(() => vi.restoreAllMocks());

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
      const r = replyFromError(new Refusal("Reservation already collected", { kind }), { failed: "Failed to cancel", log: "t" });
      expect(r.init?.status).toBe(status);
      expect(r.data).toEqual({ ok: false, message: "Failed to cancel: Reservation already collected" });
    }
  });

  it("puts a refusal's message beside its field, unprefixed, and echoes the intent", () => {
    const { result, status } = resultFromError(new Refusal("That slug is taken", { kind: "conflict", field: "slug" }), {
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
    const bad = resultFromError(new Refusal("Not an image", { kind: "invalid" }), { log: "t", field: "photo" });
    expect(bad.result.fieldErrors).toEqual({ photo: "Not an image" });
    const full = resultFromError(new Refusal("Six photos already", { kind: "conflict" }), { log: "t", field: "photo" });
    expect(full.result.fieldErrors).toBeUndefined();
  });

  it("logs any other error and answers 500 with the database's reason", () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    const e = Object.assign(new Error("query failed"), { cause: { message: "deadlock detected" } });
    const r = replyFromError(e, { failed: "Failed to save settings", log: "settings" });
    expect(r.init?.status).toBe(500);
    expect(r.data).toEqual({ ok: false, message: "Failed to save settings: deadlock detected" });
    expect(log).toHaveBeenCalledWith({ part: "settings", err: e }, "[settings] Failed to save settings");
  });
});

describe("textFromError", () => {
  it("answers a refusal in plain text with its status and lets other errors through", async () => {
    const r = textFromError(new Refusal("The database is busy", { kind: "unavailable" }));
    expect(r.status).toBe(503);
    expect(await r.text()).toBe("The database is busy");
    expect(() => textFromError(new Error("boom"))).toThrow("boom");
  });
});
