// The back-office's message catalogue: Spanish (es/*) is the source, English (en/*) is typed
// against it, so both have the same keys. One file per area (common, login, account...).
import type { Locale } from "../locale";
import enAccount from "./en/account";
import enAudit from "./en/audit";
import enCommon from "./en/common";
import enLogin from "./en/login";
import enPosts from "./en/posts";
import enVerifactu from "./en/verifactu";
import esAccount from "./es/account";
import esAudit from "./es/audit";
import esCommon from "./es/common";
import esLogin from "./es/login";
import esPosts from "./es/posts";
import esVerifactu from "./es/verifactu";

const es = { ...esCommon, login: esLogin, account: esAccount, audit: esAudit, posts: esPosts, verifactu: esVerifactu };
export type StaffMessages = typeof es;
const en = {
  ...enCommon,
  login: enLogin,
  account: enAccount,
  audit: enAudit,
  posts: enPosts,
  verifactu: enVerifactu,
} satisfies StaffMessages;

const CATALOGUE: Record<Locale, StaffMessages> = { es, en };

export function staffMessages(locale: Locale): StaffMessages {
  return CATALOGUE[locale];
}

/** A key of the admin menu's labels (staff-paths.ts names its entries by these). */
export type StaffMenuKey = keyof StaffMessages["menu"];
