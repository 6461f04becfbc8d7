// npm run user:add -- --email E [--admin] [--name N]
// npm run user:add -- --email E --reset [--admin]   (new password, signs the user out everywhere)
// The password is asked for without echo on a terminal, or read from the first line of standard
// input (echo "$PW" | npm run user:add -- ...), or from USER_PASSWORD. --password P still works for
// scripts, but the shell history and `ps` keep it.
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
    `${(e as Error).message}\nUsage: npm run user:add -- --email E [--admin] [--name N]\n       npm run user:add -- --email E --reset [--admin]\n(the password is asked for, or read from standard input or USER_PASSWORD)`,
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
const password = args.password ?? (await readPassword());
if (password.length < 8) fail("The password must have at least 8 characters.");
if (password.length > 128) fail("The password must have at most 128 characters.");

if (args.reset && args.name) fail("--name only applies when creating a user, not with --reset.");

const { database, auth } = await openForCli("user:add");
if (args.reset) {
  try {
    const user = await resetPassword(auth, database.db, { email: email.data, password, admin: args.admin });
    console.log(`New password set for ${user.email}${args.admin ? " (admin)" : ""}; their sessions were signed out.`);
  } catch (e) {
    await database.close();
    fail(`Could not reset the password of ${email.data}: ${(e as Error).message}`);
  }
  await database.close();
  process.exit(0);
}
try {
  const user = await createUser(auth, database.db, { email: email.data, password, name: args.name, admin: args.admin });
  console.log(`Created ${args.admin ? "admin" : "user"} ${user.email}.`);
} catch (e) {
  const message = (e as { body?: { message?: string } }).body?.message ?? (e as Error).message;
  await database.close();
  fail(`Could not create ${email.data}: ${message}`);
}
await database.close();

/** The password from USER_PASSWORD, the first line of piped standard input, or a prompt without echo. */
async function readPassword(): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = "";
    for await (const chunk of stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? "";
  }
  process.stdout.write("Password (not shown): ");
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  let typed = "";
  for await (const chunk of stdin) {
    for (const ch of chunk as string) {
      if (ch === "\r" || ch === "\n") {
        stdin.setRawMode(false);
        stdin.pause();
        process.stdout.write("\n");
        return typed;
      }
      if (ch === "\u0003") {
        stdin.setRawMode(false);
        process.stdout.write("\n");
        process.exit(130);
      }
      if (ch === "\u007f" || ch === "\b") typed = typed.slice(0, -1);
      else typed += ch;
    }
  }
  return typed;
}
