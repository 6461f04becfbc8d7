// Scratch PostgreSQL databases for the integration tests, the benchmark and the crash and fuzz
// scripts: each run gets its own database on a server it may create databases on.
import crypto from "node:crypto";
import pg from "pg";

/**
 * A new, empty PostgreSQL database on the server of `adminUrl` (whose role may CREATE DATABASE),
 * named `<prefix>_<time>_<random>` so parallel runs never meet; `drop` removes it even while
 * connections remain. With `template` (a scratch database nobody is connected to), a copy of it.
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
  opts: { template?: string } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(opts.template ? `CREATE DATABASE ${name} TEMPLATE ${opts.template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
