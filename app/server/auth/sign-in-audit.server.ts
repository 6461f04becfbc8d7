// Sign-ins in the audit log: each completed sign-in, and each attempt that reached the password or
// code check and failed (attempts the throttle refused first are not written: a flood must not
// fill the log, which is never pruned). Also a member of staff changing their own password.
import type { AuditActor } from "~/domain/audit";
import { recordAudit } from "../audit.server";
import type { Db } from "../infra/db.server";

export type SignInStep = "password" | "code";

/** A completed sign-in (after the code, with two-factor). */
export async function auditSignIn(db: Db, u: { id: string; email: string }, ip: string): Promise<void> {
  await recordAudit(db, {
    actor: { id: u.id, label: u.email },
    kind: "security",
    action: "sign-in.succeeded",
    subject: u.email,
    summary: `Signed in from ${ip}`,
    after: { ip },
  });
}

/** A sign-in attempt that failed its check: a wrong password or code, or an account that may not sign in. */
export async function auditFailedSignIn(db: Db, email: string, ip: string, step: SignInStep, why: string): Promise<void> {
  const who = email.trim().toLowerCase().slice(0, 254);
  await recordAudit(db, {
    actor: { id: null, label: `sign-in from ${ip}` },
    kind: "security",
    action: "sign-in.failed",
    subject: who,
    summary: `Failed sign-in as ${who} from ${ip} (${step}): ${why}`,
    after: { ip, step, refusal: why },
  });
}

/** A member of staff changed their own password (their other sessions were ended). */
export async function auditOwnPasswordChange(db: Db, actor: AuditActor): Promise<void> {
  await recordAudit(db, {
    actor,
    kind: "security",
    action: "password.change",
    subject: actor.label,
    summary: `${actor.label} changed their own password; their other devices were signed out`,
  });
}
