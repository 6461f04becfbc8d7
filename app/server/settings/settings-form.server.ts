// The settings screen's save (/settings): the version the form was loaded with, the form parsed
// with the one schema in the back-office's language, saved by saveSettings; the answer (toast and
// field messages) in that language.
import { shopSettingsSchemaIn } from "~/domain/shop-settings";
import type { AuditActor } from "~/domain/audit";
import type { Locale } from "~/lib/locale";
import { staffMessages } from "~/i18n/staff";
import { reply } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import type { Db } from "../infra/db.server";
import { replyFromError } from "../forms/reply-from-error.server";
import { saveSettings } from "./settings.server";

const versionOf = (form: FormData) => {
  const v = form.get("version");
  return typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null;
};

export async function saveSettingsForm(db: Db, form: FormData, actor: AuditActor, locale: Locale) {
  const texts = staffMessages(locale);
  const t = texts.settings;
  const version = versionOf(form);
  if (version == null) return reply({ ok: false, message: t.invalidRequest }, 400);
  const parsed = parseForm(shopSettingsSchemaIn(t.form), form, { nested: true });
  if (!parsed.ok) {
    const n = Object.keys(parsed.fieldErrors).length;
    return reply({ ok: false, message: t.nothingSaved(n, parsed.formError), fieldErrors: parsed.fieldErrors }, 400);
  }
  try {
    const saved = await saveSettings(db, parsed.data, { expectedVersion: version, actor });
    return reply({ ok: true, message: saved.changed ? t.saved(saved.fields.length) : t.nothingChanged });
  } catch (e) {
    return replyFromError(e, { failed: t.saveFailed, log: "settings", t: texts });
  }
}
