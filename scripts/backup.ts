// npm run backup -- --out FILE: a consistent snapshot of the shop's data. On PostgreSQL
// (DATABASE_URL) pg_dump's custom format; on the embedded database PGlite's data-directory dump,
// with the server stopped (while it runs, use Download backup in the back-office). The file is
// readable by its owner only and holds no session or sign-in challenge.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupPostgres, BackupError, createPrivateFile, SIGN_IN_TABLES } from "~/server/backup.server";
import { DatabaseStartError, openDatabase } from "~/server/db.server";
import { readEnv } from "~/server/env.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) fail("Usage: npm run backup -- --out FILE");
const out = path.resolve(values.out);
const e = readEnv();
try {
  if (e.DATABASE_URL) {
    await backupPostgres(e.DATABASE_URL, out);
  } else {
    const database = await openDatabase({ dataDir: e.DATA_DIR, owner: "the backup command" });
    try {
      const dump = await database.dumpDataDir!({ emptyTables: SIGN_IN_TABLES });
      createPrivateFile(out);
      fs.writeFileSync(out, dump);
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
  `Backup written: ${out} (${fs.statSync(out).size} bytes, ${e.DATABASE_URL ? "PostgreSQL custom format" : "embedded database"})`,
);
