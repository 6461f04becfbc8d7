// The one way an action reads its request body. A body over the route's limit is refused with 413
// before it is read (by its Content-Length) or as soon as it grows past the limit while it streams
// in (a chunked body has no Content-Length), so an anonymous 400 MB POST costs the server nothing.
// A body that is not a form is a 400. Both are thrown as responses the route's error view shows.
//
// A refused body that is only a little too large is read to its end and thrown away (never held),
// so the connection closes cleanly and the browser shows the 413 page. Past that allowance the
// server answers and closes at once; the client may then see a reset instead of the page, which
// is the price of not reading megabytes of junk.
import { data } from "react-router";

/** Every form but the CSV upload: a reservation, a sale or a sign-in is a few KB at most. */
export const FORM_BODY_LIMIT = 32 * 1024;

/** How much of a refused body is still read and discarded so that the 413 reaches the client. */
export const DISCARD_ALLOWANCE = 256 * 1024;

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  while (budget > 0) {
    const { done, value } = await reader.read();
    if (done) return;
    budget -= value.byteLength;
  }
}

/**
 * The body's bytes, or null when it is over `maxBytes` (declared or actually sent). Reading stops
 * at the limit: what the client sends after it is never held in memory.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declared)) return null;
  if (declared > maxBytes) {
    if (declared <= maxBytes + DISCARD_ALLOWANCE && request.body) {
      const reader = request.body.getReader();
      await discard(reader, declared);
      reader.releaseLock();
    }
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Read a little more and throw it away, then stop, but do not cancel: cancelling destroys
      // the socket before the 413 can be sent. Unread, the rest of the body is held back by TCP
      // flow control, not by our memory.
      await discard(reader, maxBytes + DISCARD_ALLOWANCE - size);
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * The request's form (urlencoded or multipart), at most `maxBytes` long, or why it was refused:
 * 413 over the limit, 400 when the body is not a form at all. For a screen that shows the refusal
 * itself (the CSV import); other actions use readFormData.
 */
export async function readForm(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; form: FormData } | { ok: false; status: 400 | 413 }> {
  const body = await readBodyLimited(request, maxBytes);
  if (!body) return { ok: false, status: 413 };
  try {
    const form = await new Response(body as BodyInit, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The request's form, at most `maxBytes` long; a refusal is thrown to the route's error view. */
export async function readFormData(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormData> {
  const read = await readForm(request, maxBytes);
  if (!read.ok) throw data(null, { status: read.status });
  return read.form;
}
