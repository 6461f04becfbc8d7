// npm run backup -- --out FILE: one file holding a consistent snapshot of the shop's database and
// its uploaded images (tyre photos, blog covers). On PostgreSQL (DATABASE_URL) the database part is
// pg_dump's custom format; on the embedded database PGlite's data-directory dump, with the server
// stopped (while it runs, the nightly backup and Download backup in the back-office make the same
// file). The file is readable by its owner only and holds no session or sign-in challenge.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, writeShopBackup } from "~/server/backups/backup.server";
import { DatabaseStartError, openDatabase } from "~/server/infra/db.server";
import { readEnv, uploadsDir } from "~/server/infra/env.server";
import { keepDataPrivate } from "~/server/infra/private-files.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) fail("Usage: npm run backup -- --out FILE");
const out = path.resolve(values.out);
const e = readEnv();
keepDataPrivate(e.DATA_DIR);
try {
  if (e.DATABASE_URL) {
    await writeShopBackup({ kind: "postgres", url: e.DATABASE_URL }, uploadsDir(e), out);
  } else {
    const database = await openDatabase({ dataDir: e.DATA_DIR, owner: "the backup command" });
    try {
      await writeShopBackup({ kind: "pglite", database }, uploadsDir(e), out);
    } finally {
      await database.close();
    }
  }
} catch (err) {
  if (err instanceof DatabaseStartError) {
    fail(
      `${err.message}\nThe shop's server holds the embedded database: stop it first, or use Download backup in the back-office while it runs.`,
    );
  }
  if (err instanceof BackupError) fail(err.message);
  throw err;
}
console.log(
  `Backup written: ${out} (${fs.statSync(out).size} bytes, ${e.DATABASE_URL ? "PostgreSQL" : "embedded database"} and the uploaded images)`,
);
