// The shop's backup file: the database dump and the uploaded images (tyre photos, blog covers) in
// one file, so a restored shop shows its pictures. The layout is plain and needs no archive tool:
//
//   TYRE-SHOP-BACKUP 1\n
//   {"name":"manifest.json","size":N}\n <N bytes: what the file holds and where it came from>
//   {"name":"database","size":N}\n      <the database dump: PGlite's tarball or pg_dump's custom format>
//   {"name":"uploads/<path>","size":N}\n <one entry per uploaded file>
//   {"name":"end","size":0}\n           <a file cut short has no end and is refused>
//
// The entries are stored as they are (dumps and images are compressed already).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

export const BUNDLE_MAGIC = "TYRE-SHOP-BACKUP 1\n";

export interface BundleManifest {
  app: "tyre-shop";
  format: 1;
  database: "pglite" | "postgres";
  createdAt: string;
  uploads: number;
}

/** Every file under `dir`, as paths relative to it with forward slashes (none when it does not exist). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(r);
      else if (d.isFile()) out.push(r);
    }
  };
  walk("");
  return out.sort();
}

/**
 * Writes the bundle to `outFile` (created 0600 before anything is written): the manifest, the
 * database dump from `databaseFile` and every file of `uploadsDir`.
 */
export async function writeBundle(outFile: string, opts: { kind: BundleManifest["database"]; databaseFile: string; uploadsDir: string }) {
  const uploads = listFiles(opts.uploadsDir);
  const manifest: BundleManifest = {
    app: "tyre-shop",
    format: 1,
    database: opts.kind,
    createdAt: new Date().toISOString(),
    uploads: uploads.length,
  };
  const handle = await fsp.open(outFile, "w", 0o600);
  try {
    await handle.chmod(0o600);
    const entry = async (name: string, bytes: Uint8Array) => {
      await handle.write(`${JSON.stringify({ name, size: bytes.byteLength })}\n`);
      if (bytes.byteLength) await handle.write(bytes);
    };
    await handle.write(BUNDLE_MAGIC);
    await entry("manifest.json", Buffer.from(JSON.stringify(manifest)));
    await entry("database", await fsp.readFile(opts.databaseFile));
    for (const rel of uploads) await entry(`uploads/${rel}`, await fsp.readFile(path.join(opts.uploadsDir, rel)));
    await entry("end", new Uint8Array());
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads `size` bytes at `pos`, or throws when the file ends before. */
function readExactly(fd: number, pos: number, size: number): Buffer {
  const buf = Buffer.alloc(size);
  let got = 0;
  while (got < size) {
    const n = fs.readSync(fd, buf, got, size - got, pos + got);
    if (n === 0) throw new Error("the file ends in the middle of an entry (an incomplete copy?)");
    got += n;
  }
  return buf;
}

function readHeader(fd: number, pos: number): { name: string; size: number; next: number } {
  const probe = Buffer.alloc(1100);
  const n = fs.readSync(fd, probe, 0, probe.length, pos);
  const nl = probe.subarray(0, n).indexOf(0x0a);
  if (nl < 0) throw new Error("the file ends before its last entry (an incomplete copy?)");
  const header = JSON.parse(probe.subarray(0, nl).toString("utf8")) as { name?: unknown; size?: unknown };
  if (typeof header.name !== "string" || !Number.isSafeInteger(header.size) || (header.size as number) < 0)
    throw new Error("an entry's header is damaged");
  return { name: header.name, size: header.size as number, next: pos + nl + 1 };
}

/** An upload's path inside the bundle, refused when it would land outside the uploads folder. */
function safeUploadPath(rel: string): string {
  const normal = path.posix.normalize(rel);
  if (!normal || normal.startsWith("../") || normal === ".." || path.posix.isAbsolute(normal) || normal.includes("\0"))
    throw new Error(`an entry names a path outside the uploads folder (${JSON.stringify(rel)})`);
  return normal;
}

/**
 * Unpacks a bundle into `dir`: `dir/database` and `dir/uploads/...`. Throws with the reason when
 * the file is not a complete bundle of this shop.
 */
export function extractBundle(file: string, dir: string): BundleManifest {
  const fd = fs.openSync(file, "r");
  try {
    const magic = readExactly(fd, 0, BUNDLE_MAGIC.length).toString("latin1");
    if (magic !== BUNDLE_MAGIC) throw new Error("it does not start like a backup of this shop");
    let pos = BUNDLE_MAGIC.length;
    let manifest: BundleManifest | undefined;
    let database = false;
    for (;;) {
      const h = readHeader(fd, pos);
      pos = h.next;
      if (h.name === "end") break;
      const bytes = readExactly(fd, pos, h.size);
      pos += h.size;
      if (h.name === "manifest.json") {
        const m = JSON.parse(bytes.toString("utf8")) as Partial<BundleManifest>;
        if (m.app !== "tyre-shop" || m.format !== 1 || (m.database !== "pglite" && m.database !== "postgres"))
          throw new Error("its manifest is not a tyre shop's");
        manifest = m as BundleManifest;
      } else if (h.name === "database") {
        fs.writeFileSync(path.join(dir, "database"), bytes, { mode: 0o600 });
        database = true;
      } else if (h.name.startsWith("uploads/")) {
        const target = path.join(dir, "uploads", safeUploadPath(h.name.slice("uploads/".length)));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes);
      } else throw new Error(`it holds an unknown entry (${JSON.stringify(h.name.slice(0, 80))})`);
    }
    if (!manifest || !database) throw new Error("it has no manifest or no database");
    return manifest;
  } finally {
    fs.closeSync(fd);
  }
}
