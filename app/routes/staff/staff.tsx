// Staff accounts: who can sign in to the back-office. The owner adds a member of staff (owner or
// counter) with a password they choose (the first sign-in asks for a new one), resets a password
// (the user is signed out everywhere), deactivates or reactivates an account (a deactivated one
// cannot sign in and its sessions end at once) and changes someone's role (owner, counter, no
// access). The shop always keeps an active owner: the server refuses, inside the change's
// transaction, to deactivate or demote the last one. For a lost phone, the owner turns off
// someone's two-factor sign-in. A change to an owner's account, a new owner (added or promoted)
// and any password reset ask for the acting owner's own password again (and a code when their
// two-factor is on), so a stolen session alone can neither take the other owners out nor plant an
// owner account or a password that outlives it.
// Every change is in the audit log (kind "staff").
import { useLoaderData } from "react-router";
import { STAFF_INTENT } from "~/components/staff/shared/intents";
import { AddStaff } from "~/components/staff/staff-accounts/add-staff";
import { MemberCard } from "~/components/staff/staff-accounts/member-card";
import { asksForPasswordAgain, staffForms } from "~/domain/staff-accounts";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { staffFormats } from "~/lib/shop-clock";
import { staffActor } from "~/server/audit.server";
import { confirmIdentity } from "~/server/auth/confirm-identity.server";
import { readFormData } from "~/server/forms/read-form.server";
import { replyAfter } from "~/server/forms/reply-from-error.server";
import { requestStaffLocale, requirePermission } from "~/server/auth/session.server";
import {
  addStaff,
  isOwnerAccount,
  listStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffActive,
  setStaffRole,
} from "~/server/auth/staff-accounts.server";
import { PageHeader } from "~/components/ui/page-header";
import type { Route } from "./+types/staff";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).staff.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = shopRequest(context);
  const me = await requirePermission({ request, context }, "staff");
  const f = staffFormats(requestStaffLocale(request, me));
  const rows = await listStaff(db);
  return {
    me: me.id,
    myTwoFactor: !!me.twoFactorEnabled,
    staff: rows.map((r) => ({
      ...r,
      // Worded on the server, so the hydrating render says the same as the HTML.
      lastSignIn: r.lastSignInAt ? f.dateTime.format(r.lastSignInAt) : null,
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, clientIp } = shopRequest(context);
  const user = await requirePermission({ request, context }, "staff");
  const actor = staffActor(user);
  const form = await readFormData(request);
  const texts = staffMessages(requestStaffLocale(request, user));
  const t = texts.staff.toasts;
  const forms = staffForms(texts.staff.form, texts.login.fields);
  const intent = form.get("intent");
  /** Runs one change: 404 unknown account, 409 refused (last owner, e-mail taken), 500 logged. */
  const run = (failed: string, change: () => Promise<string>) => replyAfter(failed, change, "staff", texts);
  const withId = (failed: string, change: (id: string) => Promise<string>) => {
    const parsed = parseForm(forms.id, form);
    if (!parsed.ok) return reply({ ok: false, message: `${failed}: ${parsed.formError}` }, 400);
    return run(failed, () => change(parsed.data.id));
  };
  const database = db;
  const target = form.get("id");
  const targetIsOwner = intent !== STAFF_INTENT.add && typeof target === "string" && (await isOwnerAccount(database, target));
  if (asksForPasswordAgain({ intent, role: form.get("role"), targetIsOwner })) {
    const check = await confirmIdentity(database, auth, user, form, clientIp, texts);
    if (!check.ok) return reply({ ok: false, message: check.message, fieldErrors: check.fieldErrors }, check.status);
  }
  switch (intent) {
    case STAFF_INTENT.add: {
      const parsed = parseForm(forms.add, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(t.failedAdd, async () => t.added((await addStaff(database, actor, parsed.data)).email));
    }
    case STAFF_INTENT.resetPassword: {
      const parsed = parseForm(forms.resetPassword, form);
      if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
      return run(t.failedReset, async () => t.passwordSet(await resetStaffPassword(database, actor, parsed.data.id, parsed.data.password)));
    }
    case STAFF_INTENT.deactivate:
    case STAFF_INTENT.reactivate: {
      const active = intent === STAFF_INTENT.reactivate;
      return withId(active ? t.failedReactivate : t.failedDeactivate, async (id) => {
        const r = await setStaffActive(database, actor, id, active);
        if (!r.changed) return t.alreadyActive(r.email, active);
        return active ? t.reactivated(r.email) : t.deactivatedNow(r.email);
      });
    }
    case STAFF_INTENT.setRole: {
      const parsed = parseForm(forms.role, form);
      if (!parsed.ok) return reply({ ok: false, message: `${t.failedRole}: ${parsed.formError}` }, 400);
      const { id, role } = parsed.data;
      const said = role ? texts.staff.roles[role].toLowerCase() : t.noAccess;
      return run(t.failedRole, async () => {
        const r = await setStaffRole(database, actor, id, role);
        return r.changed ? t.roleNow(r.email, said) : t.roleAlready(r.email, said);
      });
    }
    case STAFF_INTENT.twoFactorOff:
      return withId(t.failedTwoFactor, async (id) => {
        const r = await resetStaffTwoFactor(database, actor, id);
        return r.changed ? t.twoFactorOff(r.email) : t.hadNoTwoFactor(r.email);
      });
    default:
      return reply({ ok: false, message: t.unknownAction }, 400);
  }
}

export default function Staff() {
  const { staff, me, myTwoFactor } = useLoaderData<typeof loader>();
  const t = useStaffText().staff;
  const active = staff.filter((m) => m.active).length;
  return (
    <div className="space-y-6">
      <PageHeader title={t.title} subtitleTestId="staff-count" subtitle={t.summary(active, staff.length)} />
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={t.listLabel}>
        {staff.map((m) => (
          <MemberCard key={m.id} m={m} me={me} myTwoFactor={myTwoFactor} />
        ))}
      </ul>
      <AddStaff myTwoFactor={myTwoFactor} />
    </div>
  );
}
