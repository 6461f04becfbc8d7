// npm run user:add -- --email E --password P [--admin] [--name N]
// npm run user:add -- --email E --password P --reset [--admin]   (new password, signs the user out everywhere)
import { parseArgs } from "node:util";
import { z } from "zod";
import { createUser, resetPassword } from "~/server/auth.server";
import { fail, openForCli } from "~/server/cli.server";

let args;
try {
  args = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean", default: false },
      reset: { type: "boolean", default: false },
    },
    strict: true,
  }).values;
} catch (e) {
  fail(
    `${(e as Error).message}\nUsage: npm run user:add -- --email E --password P [--admin] [--name N]\n       npm run user:add -- --email E --password P --reset [--admin]`,
  );
}
const email = z
  .string()
  .trim()
  .toLowerCase()
  .email()
  .max(254)
  .safeParse(args.email ?? "");
if (!email.success) fail(`Invalid e-mail address: "${args.email ?? ""}".`);
if (!args.password || args.password.length < 8) fail("The password must have at least 8 characters.");
if (args.password.length > 128) fail("The password must have at most 128 characters.");

if (args.reset && args.name) fail("--name only applies when creating a user, not with --reset.");

const { database, auth } = await openForCli("user:add");
if (args.reset) {
  try {
    const user = await resetPassword(auth, database.db, { email: email.data, password: args.password, admin: args.admin });
    console.log(`New password set for ${user.email}${args.admin ? " (admin)" : ""}; their sessions were signed out.`);
  } catch (e) {
    await database.close();
    fail(`Could not reset the password of ${email.data}: ${(e as Error).message}`);
  }
  await database.close();
  process.exit(0);
}
try {
  const user = await createUser(auth, database.db, { email: email.data, password: args.password, name: args.name, admin: args.admin });
  console.log(`Created ${args.admin ? "admin" : "user"} ${user.email}.`);
} catch (e) {
  const message = (e as { body?: { message?: string } }).body?.message ?? (e as Error).message;
  await database.close();
  fail(`Could not create ${email.data}: ${message}`);
}
await database.close();
