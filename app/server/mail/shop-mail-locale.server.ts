// The language of the e-mails the shop itself receives (a new reservation or appointment, a hold
// that ended): the back-office language its owners chose, else Spanish (decision 094). The oldest
// active owner account with a language decides, so the answer does not change with who signed in.
import { and, asc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { user } from "~db/schema";
import { LOCALES, type Locale } from "~/lib/locale";
import type { Db, Tx } from "../infra/db.server";

/** "owner" and its older spelling "admin" (staffRoleOf in app/domain/permissions.ts). */
const OWNER_ROLES = ["owner", "admin"];

export async function shopMailLocale(db: Db | Tx): Promise<Locale> {
  const [row] = await db
    .select({ language: user.language })
    .from(user)
    .where(and(inArray(user.role, OWNER_ROLES), isNotNull(user.language), or(isNull(user.banned), eq(user.banned, false))))
    .orderBy(asc(user.createdAt), asc(user.id))
    .limit(1);
  return LOCALES.find((l) => l === row?.language) ?? "es";
}
