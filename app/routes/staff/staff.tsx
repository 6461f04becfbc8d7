// Staff accounts: who can sign in to the back-office. The owner adds a member of staff (owner or
// counter) with a password they choose (the first sign-in asks for a new one), resets a password
// (the user is signed out everywhere), deactivates or reactivates an account (a deactivated one
// cannot sign in and its sessions end at once) and changes someone's role (owner, counter, no
// access). The shop always keeps an active owner: the server refuses, inside the change's
// transaction, to deactivate or demote the last one. For a lost phone, the owner turns off
// someone's two-factor sign-in. Every change is in the audit log (kind "staff").
import { KeyRound, ShieldCheck, Smartphone, UserCheck, UserPlus, UserX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { Field, inputClass, primaryButton, secondaryButton } from "~/components/staff/dialog-shell";
import { STAFF_INTENT } from "~/components/staff/intents";
import { ROLE_LABELS, STAFF_ROLES } from "~/domain/permissions";
import { addStaffForm, resetPasswordForm, staffIdForm, staffRoleForm } from "~/domain/staff-accounts";
import { type ActionResult, reply, resultFieldErrors, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffDateTime } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { readFormData } from "~/server/read-form.server";
import { replyAfter } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import { addStaff, listStaff, resetStaffPassword, resetStaffTwoFactor, setStaffActive, setStaffRole } from "~/server/staff-accounts.server";
import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: "Staff accounts" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requirePermission(request, "staff");
  const rows = await listStaff(db());
  return {
    me: me.id,
    staff: rows.map((r) => ({
      ...r,
      // Worded on the server, so the hydrating render says the same as the HTML.
      lastSignIn: r.lastSignInAt ? staffDateTime.format(r.lastSignInAt) : null,
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    })),
  };
}

/** Runs one change: 404 unknown account, 409 refused (last admin, e-mail taken), 500 logged. */
const run = (failed: string, change: () => Promise<string>) => replyAfter(failed, change, "staff");

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "staff");
  const actor = staffActor(user);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const withId = (failed: string, change: (id: string) => Promise<string>) => {
    const parsed = parseForm(staffIdForm, form);
    if (!parsed.ok) return reply({ ok: false, message: `${failed}: ${parsed.formError}` }, 400);
    return run(failed, () => change(parsed.data.id));
  };
  const database = db();
  switch (intent) {
    case STAFF_INTENT.add: {
      const parsed = parseForm(addStaffForm, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run("Failed to add the account", async () => {
        const added = await addStaff(database, actor, parsed.data);
        return `Added ${added.email}: they choose a new password at their first sign-in`;
      });
    }
    case STAFF_INTENT.resetPassword: {
      const parsed = parseForm(resetPasswordForm, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run("Failed to reset the password", async () => {
        const email = await resetStaffPassword(database, actor, parsed.data.id, parsed.data.password);
        return `New password set for ${email}: signed out everywhere`;
      });
    }
    case STAFF_INTENT.deactivate:
    case STAFF_INTENT.reactivate: {
      const active = intent === STAFF_INTENT.reactivate;
      return withId(active ? "Failed to reactivate" : "Failed to deactivate", async (id) => {
        const r = await setStaffActive(database, actor, id, active);
        if (!r.changed) return `${r.email} was already ${active ? "active" : "deactivated"}`;
        return active ? `${r.email} can sign in again` : `${r.email} deactivated: their sessions have ended`;
      });
    }
    case STAFF_INTENT.setRole: {
      const parsed = parseForm(staffRoleForm, form);
      if (!parsed.ok) return reply({ ok: false, message: `Failed to change the role: ${parsed.formError}` }, 400);
      const { id, role } = parsed.data;
      const said = role ? ROLE_LABELS[role].toLowerCase() : "no access";
      return run("Failed to change the role", async () => {
        const r = await setStaffRole(database, actor, id, role);
        return r.changed ? `${r.email} is now ${said}` : `${r.email} was already ${said}`;
      });
    }
    case STAFF_INTENT.twoFactorOff:
      return withId("Failed to turn off two-factor sign-in", async (id) => {
        const r = await resetStaffTwoFactor(database, actor, id);
        if (!r.changed) return `${r.email} had no two-factor sign-in`;
        return `Two-factor sign-in off for ${r.email}: signed out everywhere`;
      });
    default:
      return reply({ ok: false, message: "Unknown action" }, 400);
  }
}

type Member = ReturnType<typeof useLoaderData<typeof loader>>["staff"][number];

function Badge({ on, yes, no, testId }: { on: boolean; yes: string; no: string; testId: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${on ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-700"}`}
    >
      {on ? yes : no}
    </span>
  );
}

function AddStaff() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher, { onSuccess: () => formRef.current?.reset() });
  const errors = resultFieldErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `staff-${name}-error` } : { "aria-invalid": undefined };
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="flex items-center gap-2 text-lg font-semibold">
        <UserPlus aria-hidden className="h-5 w-5" /> Add a member of staff
      </h2>
      <p className="mt-1 text-sm text-slate-600">Tell them the password yourself; they choose a new one when they first sign in.</p>
      <fetcher.Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="add-staff-form">
        <input type="hidden" name="intent" value={STAFF_INTENT.add} />
        <Field id="staff-email" label="E-mail" error={errors.email}>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="off"
            maxLength={254}
            className={inputClass}
            {...described("email")}
          />
        </Field>
        <Field id="staff-name" label="Name" error={errors.name}>
          <input id="staff-name" name="name" type="text" autoComplete="off" maxLength={100} className={inputClass} {...described("name")} />
        </Field>
        <Field id="staff-password" label="Password (at least 8 characters)" error={errors.password}>
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            className={inputClass}
            {...described("password")}
          />
        </Field>
        <Field id="staff-role-new" label="Role" error={errors.role}>
          <select id="staff-role-new" name="role" defaultValue="counter" className={inputClass}>
            <option value="counter">Counter: sells, stock, invoices, reservations, customers</option>
            <option value="owner">Owner: everything, the shop's administration too</option>
          </select>
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={`${primaryButton} min-h-11 w-full sm:w-auto`}>
            <UserPlus aria-hidden className="h-4 w-4" /> {busy ? "Adding…" : "Add account"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

function MemberCard({ m, me }: { m: Member; me: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [resetting, setResetting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  useActionToast(fetcher, { onSuccess: () => setResetting(false) });
  useEffect(() => {
    if (resetting) passwordRef.current?.focus();
  }, [resetting]);
  const errors = resultFieldErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (intent: string) => fetcher.submit({ intent, id: m.id }, { method: "post" });
  const slug = m.email.replace(/[^a-z0-9]+/gi, "-");
  return (
    <li
      className={`rounded-xl border bg-white p-4 shadow-sm ${m.active ? "border-slate-200" : "border-slate-300 bg-slate-50"}`}
      data-testid={`staff-${slug}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold">
            {m.email}
            {m.id === me && <span className="ml-2 text-sm font-normal text-slate-500">(you)</span>}
          </p>
          <p className="text-sm text-slate-600">{m.name}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge on={m.role != null} yes={m.role ? ROLE_LABELS[m.role] : ""} no="No access" testId="staff-role" />
          <Badge on={m.twoFactor} yes="Two-factor on" no="Two-factor off" testId="staff-two-factor" />
          <Badge on={m.active} yes="Active" no="Deactivated" testId="staff-active" />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600" data-testid="staff-last-sign-in">
        Last sign-in: {m.lastSignIn ?? "never"}
        {m.mustChangePassword && m.active && <span className="text-amber-800"> · must choose a new password</span>}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 max-sm:[&>button]:grow">
        <button type="button" className={`${secondaryButton} min-h-11`} onClick={() => setResetting((r) => !r)} aria-expanded={resetting}>
          <KeyRound aria-hidden className="h-4 w-4" /> Reset password
        </button>
        {m.active ? (
          <button type="button" className={`${secondaryButton} min-h-11`} disabled={busy} onClick={() => post(STAFF_INTENT.deactivate)}>
            <UserX aria-hidden className="h-4 w-4" /> Deactivate
          </button>
        ) : (
          <button type="button" className={`${secondaryButton} min-h-11`} disabled={busy} onClick={() => post(STAFF_INTENT.reactivate)}>
            <UserCheck aria-hidden className="h-4 w-4" /> Reactivate
          </button>
        )}
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="intent" value={STAFF_INTENT.setRole} />
          <input type="hidden" name="id" value={m.id} />
          <label htmlFor={`role-${m.id}`} className="sr-only">
            Role of {m.email}
          </label>
          <select id={`role-${m.id}`} name="role" defaultValue={m.role ?? "none"} className={`${inputClass} mt-0 min-h-11 w-auto`}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
            <option value="none">No access</option>
          </select>
          <button type="submit" className={`${secondaryButton} min-h-11`} disabled={busy}>
            <ShieldCheck aria-hidden className="h-4 w-4" /> Set role
          </button>
        </fetcher.Form>
        {m.twoFactor && (
          <button type="button" className={`${secondaryButton} min-h-11`} disabled={busy} onClick={() => post(STAFF_INTENT.twoFactorOff)}>
            <Smartphone aria-hidden className="h-4 w-4" /> Turn off two-factor
          </button>
        )}
      </div>
      {resetting && (
        <fetcher.Form method="post" noValidate className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value={STAFF_INTENT.resetPassword} />
          <input type="hidden" name="id" value={m.id} />
          <Field id={`reset-${m.id}`} label={`New password for ${m.email}`} error={errors.password} className="min-w-0 flex-1 basis-56">
            <input
              ref={passwordRef}
              id={`reset-${m.id}`}
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={128}
              className={inputClass}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `reset-${m.id}-error` : undefined}
            />
          </Field>
          <button type="submit" disabled={busy} className={`${primaryButton} min-h-11`}>
            Set password
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

export default function Staff() {
  const { staff, me } = useLoaderData<typeof loader>();
  const active = staff.filter((m) => m.active).length;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Staff accounts</h1>
        <p className="text-slate-600" data-testid="staff-count">
          {active} active of {staff.length} {staff.length === 1 ? "account" : "accounts"}. Owners can do everything; counter staff sell and
          keep the stock; an account with no access cannot open the back-office.
        </p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2" aria-label="Staff accounts">
        {staff.map((m) => (
          <MemberCard key={m.id} m={m} me={me} />
        ))}
      </ul>
      <AddStaff />
    </div>
  );
}
