// npm run restore -- FILE [--force]: restores a backup into an empty embedded data directory
// (DATA_DIR) or an empty PostgreSQL database (DATABASE_URL); --force replaces what is there.
// Afterwards `npm run invoices:verify` checks the invoice chain.
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, restorePglite, restorePostgres } from "~/server/backup.server";
import { readEnv } from "~/server/env.server";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(1);
}
const file = path.resolve(positionals[0]!);
const e = readEnv();
try {
  if (e.DATABASE_URL) await restorePostgres(e.DATABASE_URL, file, { force: values.force });
  else await restorePglite(e.DATA_DIR, file, { force: values.force });
} catch (err) {
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
console.log(
  `Restored ${file} into ${e.DATABASE_URL ? "the PostgreSQL database" : path.resolve(e.DATA_DIR)}. Check it with: npm run invoices:verify`,
);
