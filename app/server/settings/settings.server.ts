// The shop's settings in the database (docs/decisions/080-shop-settings.md): one row of
// shop_settings holding a JSON document, read through the one schema (app/domain/shop-settings.ts).
//
//   getSettings(db)      the settings for a request: cached in the process, per database, until a
//                        save through saveSettings (or any write, here or in another server
//                        process: cache-bus.server.ts) empties the cache.
//   readSettings(tx)     the settings as committed, read inside a transaction (a sale's snapshot).
//   saveSettings(db, …)  validates, refuses a stale version, writes, audits, empties the cache.
//
// The page cache is emptied by the HTTP layer after any accepted write (decision 005), so a saved
// change shows on every public page at once.
import { staffMessages } from "~/i18n/staff";
import { Refusal } from "~/i18n/staff/refusal";
import { eq, sql } from "drizzle-orm";
import { shopSettings } from "~db/schema";
import { DEFAULT_SHOP_SETTINGS } from "~/config/shop";
import { type AuditActor, changedFields } from "~/domain/audit";
import { isSettingKey, SETTING_LABELS, type ShopSettings, shopSettingsSchemaIn } from "~/domain/shop-settings";
import { recordAudit } from "../audit.server";
import { onDataChanged } from "../infra/cache-bus.server";
import type { Db, Tx } from "../infra/db.server";

const ROW_ID = 1;

/** What the stored document is read through: the one schema, its messages (for the log only) in English. */
const shopSettingsSchema = shopSettingsSchemaIn(staffMessages("en").settings.form);

/** The stored settings the schema refuses (never written by saveSettings): a broken database. */
export class StoredSettingsError extends Error {
  override name = "StoredSettingsError";
}

/**
 * Reads a stored document: settings added to the schema after the document was saved take their
 * first value from app/config/shop.ts; anything the schema refuses is an error, never ignored.
 */
function settingsFromStored(data: unknown): ShopSettings {
  const stored = data && typeof data === "object" && !Array.isArray(data) ? data : {};
  const parsed = shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...stored });
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new StoredSettingsError(`The stored shop settings are invalid at ${i?.path.join(".") || "(root)"}: ${i?.message}`);
  }
  return parsed.data;
}

interface StoredSettings {
  settings: ShopSettings;
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** Writes the first settings (app/config/shop.ts) when the database has none; runs after every migration. */
export async function ensureShopSettings(db: Db | Tx): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: ROW_ID, data: shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS) })
    .onConflictDoNothing();
}

/** The settings with their version, straight from the database (no cache). */
export async function readStoredSettings(db: Db | Tx, opts: { lock?: boolean } = {}): Promise<StoredSettings> {
  const q = db.select().from(shopSettings).where(eq(shopSettings.id, ROW_ID));
  const [row] = await (opts.lock ? q.for("update") : q);
  if (!row) return { settings: shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS), version: 0, updatedAt: null, updatedBy: null };
  return { settings: settingsFromStored(row.data), version: row.version, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** The settings as committed, read inside a transaction (no cache). */
export async function readSettings(db: Db | Tx): Promise<ShopSettings> {
  return (await readStoredSettings(db)).settings;
}

// One cached read per database handle (tests open several); the value is the promise, so
// concurrent first requests share one query.
let cache = new WeakMap<object, Promise<ShopSettings>>();
// Saved in another server process (PostgreSQL): that process's NOTIFY empties this cache too.
onDataChanged(() => {
  cache = new WeakMap();
});

/** The settings for a request: one query per process until the next save. */
export function getSettings(db: Db): Promise<ShopSettings> {
  let hit = cache.get(db);
  if (!hit) {
    hit = readSettings(db);
    cache.set(db, hit);
    // A failed read is not kept: the next request tries again.
    const mine = hit;
    mine.catch(() => {
      if (cache.get(db) === mine) cache.delete(db);
    });
  }
  return hit;
}

/** Forgets the cached settings of `db` (after a save). */
function forgetCachedSettings(db: Db) {
  cache.delete(db);
}

/** Somebody saved the settings after this form was loaded. */
export class SettingsVersionError extends Refusal {
  override name = "SettingsVersionError";
  constructor(readonly current: number) {
    super((t) => t.settings.stale, { kind: "conflict" });
  }
}

type SaveSettingsResult = { changed: false; version: number } | { changed: true; version: number; fields: string[] };

/**
 * Saves validated settings in one transaction: the row is locked, its version must still be
 * `expectedVersion`, the new document is written with version + 1, and an audit entry records
 * the fields that changed (before and after). Nothing changed: nothing is written. The audit
 * summary names the fields in English (SETTING_LABELS), as every stored summary is written.
 */
export async function saveSettings(
  db: Db,
  next: ShopSettings,
  opts: { expectedVersion: number; actor: AuditActor },
): Promise<SaveSettingsResult> {
  // Validated again here: no caller can store a document the schema refuses.
  const settings = shopSettingsSchema.parse(next);
  try {
    return await db.transaction(async (tx) => {
      await ensureShopSettings(tx);
      const current = await readStoredSettings(tx, { lock: true });
      if (current.version !== opts.expectedVersion) throw new SettingsVersionError(current.version);
      const diff = changedFields(current.settings, settings);
      const fields = Object.keys(diff.after);
      if (fields.length === 0) return { changed: false as const, version: current.version };
      const [row] = await tx
        .update(shopSettings)
        .set({ data: settings, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()`, updatedBy: opts.actor.label })
        .where(eq(shopSettings.id, ROW_ID))
        .returning({ version: shopSettings.version });
      await recordAudit(tx, {
        actor: opts.actor,
        kind: "settings",
        action: "settings.update",
        summary: `Changed ${fields.map((f) => (isSettingKey(f) ? SETTING_LABELS[f] : f)).join(", ")}`,
        before: diff.before,
        after: diff.after,
      });
      return { changed: true as const, version: row!.version, fields };
    });
  } finally {
    // Whatever happened, the next request reads what is committed.
    forgetCachedSettings(db);
  }
}
