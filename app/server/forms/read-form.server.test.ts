import { describe, expect, it } from "vitest";
import { DISCARD_ALLOWANCE, FORM_BODY_LIMIT, readForm, readFormData } from "./read-form.server";

const form = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/x", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);

/** A body streamed in chunks with no Content-Length; counts how many chunks were pulled. */
function chunked(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled >= chunks) return c.close();
      pulled++;
      c.enqueue(new TextEncoder().encode("a".repeat(size)));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("readForm", () => {
  it("reads a form within the limit", async () => {
    const r = await readForm(form("name=Ana&phone=600"), FORM_BODY_LIMIT);
    expect(r.ok && r.form.get("name")).toBe("Ana");
  });

  it("refuses by Content-Length before reading anything", async () => {
    const body = chunked(1000, 1024);
    const r = await readForm(form(body.stream, { "content-length": String(1000 * 1024) }), FORM_BODY_LIMIT);
    expect(r).toEqual({ ok: false, status: 413 });
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a chunked body once it passes the limit and the discard allowance", async () => {
    const body = chunked(10_000, 1024);
    const r = await readForm(form(body.stream), FORM_BODY_LIMIT);
    expect(r).toEqual({ ok: false, status: 413 });
    expect(body.pulled()).toBeLessThan((FORM_BODY_LIMIT + DISCARD_ALLOWANCE) / 1024 + 4);
  });

  it("reads a body a little over the limit to its end, so the 413 reaches the client", async () => {
    const over = chunked(64, 1024);
    expect(await readForm(form(over.stream), FORM_BODY_LIMIT)).toEqual({ ok: false, status: 413 });
    expect(over.pulled()).toBe(64);
    const declared = chunked(40, 1024);
    expect(await readForm(form(declared.stream, { "content-length": String(40 * 1024) }), FORM_BODY_LIMIT)).toEqual({
      ok: false,
      status: 413,
    });
    expect(declared.pulled()).toBe(40);
  });

  it("answers 400 for a body that is not a form", async () => {
    expect(await readForm(form("{}", { "content-type": "application/json" }), FORM_BODY_LIMIT)).toEqual({ ok: false, status: 400 });
    expect(await readForm(form("x", { "content-type": "multipart/form-data; boundary=zz" }), FORM_BODY_LIMIT)).toEqual({
      ok: false,
      status: 400,
    });
  });

  it("readFormData throws the refusal as the route's response", async () => {
    await expect(readFormData(form("a=" + "x".repeat(FORM_BODY_LIMIT)))).rejects.toMatchObject({ init: { status: 413 } });
  });
});
