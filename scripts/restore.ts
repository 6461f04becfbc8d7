// npm run restore -- FILE [--force]: restores a backup (database and uploaded images) into an
// empty embedded data directory (DATA_DIR) or an empty PostgreSQL database (DATABASE_URL), and an
// empty uploads folder (UPLOADS_DIR, or DATA_DIR/uploads); --force replaces what is there.
// Afterwards `npm run invoices:verify` checks the invoice chain.
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, restoreShopBackup } from "~/server/backups/backup.server";
import { readEnv, uploadsDir } from "~/server/infra/env.server";
import { keepDataPrivate } from "~/server/infra/private-files.server";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(1);
}
const file = path.resolve(positionals[0]!);
const e = readEnv();
keepDataPrivate(e.DATA_DIR);
let uploads = 0;
try {
  ({ uploads } = await restoreShopBackup(e, file, { force: values.force }));
} catch (err) {
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
console.log(
  `Restored ${file} into ${e.DATABASE_URL ? "the PostgreSQL database" : path.resolve(e.DATA_DIR)} and ${uploads} uploaded files into ${uploadsDir(e)}. Check it with: npm run invoices:verify`,
);
