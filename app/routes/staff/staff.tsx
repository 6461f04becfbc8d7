// Staff accounts: who can sign in to the back-office. The owner adds a member of staff (owner or
// counter) with a password they choose (the first sign-in asks for a new one), resets a password
// (the user is signed out everywhere), deactivates or reactivates an account (a deactivated one
// cannot sign in and its sessions end at once) and changes someone's role (owner, counter, no
// access). The shop always keeps an active owner: the server refuses, inside the change's
// transaction, to deactivate or demote the last one. For a lost phone, the owner turns off
// someone's two-factor sign-in. A change to an owner's account asks for the acting owner's own
// password again (and a code when their two-factor is on), so a stolen session alone cannot take
// the other owners out.
// Every change is in the audit log (kind "staff").
import { useLoaderData } from "react-router";
import { STAFF_INTENT } from "~/components/staff/intents";
import { AddStaff } from "~/components/staff/staff-accounts/add-staff";
import { MemberCard } from "~/components/staff/staff-accounts/member-card";
import { ROLE_LABELS } from "~/domain/permissions";
import { addStaffForm, resetPasswordForm, staffIdForm, staffRoleForm } from "~/domain/staff-accounts";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffDateTime } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { confirmIdentity } from "~/server/confirm-identity.server";
import { db } from "~/server/db.server";
import { readFormData } from "~/server/read-form.server";
import { replyAfter } from "~/server/reply-from-error.server";
import { requirePermission } from "~/server/session.server";
import {
  addStaff,
  isOwnerAccount,
  listStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffActive,
  setStaffRole,
} from "~/server/staff-accounts.server";
import type { Route } from "./+types/staff";

export function meta() {
  return [{ title: "Staff accounts" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requirePermission(request, "staff");
  const rows = await listStaff(db());
  return {
    me: me.id,
    myTwoFactor: !!me.twoFactorEnabled,
    staff: rows.map((r) => ({
      ...r,
      // Worded on the server, so the hydrating render says the same as the HTML.
      lastSignIn: r.lastSignInAt ? staffDateTime.format(r.lastSignInAt) : null,
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    })),
  };
}

/** Runs one change: 404 unknown account, 409 refused (last owner, e-mail taken), 500 logged. */
const run = (failed: string, change: () => Promise<string>) => replyAfter(failed, change, "staff");

export async function action({ request, context }: Route.ActionArgs) {
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
  const target = form.get("id");
  if (intent !== STAFF_INTENT.add && typeof target === "string" && (await isOwnerAccount(database, target))) {
    const check = await confirmIdentity(database, user, form, context.clientIp);
    if (!check.ok) return reply({ ok: false, message: check.message, fieldErrors: check.fieldErrors }, check.status);
  }
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

export default function Staff() {
  const { staff, me, myTwoFactor } = useLoaderData<typeof loader>();
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
          <MemberCard key={m.id} m={m} me={me} myTwoFactor={myTwoFactor} />
        ))}
      </ul>
      <AddStaff />
    </div>
  );
}
