// A new embedded database starts from the build's template: a cluster with the migrations already
// applied (app/server/infra/pglite-template.server.ts), unpacked with the file system's own calls.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsFolder, openDatabase } from "~/server/infra/db.server";
import {
  makePgliteTemplate,
  migrationsFingerprint,
  pgliteTemplateFile,
  tarEntries,
  unpackNewDatabaseTemplate,
} from "~/server/infra/pglite-template.server";
import { migrateDatabase } from "~/server/first-run.server";

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe("the embedded database's migrated template", () => {
  const migrations = defaultMigrationsFolder();
  let dir: string;
  let templates: string;
  const savedTemplates = process.env.PGLITE_TEMPLATES;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-template-"));
    templates = path.join(dir, "templates");
    await makePgliteTemplate(pgliteTemplateFile(templates, migrations), migrations);
    process.env.PGLITE_TEMPLATES = templates;
  }, 120_000);
  afterAll(() => {
    if (savedTemplates === undefined) delete process.env.PGLITE_TEMPLATES;
    else process.env.PGLITE_TEMPLATES = savedTemplates;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is named by PGlite's version and the migrations' fingerprint", () => {
    const [file] = fs.readdirSync(templates);
    expect(file).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+-${migrationsFingerprint(migrations)}\\.tar\\.gz$`));
  });

  it("unpacks into a new data directory a database the migrations find complete", async () => {
    const pgdata = path.join(dir, "shop", "pgdata");
    expect(unpackNewDatabaseTemplate(pgdata, migrations)).toBe(true);
    expect(fs.readFileSync(path.join(pgdata, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    expect(fs.statSync(pgdata).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.dirname(pgdata))).toEqual(["pgdata"]); // nothing left beside it
    const database = await openDatabase({ dataDir: path.join(dir, "shop") });
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(migrations, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      const applied = async () =>
        rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      expect(await applied()).toBe(journal.entries.length);
      await migrateDatabase(database);
      expect(await applied()).toBe(journal.entries.length);
      // The extension the migrations create works, and the start's own row was added by the start.
      const [similar] = rows<{ s: number }>(await database.db.execute(sql`select similarity('michelin', 'michelln') as s`));
      expect(similar!.s).toBeGreaterThan(0.3);
      const [settings] = rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from shop_settings`));
      expect(settings!.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("leaves a data directory that holds a database alone", () => {
    const pgdata = path.join(dir, "shop", "pgdata");
    const before = fs.readFileSync(path.join(pgdata, "global", "pg_control"));
    expect(unpackNewDatabaseTemplate(pgdata, migrations)).toBe(false);
    expect(fs.readFileSync(path.join(pgdata, "global", "pg_control")).equals(before)).toBe(true);
  });

  it("is not used for other migrations: PGlite's own initdb then runs", () => {
    const other = path.join(dir, "other-migrations");
    fs.cpSync(migrations, other, { recursive: true });
    fs.appendFileSync(
      path.join(
        other,
        fs
          .readdirSync(other)
          .filter((f) => f.endsWith(".sql"))
          .sort()
          .at(-1)!,
      ),
      "\n-- changed\n",
    );
    expect(migrationsFingerprint(other)).not.toBe(migrationsFingerprint(migrations));
    const pgdata = path.join(dir, "other", "pgdata");
    expect(unpackNewDatabaseTemplate(pgdata, other)).toBe(false);
    expect(fs.existsSync(pgdata)).toBe(false);
  });

  it("a template that cannot be read leaves no half database behind", () => {
    const broken = path.join(dir, "broken");
    fs.mkdirSync(broken);
    const file = pgliteTemplateFile(broken, migrations);
    fs.writeFileSync(file, fs.readFileSync(pgliteTemplateFile(templates, migrations)).subarray(0, 200_000));
    process.env.PGLITE_TEMPLATES = broken;
    try {
      const pgdata = path.join(dir, "half", "pgdata");
      fs.mkdirSync(path.dirname(pgdata));
      expect(() => unpackNewDatabaseTemplate(pgdata, migrations)).toThrow();
      expect(fs.readdirSync(path.dirname(pgdata))).toEqual([]);
    } finally {
      process.env.PGLITE_TEMPLATES = templates;
    }
  });

  it("reads only plain files and folders inside the archive", () => {
    const header = (name: string, flag: string, size = 0) => {
      const h = Buffer.alloc(512);
      h.write(name, 0, "latin1");
      h.write(size.toString(8).padStart(11, "0"), 124, "latin1");
      h.write(flag, 156, "latin1");
      h.write("ustar", 257, "latin1");
      return h;
    };
    const archive = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.alloc(1024)]);
    const data = Buffer.alloc(512);
    data.write("16");
    expect([...tarEntries(archive(header("/base", "5"), header("/PG_VERSION", "0", 2), data))]).toEqual([
      { name: "base", type: "directory", data: Buffer.alloc(0) },
      { name: "PG_VERSION", type: "file", data: Buffer.from("16") },
    ]);
    expect(() => [...tarEntries(archive(header("/../outside", "0")))]).toThrow(/Unreadable/);
    expect(() => [...tarEntries(archive(header("/link", "2")))]).toThrow(/Unexpected/);
  });
});
