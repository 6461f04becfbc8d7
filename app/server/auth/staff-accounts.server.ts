// Staff accounts on /staff: list, add, reset a password, deactivate / reactivate, make or remove
// an admin. Each change and its audit entry are one transaction. Changes that can take an admin
// away first lock every active admin's row (SELECT … FOR UPDATE), so two admins doing it at once
// are serialised and the second sees the first's result: the shop never ends with no active admin
// (docs/decisions/015-staff-accounts-and-two-factor.md).
//
// A deactivated account is better-auth's "banned" user: sign-in refuses it a session and
// readSession refuses its sessions; its sessions are deleted in the same transaction anyway.
import { Refusal } from "~/i18n/staff/refusal";
import { type Reason, say } from "~/lib/reason";
import crypto from "node:crypto";
// The sign-in library's own password hasher: the one its instance uses (createAuth sets no other).
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { account, session, twoFactor, user } from "~db/schema";
import type { AuditActor } from "~/domain/audit";
import { ROLE_LABELS, type StaffRole, staffRoleOf } from "~/domain/permissions";
import { type AddStaffInput, type LastAdminMessages, lastAdminRefusal } from "~/domain/staff-accounts";
import { type AuditEntryInput, recordAudit } from "../audit.server";
import type { Db, Tx } from "../infra/db.server";
import { uniqueViolation } from "../infra/db-result.server";

/** A staff account as the staff screen lists it. */
export interface StaffRow {
  id: string;
  email: string;
  name: string;
  /** The staff role; null: the account cannot open the back-office. */
  role: StaffRole | null;
  /** The owner. */
  isAdmin: boolean;
  twoFactor: boolean;
  active: boolean;
  lastSignInAt: Date | null;
  mustChangePassword: boolean;
}

export class StaffNotFoundError extends Refusal {
  constructor() {
    super((t) => t.staff.refusals.notFound, { kind: "not-found" });
  }
}
export class StaffExistsError extends Refusal {
  constructor(public email: string) {
    super((t) => t.staff.refusals.exists(email), { kind: "conflict", field: "email" });
  }
}
/** The shop refuses the change: the last active admin. */
export class StaffRefusedError extends Refusal {
  constructor(reason: Reason<LastAdminMessages>) {
    super((t) => say(t.staff.refusals, reason));
  }
}

const DEACTIVATED = "deactivated";

/**
 * Whether the account `id` is an admin's (active or not). A change to an admin's account (a new
 * password, deactivating or reactivating it, taking the role away, turning off its two-factor)
 * asks the acting admin for their own password again: a stolen session alone cannot take over or
 * lock out the other admins.
 */
export async function isOwnerAccount(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id)).limit(1);
  return staffRoleOf(row?.role) === "owner";
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: user.banned,
      lastSignInAt: user.lastSignInAt,
      mustChangePassword: user.mustChangePassword,
    })
    .from(user)
    .orderBy(asc(user.email));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: staffRoleOf(r.role),
    isAdmin: staffRoleOf(r.role) === "owner",
    twoFactor: !!r.twoFactorEnabled,
    active: !r.banned,
    lastSignInAt: r.lastSignInAt,
    mustChangePassword: r.mustChangePassword,
  }));
}

/** The stored values that read as the owner (app/domain/permissions.ts: "admin" from before roles). */
const OWNER_VALUES = ["owner", "admin"];
const activeAdmin = and(inArray(user.role, OWNER_VALUES), or(isNull(user.banned), eq(user.banned, false)));

/** The ids of the active admins, their rows locked until the transaction ends (in one order, so parallel callers do not deadlock). */
async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: user.id }).from(user).where(activeAdmin).orderBy(asc(user.id)).for("update");
  return rows.map((r) => r.id);
}

async function lockUser(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, role: user.role, banned: user.banned })
    .from(user)
    .where(eq(user.id, id))
    .for("update");
  if (!row) throw new StaffNotFoundError();
  return row;
}

/** A change to one account's user row, as its audit entry names it. */
interface AccountChange extends Pick<AuditEntryInput, "action" | "summary" | "before" | "after"> {
  set: Partial<typeof user.$inferInsert>;
  /** The change takes access away (or hands the account a new way in): every session ends with it. */
  signOut: boolean;
}

/**
 * Writes a change to a locked account and its audit entry (a staff change of that account), and
 * with `signOut` deletes its sessions in the same transaction, so nothing opened before stays open.
 */
async function changeAccount(tx: Tx, actor: AuditActor, target: { id: string; email: string }, change: AccountChange) {
  const { set, signOut, ...entry } = change;
  await tx.update(user).set(set).where(eq(user.id, target.id));
  if (signOut) await tx.delete(session).where(eq(session.userId, target.id));
  await recordAudit(tx, { actor, kind: "staff", subject: target.email, ...entry });
  return { email: target.email, changed: true };
}

/**
 * Adds a member of staff with a password an admin chose. The password was handed over, so the
 * first sign-in asks for a new one (as for the demo admin).
 */
export async function addStaff(db: Db, actor: AuditActor, input: AddStaffInput): Promise<StaffRow> {
  const hash = await hashPassword(input.password);
  const id = crypto.randomBytes(16).toString("base64url");
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email));
      if (taken) throw new StaffExistsError(input.email);
      await tx.insert(user).values({
        id,
        email: input.email,
        name: input.name,
        emailVerified: false,
        role: input.role,
        language: input.language ?? null,
        mustChangePassword: true,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(account).values(passwordAccount(id, hash, now));
      await recordAudit(tx, {
        actor,
        kind: "staff",
        action: "staff.add",
        subject: input.email,
        summary: `Added ${input.email} (${ROLE_LABELS[input.role].toLowerCase()})`,
        after: { email: input.email, name: input.name, role: input.role, ...(input.language ? { language: input.language } : {}) },
      });
    });
  } catch (e) {
    // Two admins adding the same e-mail at once: the unique index turns the second away.
    if (uniqueViolation(e)) throw new StaffExistsError(input.email);
    throw e;
  }
  return {
    id,
    email: input.email,
    name: input.name,
    role: input.role,
    isAdmin: input.role === "owner",
    twoFactor: false,
    active: true,
    lastSignInAt: null,
    mustChangePassword: true,
  };
}

/** The better-auth account row that holds a user's password (its hash). */
function passwordAccount(userId: string, hash: string, now: Date): typeof account.$inferInsert {
  return {
    id: `${userId}-credential`,
    accountId: userId,
    providerId: "credential",
    userId,
    password: hash,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Sets a new password an admin chose and signs the user out everywhere (every session deleted, in
 * the same transaction). The first sign-in with it asks for a new one.
 */
export async function resetStaffPassword(db: Db, actor: AuditActor, id: string, password: string): Promise<string> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    const now = new Date();
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(account.userId, id), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) await tx.insert(account).values(passwordAccount(id, hash, now));
    await changeAccount(tx, actor, target, {
      set: { mustChangePassword: true },
      signOut: true,
      action: "staff.reset-password",
      summary: `Reset the password of ${target.email} and signed them out everywhere`,
    });
    return target.email;
  });
}

/**
 * Deactivates (every session ends at once, sign-in refused) or reactivates an account. Refused
 * for the last active admin.
 */
export async function setStaffActive(db: Db, actor: AuditActor, id: string, active: boolean): Promise<{ email: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const admins = active ? [] : await lockActiveAdmins(tx);
    const target = await lockUser(tx, id);
    const isActive = !target.banned;
    if (isActive === active) return { email: target.email, changed: false };
    if (!active) {
      const refusal = lastAdminRefusal(admins, id);
      if (refusal) throw new StaffRefusedError(refusal);
    }
    return changeAccount(tx, actor, target, {
      set: active ? { banned: false, banReason: null, banExpires: null } : { banned: true, banReason: DEACTIVATED, banExpires: null },
      signOut: !active,
      action: active ? "staff.reactivate" : "staff.deactivate",
      summary: active ? `Reactivated ${target.email}` : `Deactivated ${target.email} and ended their sessions`,
      before: { active: isActive },
      after: { active },
    });
  });
}

/**
 * Gives an account a staff role (owner or counter) or takes it away (null: no access; its sessions
 * end). Taking the owner role from the last active owner is refused.
 */
export async function setStaffRole(
  db: Db,
  actor: AuditActor,
  id: string,
  role: StaffRole | null,
): Promise<{ email: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const admins = role === "owner" ? [] : await lockActiveAdmins(tx);
    const target = await lockUser(tx, id);
    const was = staffRoleOf(target.role);
    if (was === role) return { email: target.email, changed: false };
    if (role !== "owner") {
      const refusal = lastAdminRefusal(admins, id);
      if (refusal) throw new StaffRefusedError(refusal);
    }
    const label = (r: StaffRole | null) => (r ? ROLE_LABELS[r].toLowerCase() : "no access");
    return changeAccount(tx, actor, target, {
      set: { role: role ?? "user" },
      // Less access than before: the sessions end, so nothing opened with the old role stays open.
      signOut: was === "owner" || role === null,
      action: "staff.set-role",
      summary: `Changed the role of ${target.email} from ${label(was)} to ${label(role)}`,
      before: { role: was },
      after: { role },
    });
  });
}

/**
 * Turns off someone's two-factor sign-in (a lost phone and lost backup codes): their app's secret
 * and backup codes are deleted and they are signed out everywhere; they sign in with the password
 * alone, and turn it on again on /account (at once, if the settings require it).
 */
export async function resetStaffTwoFactor(db: Db, actor: AuditActor, id: string): Promise<{ email: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, id)).returning({ id: twoFactor.id });
    const [was] = await tx.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, id));
    if (!was?.on && removed.length === 0) return { email: target.email, changed: false };
    return changeAccount(tx, actor, target, {
      set: { twoFactorEnabled: false },
      signOut: true,
      action: "staff.two-factor-off",
      summary: `Turned off two-factor sign-in for ${target.email} and signed them out everywhere`,
      before: { twoFactor: !!was?.on },
      after: { twoFactor: false },
    });
  });
}

/**
 * resetStaffTwoFactor for the command line, by e-mail: the way back in for an owner who is the
 * only admin and lost both the phone and the backup codes. Null when there is no such user.
 */
export async function resetTwoFactorByEmail(db: Db, actor: AuditActor, email: string): Promise<{ email: string; changed: boolean } | null> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  return found ? resetStaffTwoFactor(db, actor, found.id) : null;
}

/** How many active admins there are (the tests check the rule with it). */
export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(activeAdmin);
  return row?.n ?? 0;
}

/** Records that a user completed a sign-in (the time shown on /staff). */
export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ lastSignInAt: new Date() }).where(eq(user.id, userId));
}

/** Records turning two-factor sign-in on or off (better-auth made the change). */
export async function auditTwoFactor(db: Db, actor: AuditActor, on: boolean): Promise<void> {
  await recordAudit(db, {
    actor,
    kind: "staff",
    action: on ? "staff.two-factor-on" : "staff.two-factor-off",
    subject: actor.label,
    summary: on ? `Turned on two-factor sign-in for ${actor.label}` : `Turned off two-factor sign-in for ${actor.label}`,
    before: { twoFactor: !on },
    after: { twoFactor: on },
  });
}
