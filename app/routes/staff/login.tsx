// Admin login. Only admins get a session: a non-admin's fresh session is deleted at once. Every
// attempt is counted before the password is checked (docs/decisions/014-sign-in-and-sessions.md).
import { eq } from "drizzle-orm";
import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { z } from "zod";
import { session as sessionTable, user as userTable } from "~db/schema";
import { reply, useActionToast } from "~/lib/action-result";
import { parseForm, requiredText, textField } from "~/lib/form";
import { auth } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { setFlash } from "~/server/flash.server";
import { dbErrorMessage } from "~/server/db.server";
import { isKnownDevice, rememberDevice } from "~/server/known-device.server";
import { countSignInAttempt, forgiveSignInAttempt, pruneSignInAttempts } from "~/server/login-attempts.server";
import { getUser, safeRedirect } from "~/server/session.server";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import { readFormData } from "~/server/read-form.server";
import type { Route } from "./+types/login";

export const ACCESS_DENIED = "Access denied. Admin privileges required.";
const TOO_MANY = "Too many failed attempts. Please wait 15 minutes and try again.";

const loginForm = z.object({
  email: requiredText(254, "Email is required", "Enter a valid email address").pipe(z.email("Enter a valid email address")),
  // The password is taken exactly as typed: no trimming.
  password: z.string("Password is required").min(1, "Password is required").max(128, "Password is too long"),
  redirectTo: textField(),
});

export function meta() {
  return [{ title: "Admin Login" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user?.isAdmin) throw redirect(STAFF_HOME);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(loginForm, await readFormData(request));
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError }, 400);
  const { email, password } = parsed.data;
  const database = db();
  const who = { ip: context.clientIp, email, knownDevice: await isKnownDevice(request, email) };
  const verdict = await countSignInAttempt(database, who);
  // Ended windows are swept where counters are written; a failure only leaves rows that limit no one.
  await pruneSignInAttempts(database).catch((e) => console.error(`[login] pruning sign-in counters: ${dbErrorMessage(e)}`));
  if (!verdict.allowed) return reply({ ok: false, message: TOO_MANY }, 429);

  let result;
  try {
    result = await auth().api.signInEmail({
      body: { email: email.toLowerCase(), password },
      headers: new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": who.ip }),
      returnHeaders: true,
    });
  } catch (e) {
    const message = (e as { body?: { message?: string } }).body?.message ?? (e as Error).message;
    return reply({ ok: false, message: message || "Failed to login" }, 401);
  }
  const token = result.response.token;
  const [u] = await database
    .select({ id: userTable.id, role: userTable.role, mustChangePassword: userTable.mustChangePassword })
    .from(userTable)
    .where(eq(userTable.id, result.response.user.id));
  if (u?.role !== "admin") {
    // Signed in but not staff: end that session immediately and send no cookie.
    await database.delete(sessionTable).where(eq(sessionTable.token, token));
    return reply({ ok: false, message: ACCESS_DENIED }, 403);
  }
  await forgiveSignInAttempt(database, who);
  const headers = new Headers();
  for (const c of result.headers.getSetCookie()) headers.append("Set-Cookie", c);
  headers.append("Set-Cookie", await rememberDevice(request, email));
  if (u.mustChangePassword) {
    await setFlash({ type: "success", message: "Choose a new password to go on" }, headers);
    throw redirect(staffPath("account"), { headers });
  }
  await setFlash({ type: "success", message: "Logged in successfully" }, headers);
  throw redirect(safeRedirect(parsed.data.redirectTo), { headers });
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const error = actionData && !actionData.ok ? actionData.message : undefined;
  useActionToast({ state: navigation.state, data: actionData });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Toaster position="top-center" richColors />
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600">Staff access to the back-office.</p>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
          <div>
            <label htmlFor="email" className="block text-sm font-medium">
              Email
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-medium">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {busy ? "Logging in..." : "Login"}
          </button>
        </Form>
        <a href="/" className="mt-4 block text-center text-sm text-slate-600 underline">
          Back to the shop
        </a>
      </div>
    </main>
  );
}
