// A dump of an embedded database with some tables emptied (a backup without the sign-in rows),
// made by a child process. Emptying them takes a second PGlite, and WebAssembly memory never
// shrinks: made inside the server, each copy left the server larger, and a worker thread gave back
// only part of it. A child process gives all of it back when it exits, so the server's memory stays
// where it was (decision 096). The child is plain node on a script of a few lines that loads
// nothing of the shop, only PGlite from the same install as the server, so it runs alike from the
// sources (tests, tsx scripts) and from the build.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

/**
 * The child: opens the copy (a data directory, or a dump read on stdin and opened in memory), runs
 * the SQL, writes the new dump (gzipped) on stdout. CommonJS, given the modules' paths and its
 * settings as its one argument.
 */
const COPY_SCRIPT = `
const job = JSON.parse(process.argv[1]);
const { PGlite } = require(job.pglite);
const { pg_trgm } = require(job.pgTrgm);
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", async () => {
  const copy = new PGlite({
    dataDir: job.dataDir,
    loadDataDir: job.dataDir ? undefined : new Blob(chunks),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...job.settings.flatMap(([name, value]) => ["-c", name + "=" + value])],
  });
  await copy.waitReady;
  await copy.exec(job.sql);
  const out = new Uint8Array(await (await copy.dumpDataDir("gzip")).arrayBuffer());
  await copy.close();
  process.stdout.write(out);
});
`;

const resolve = createRequire(import.meta.url).resolve;

/**
 * A gzipped dump of `from` with `tables` emptied, made by a child process that has exited when
 * this resolves. `from` is a data directory the child may change (a copy of the database's, taken
 * between transactions), or a data-directory dump streamed to the child (a database in memory has
 * no directory). The emptied rows must not survive in the write-ahead log either: the copy
 * switches to a new log segment and checkpoints without recycling the old one, so the segment the
 * rows were written to is deleted, not renamed and kept.
 */
export function dumpWithTablesEmptied(
  from: { dataDir: string } | { dump: Blob },
  tables: readonly string[],
  settings: readonly (readonly [string, string])[],
): Promise<Uint8Array> {
  const job = {
    sql: `truncate ${tables.map((t) => `"${t}"`).join(", ")}; select pg_switch_wal(); checkpoint;`,
    settings: [...settings, ["wal_recycle", "off"]],
    pglite: resolve("@electric-sql/pglite"),
    pgTrgm: resolve("@electric-sql/pglite/contrib/pg_trgm"),
    dataDir: "dataDir" in from ? from.dataDir : undefined,
  };
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["-e", COPY_SCRIPT, JSON.stringify(job)], { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // A child that dies before reading all of its input is reported by its exit, below.
    child.stdin.on("error", () => {});
    child.on("error", (e) => fail(new Error(`the copy of the database could not start: ${e.message}`)));
    child.on("close", (code, signal) =>
      code === 0
        ? done(new Uint8Array(Buffer.concat(out)))
        : fail(new Error(`the copy of the database failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-2000)}`)),
    );
    if ("dump" in from) Readable.fromWeb(from.dump.stream() as WebReadableStream<Uint8Array>).pipe(child.stdin);
    else child.stdin.end();
  });
}
