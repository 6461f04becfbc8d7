// The signed-in user's own account: change the password (the current one is required; every other
// session ends) and sign out on every device. An account whose password was handed over (the demo
// admin) lands here after signing in and can open nothing else until it has chosen a new one.
import { eq } from "drizzle-orm";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { user as userTable } from "~db/schema";
import { reply, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { auth } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { setFlash } from "~/server/flash.server";
import { readFormData } from "~/server/read-form.server";
import { requireAdmin } from "~/server/session.server";
import { STAFF_HOME, staffPath } from "~/staff-paths";
import type { Route } from "./+types/account";

// Passwords are taken exactly as typed: no trimming.
const passwordChange = z
  .object({
    currentPassword: z.string("Enter your current password").min(1, "Enter your current password").max(128, "Password is too long"),
    newPassword: z
      .string("Choose a new password")
      .min(8, "The new password needs at least 8 characters")
      .max(128, "The new password can have at most 128 characters"),
    confirmPassword: z.string("Type the new password again"),
  })
  .refine((f) => f.newPassword === f.confirmPassword, { path: ["confirmPassword"], message: "The two new passwords differ" })
  .refine((f) => f.newPassword !== f.currentPassword, {
    path: ["newPassword"],
    message: "The new password must differ from the current one",
  });

export function meta() {
  return [{ title: "Your account" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request, { whilePasswordMustChange: true });
  return { email: user.email, mustChangePassword: user.mustChangePassword };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request, { whilePasswordMustChange: true });
  const parsed = parseForm(passwordChange, await readFormData(request));
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
  let res;
  try {
    res = await auth().api.changePassword({
      body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch {
    const message = "The current password is not right";
    return reply({ ok: false, message, fieldErrors: { currentPassword: message } }, 400);
  }
  await db().update(userTable).set({ mustChangePassword: false }).where(eq(userTable.id, user.id));
  // Every session ended, this one included; the new session's cookie comes with the redirect
  // (the page's loaders would not know the old cookie any more).
  const headers = new Headers();
  for (const c of res.headers.getSetCookie()) headers.append("Set-Cookie", c);
  await setFlash({ type: "success", message: "Password changed: every other device is signed out" }, headers);
  throw redirect(user.mustChangePassword ? STAFF_HOME : staffPath("account"), { headers });
}

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2";

function PasswordField({ name, label, autoComplete, error }: { name: string; label: string; autoComplete: string; error?: string }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={input}
      />
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default function Account() {
  const { email, mustChangePassword } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast({ state: navigation.state, data: result });
  const errors = resultFieldErrors(result);
  const stillMust = mustChangePassword;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-1 break-all text-sm text-slate-600">{email}</p>
      </div>
      {stillMust && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This password was handed over to you (it may be in a terminal log). Choose a new one to open the back-office.
        </p>
      )}
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">Change password</h2>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" error={errors.currentPassword} />
          <PasswordField name="newPassword" label="New password" autoComplete="new-password" error={errors.newPassword} />
          <PasswordField name="confirmPassword" label="New password again" autoComplete="new-password" error={errors.confirmPassword} />
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            Change password
          </button>
        </Form>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold">Sign out everywhere</h2>
        <p className="mt-1 text-sm text-slate-600">Ends every session of this account, on every phone and computer, this one included.</p>
        <Form method="post" action={staffPath("logout")} className="mt-4">
          <input type="hidden" name="scope" value="everywhere" />
          <button type="submit" className="min-h-11 w-full rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}
