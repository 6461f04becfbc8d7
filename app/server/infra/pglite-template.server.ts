// The empty database cluster a new embedded (PGlite) database starts from. Without it, PGlite runs
// initdb on the first start (a second Postgres instance in memory, then its files copied to the
// data directory): most of a first start's work. The build makes the cluster once (vite.config.ts,
// cached per PGlite version in node_modules/.cache) and puts it beside the server as
// build/server/pglite/<version>.tar.gz; openDatabase unpacks it into a data directory that holds no
// database yet. The file is named by PGlite's version, so a build that meets another PGlite (a
// newer install under an older build) finds none and lets PGlite run initdb as before.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The installed PGlite's version (its package.json, beside the entry Node resolves). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** The template for this PGlite in `dir` (PGLITE_TEMPLATES, set by the built server and CLI). */
export function pgliteTemplateFile(dir: string, version = installedPgliteVersion()): string {
  return path.join(dir, `${version}.tar.gz`);
}

/** Makes the template: initdb in memory, a checkpoint, the data directory as a gzipped tar. */
export async function makePgliteTemplate(file: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite();
  try {
    await pg.waitReady;
    await pg.exec("checkpoint");
    const dump = await pg.dumpDataDir("gzip");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: parallel builds share the cache.
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(part, file);
  } finally {
    await pg.close();
  }
}

/** The template to unpack into `pgdata`, when it holds no database yet and the build left one. */
export function newDatabaseTemplate(pgdata: string): Blob | undefined {
  const dir = process.env.PGLITE_TEMPLATES;
  if (!dir || fs.existsSync(path.join(pgdata, "PG_VERSION"))) return undefined;
  const file = pgliteTemplateFile(dir);
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
