// npm run db:migrate: apply pending migrations to DATABASE_URL or the embedded database.
import { openForCli } from "~/server/cli.server";

const { database } = await openForCli("db:migrate");
console.log(`Migrations applied (${database.kind}: ${database.location}).`);
await database.close();
