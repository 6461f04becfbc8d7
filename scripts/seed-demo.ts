// npm run seed:demo: load the demo stock and blog posts (also into PostgreSQL, on request). The
// demo admin, whose password is printed, is made on the embedded database only: a PostgreSQL shop
// is a real one, whose admins are added with npm run user:add.
import { count } from "drizzle-orm";
import { tyres } from "~db/schema";
import { seedDemo } from "~db/seed/demo";
import { openForCli } from "~/server/cli.server";
import { demoAdminNotice, framedNotice } from "~/server/infra/start-notice.server";

const { database, auth } = await openForCli("seed:demo");
const [{ n }] = await database.db.select({ n: count() }).from(tyres);
if (n > 0 && !process.argv.includes("--force")) {
  console.error(`The database already has ${n} tyres; not seeding (use --force to add the demo set anyway).`);
  await database.close();
  process.exit(1);
}
const r = await seedDemo(database.db, database.kind === "pglite" ? auth : null);
console.log(`Loaded demo data: ${r.tyres} tyres, ${r.posts} blog posts.`);
if (r.admin) console.log(framedNotice(demoAdminNotice(r.admin)));
else if (database.kind === "postgres") console.log("No demo admin on PostgreSQL: add admins with npm run user:add.");
await database.close();
