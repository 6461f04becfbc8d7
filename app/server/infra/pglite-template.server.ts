// The database a new embedded (PGlite) database starts from: a cluster with the build's migrations
// already applied. Without it, PGlite runs initdb on the first start (a second Postgres instance in
// memory, then its files copied to the data directory) and then every migration runs, creating
// each table's and index's files one by one: together most of a first start's work. The build makes
// the cluster once (vite.config.ts, cached in node_modules/.cache by PGlite's version and the
// migrations' fingerprint) and puts it beside the server as build/server/pglite/<version>-<fingerprint>.tar.gz;
// openDatabase unpacks it into a data directory that holds no database yet, and the migrations
// that run at start then find nothing to apply. The file is named by both, so a build that meets
// another PGlite (a newer install under an older build) or other migrations finds none and lets
// PGlite run initdb and the migrations as before.
// The rows the migrations themselves insert (the default workshop services, the VERI*FACTU
// settings row) carry the build's time in their timestamp columns, not the first start's.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { createPGlite } from "./pglite-open.server.ts"; // with its extension: the build configuration loads this file as it is

/** The installed PGlite's version (its package.json, beside the entry Node resolves). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** A short hash of a migrations folder: its journal and every migration's SQL. */
export function migrationsFingerprint(migrationsFolder: string): string {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json")));
  for (const file of fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

/** The template in `dir` (PGLITE_TEMPLATES, set by the built server and CLI) for this PGlite and these migrations. */
export function pgliteTemplateFile(dir: string, migrationsFolder: string, version = installedPgliteVersion()): string {
  return path.join(dir, `${version}-${migrationsFingerprint(migrationsFolder)}.tar.gz`);
}

/**
 * Makes the template: initdb in memory, the migrations (with the extension they create), a
 * checkpoint, the data directory as a gzipped tar. Only the migrations: the rows the server adds
 * at start (the shop's default settings) are added at the first start, with its time.
 */
export async function makePgliteTemplate(file: string, migrationsFolder: string): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  const pg = await createPGlite();
  try {
    await pg.waitReady;
    await migrate(drizzle({ client: pg }), { migrationsFolder });
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

/**
 * Unpacks the build's template into `pgdata` when it holds no database yet and the build left one
 * for these migrations; false when there is none (PGlite then runs initdb and the migrations run).
 * With the file system's own calls: through PGlite's emulated file system (loadDataDir) its 1,300
 * files took longer than the rest of a first start. Unpacked beside and renamed into place, so a
 * start stopped halfway leaves no half database behind.
 */
export function unpackNewDatabaseTemplate(pgdata: string, migrationsFolder: string): boolean {
  const dir = process.env.PGLITE_TEMPLATES;
  if (!dir || fs.existsSync(path.join(pgdata, "PG_VERSION"))) return false;
  const file = pgliteTemplateFile(dir, migrationsFolder);
  if (!fs.existsSync(file)) return false;
  const staging = `${pgdata}.unpacking-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    for (const entry of tarEntries(zlib.gunzipSync(fs.readFileSync(file)))) {
      const target = path.join(staging, entry.name);
      if (entry.type === "directory") fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        fs.writeFileSync(target, entry.data, { mode: 0o600 });
      }
    }
    // An empty pgdata (made by an earlier start that stopped before initdb) gives way.
    if (fs.existsSync(pgdata)) fs.rmdirSync(pgdata);
    fs.renameSync(staging, pgdata);
    return true;
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
}

interface TarEntry {
  /** Relative to the archive's root. */
  name: string;
  type: "file" | "directory";
  data: Uint8Array;
}

/** The entries of a tar archive (ustar, as PGlite's dumpDataDir writes it: regular files and directories only). */
export function* tarEntries(tar: Buffer): Generator<TarEntry> {
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return; // the archive's end
    const field = (from: number, length: number) => {
      const raw = header.subarray(from, from + length);
      const end = raw.indexOf(0);
      return raw.toString("latin1", 0, end < 0 ? length : end);
    };
    const prefix = field(257, 6) === "ustar" ? field(345, 155) : "";
    const name = (prefix ? `${prefix}/` : "") + field(0, 100);
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const flag = String.fromCharCode(header[156]!);
    const relative = name.replace(/^\/+/, "").replace(/\/+$/, "");
    if (!Number.isFinite(size) || relative.split("/").includes("..")) throw new Error(`Unreadable template entry: ${name}`);
    if (flag !== "0" && flag !== "\0" && flag !== "5") throw new Error(`Unexpected template entry type ${JSON.stringify(flag)}: ${name}`);
    if (relative) yield { name: relative, type: flag === "5" ? "directory" : "file", data: tar.subarray(at + 512, at + 512 + size) };
    at += 512 + Math.ceil(size / 512) * 512;
  }
}
