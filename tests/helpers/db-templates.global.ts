// Vitest's global setup: the migrated database every integration test file starts from, made once
// per run instead of once per file. Opening an empty PGlite runs initdb, and the migrations then
// take as long again: together most of a short test file's time on a busy machine. Here one
// in-memory PGlite is migrated and dumped to a file, and on PostgreSQL (TEST_DATABASE_URL) one
// scratch database is migrated and used as the template the files' databases are copied from
// (tests/helpers/db.ts). Both are removed when the run ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { createScratchPostgres } from "../../db/scratch";
import { openDatabase } from "../../app/server/infra/db.server";
import { migrateDatabase } from "../../app/server/first-run.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A gzipped dump of a migrated in-memory PGlite (its data directory). */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database nobody stays connected to, to copy ("" without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tyre-test-templates-"));
  const file = path.join(dir, "pglite-migrated.tar.gz");
  const pglite = await openDatabase({ memory: true });
  try {
    await migrateDatabase(pglite);
    await pglite.db.execute(sql`checkpoint`);
    fs.writeFileSync(file, await pglite.dumpDataDir!());
  } finally {
    await pglite.close();
  }
  project.provide("pgliteTemplateFile", file);

  let dropPostgres = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchPostgres(adminUrl, "tyre_template");
    dropPostgres = scratch.drop;
    const postgres = await openDatabase({ databaseUrl: scratch.url, poolSize: 1 });
    try {
      await migrateDatabase(postgres);
    } finally {
      await postgres.close();
    }
    project.provide("postgresTemplate", scratch.name);
  } else project.provide("postgresTemplate", "");

  return async () => {
    await dropPostgres();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
