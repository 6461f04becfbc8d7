// The data folder holds customers' personal data, the shop's tax records, its signing certificate,
// its sign-in secret and the mail it sent: only the account that runs the shop may read it,
// whatever umask the shell or the service manager gave the process.
import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * From now on this process creates files 0600 and folders 0700, and the data folder (created if
 * missing) is closed to others. Called first by every entry point that opens the shop's data: the
 * server, the command-line tools, backup and restore.
 */
export function keepDataPrivate(dataDir: string): void {
  // A worker thread cannot set the process's umask (the test runner's workers call the services directly).
  if (isMainThread) process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dataDir, 0o700);
  } catch (e) {
    // A folder of another account (a mount point the service may write but not chmod): its owner decides.
    if ((e as NodeJS.ErrnoException).code !== "EPERM") throw e;
  }
}

/**
 * Makes every file under `dir` 0600 and every folder 0700, symbolic links left alone. The embedded
 * database writes its files 0666 whatever the umask (and a database started from the build's
 * template keeps the template's modes), so the server and the tools walk the data folder once the database is open.
 * A file that goes away during the walk (the database removes temporary files) is skipped.
 */
export function closeToOthers(dir: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
    fs.chmodSync(dir, 0o700);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return;
    throw e;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) closeToOthers(file);
    else if (entry.isFile()) {
      try {
        fs.chmodSync(file, 0o600);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
    }
  }
}
