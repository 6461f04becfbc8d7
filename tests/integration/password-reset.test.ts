// Password reset from the command line (npm run user:add -- --reset): the new password works, the
// old one no longer does, and every existing session of the user is signed out at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth, createUser, resetPassword, UserNotFoundError } from "~/server/auth/auth.server";
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from "../helpers/db";

const ORIGIN = "http://shop.test";
const OLD = "old-password-1";
const NEW = "new-password-2";

describe.each(TEST_BACKENDS)("password reset (%s)", (backend) => {
  let t: TestDatabase;
  let auth: ReturnType<typeof createAuth>;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    auth = createAuth(t.db, { secret: "reset-secret-reset-secret-0123456789abcd", baseURL: ORIGIN });
    await createUser(auth, t.db, { email: "boss@shop.test", password: OLD, admin: true });
    await createUser(auth, t.db, { email: "other@shop.test", password: OLD, admin: true });
  });
  afterAll(async () => t?.close());

  async function signIn(email: string, password: string) {
    try {
      const res = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
      return res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    } catch {
      return null;
    }
  }
  const session = (cookie: string) => auth.api.getSession({ headers: new Headers({ cookie }) });

  it("sets the new password and signs the user out everywhere, leaving other users alone", async () => {
    const before = (await signIn("boss@shop.test", OLD))!;
    const otherCookie = (await signIn("other@shop.test", OLD))!;
    expect(await session(before)).not.toBeNull();

    await resetPassword(auth, t.db, { email: " Boss@Shop.test ", password: NEW });

    expect(await session(before)).toBeNull();
    expect(await signIn("boss@shop.test", OLD)).toBeNull();
    const after = await signIn("boss@shop.test", NEW);
    expect(after).not.toBeNull();
    expect((await session(after!))?.user.role).toBe("owner");
    // Someone else's session and password are untouched.
    expect(await session(otherCookie)).not.toBeNull();
    expect(await signIn("other@shop.test", OLD)).not.toBeNull();
  });

  it("refuses an unknown e-mail and creates nobody", async () => {
    await expect(resetPassword(auth, t.db, { email: "nobody@shop.test", password: NEW })).rejects.toBeInstanceOf(UserNotFoundError);
    expect(await signIn("nobody@shop.test", NEW)).toBeNull();
  });
});
