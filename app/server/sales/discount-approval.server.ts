// An owner's approval of a counter's discounts above the limit: the owner types their e-mail and
// password at the till. Each try counts against the sign-in throttle like a sign-in (so the till
// cannot be used to guess a password), and a right one gives its attempt back.
import { eq } from "drizzle-orm";
import { can, staffRoleOf } from "~/domain/permissions";
import { user } from "~db/schema";
import type { Auth } from "../auth/auth.server";
import { isOwnPassword } from "../auth/confirm-identity.server";
import { countSignInAttempt, forgiveSignInAttempt } from "../auth/login-attempts.server";
import type { Db } from "../infra/db.server";
import type { SessionUser } from "../auth/session.server";

export type DiscountApproval = { ok: true; approver: string } | { ok: false; status: 401 | 429; why: "wrong" | "tooMany" };

/** Whether `email` and `password` are those of an active account that may give any discount. */
export async function approveDiscount(db: Db, auth: Auth, email: string, password: string, clientIp: string): Promise<DiscountApproval> {
  const who = { ip: clientIp, email: email.toLowerCase(), device: null };
  if (!(await countSignInAttempt(db, who)).allowed) return { ok: false, status: 429, why: "tooMany" };
  const [account] = await db
    .select({ id: user.id, email: user.email, role: user.role, banned: user.banned })
    .from(user)
    .where(eq(user.email, who.email))
    .limit(1);
  const allowed = account && !account.banned && can(staffRoleOf(account.role), "sell.discount");
  if (!allowed || !(await isOwnPassword(auth, account.id, password))) return { ok: false, status: 401, why: "wrong" };
  await forgiveSignInAttempt(db, who);
  return { ok: true, approver: account.email };
}

/**
 * What the signed-in clerk may discount in this sale: any discount (an owner), up to the counter's
 * limit, or any with an owner's approval (`approver`: the e-mail and password typed at the till).
 */
export async function discountRights(
  db: Db,
  auth: Auth,
  clerk: Pick<SessionUser, "role">,
  approver: { approverEmail?: string; approverPassword?: string },
  clientIp: string,
): Promise<{ ok: true; options: { discountLimited: boolean; approvedBy?: string } } | Extract<DiscountApproval, { ok: false }>> {
  if (can(staffRoleOf(clerk.role), "sell.discount")) return { ok: true, options: { discountLimited: false } };
  if (!approver.approverEmail || !approver.approverPassword) return { ok: true, options: { discountLimited: true } };
  const approval = await approveDiscount(db, auth, approver.approverEmail, approver.approverPassword, clientIp);
  return approval.ok ? { ok: true, options: { discountLimited: false, approvedBy: approval.approver } } : approval;
}
