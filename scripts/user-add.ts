// npm run user:add -- --email E [--role owner|counter] [--name N] [--language es|en]   (--admin is
//   --role owner; without a role the account cannot open the back-office)
// npm run user:add -- --email E --reset [--role R]   (new password, signs the user out everywhere)
// npm run user:add -- --email E --two-factor-off     (after a lost phone; with --reset, both)
// The password is asked for without echo on a terminal, or read from the first line of standard
// input (echo "$PW" | npm run user:add -- ...), or from USER_PASSWORD; never from the command line,
// which the shell history keeps and `ps` shows to every user of the machine. What it changes is
// audited with `system` as the actor.
import { parseArgs } from "node:util";
import { z } from "zod";
import { SYSTEM_ACTOR } from "~/domain/audit";
import { STAFF_ROLES, type StaffRole } from "~/domain/permissions";
import { isLocale } from "~/i18n/staff-locale";
import { recordAudit } from "~/server/audit.server";
import { createUser, resetPassword } from "~/server/auth/auth.server";
import { fail, openForCli } from "~/server/cli.server";
import { resetTwoFactorByEmail } from "~/server/auth/staff-accounts.server";

if (process.argv.some((a) => a === "--password" || a.startsWith("--password="))) {
  fail(
    "--password is not accepted: a password on the command line stays in the shell history and is shown to every user by ps.\n" +
      'Type it when asked, pipe it in (printf "%s\\n" "$PW" | npm run user:add -- ...), or set USER_PASSWORD.',
  );
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      // The back-office's language of a new account; left out, the browser decides until the account chooses on /account.
      language: { type: "string" },
      admin: { type: "boolean", default: false },
      role: { type: "string" },
      reset: { type: "boolean", default: false },
      "two-factor-off": { type: "boolean", default: false },
    },
    strict: true,
  }).values;
} catch (e) {
  fail(
    `${(e as Error).message}\nUsage: npm run user:add -- --email E [--role owner|counter] [--name N] [--language es|en]\n       npm run user:add -- --email E --reset [--role owner|counter] [--two-factor-off]\n       npm run user:add -- --email E --two-factor-off\n(the password is asked for, or read from standard input or USER_PASSWORD)`,
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
if (args.role !== undefined && !(STAFF_ROLES as readonly string[]).includes(args.role))
  fail(`Unknown role "${args.role}": use --role owner or --role counter.`);
if (args.admin && args.role !== undefined && args.role !== "owner") fail("--admin means --role owner: give one of them.");
const role = (args.role as StaffRole | undefined) ?? (args.admin ? "owner" : undefined);
if (args.language !== undefined && !isLocale(args.language)) fail(`--language is es or en, not "${args.language}".`);
const language = isLocale(args.language) ? args.language : undefined;
const twoFactorOff = args["two-factor-off"];
if (twoFactorOff && !args.reset) {
  // Two-factor sign-in off, the password unchanged: nothing to ask for.
  if (role || args.name) fail("--two-factor-off alone changes nothing else; add --reset to set a new password as well.");
  const { database } = await openForCli("user:add");
  const r = await resetTwoFactorByEmail(database.db, SYSTEM_ACTOR, email.data);
  await database.close();
  if (!r) fail(`Could not turn off two-factor sign-in: there is no user with the e-mail ${email.data}`);
  console.log(
    r.changed
      ? `Two-factor sign-in turned off for ${r.email}; their sessions were signed out. They sign in with the password alone and can turn it on again on /account.`
      : `Two-factor sign-in was not on for ${r.email}: nothing changed.`,
  );
  process.exit(0);
}

const password = await readPassword();
if (password.length < 8) fail("The password must have at least 8 characters.");
if (password.length > 128) fail("The password must have at most 128 characters.");

if (args.reset && args.name) fail("--name only applies when creating a user, not with --reset.");

const { database, auth } = await openForCli("user:add");
if (args.reset) {
  try {
    const user = await resetPassword(auth, database.db, { email: email.data, password, role });
    await recordAudit(database.db, {
      actor: SYSTEM_ACTOR,
      kind: "staff",
      action: "staff.reset-password",
      subject: user.email,
      summary: `Reset the password of ${user.email} from the command line${role ? ` (${role})` : ""} and signed them out everywhere`,
    });
    console.log(`New password set for ${user.email}${role ? ` (${role})` : ""}; their sessions were signed out.`);
    if (twoFactorOff) {
      const r = await resetTwoFactorByEmail(database.db, SYSTEM_ACTOR, email.data);
      console.log(r?.changed ? "Two-factor sign-in turned off." : "Two-factor sign-in was not on.");
    }
  } catch (e) {
    await database.close();
    fail(`Could not reset the password of ${email.data}: ${(e as Error).message}`);
  }
  await database.close();
  process.exit(0);
}
try {
  const user = await createUser(auth, database.db, { email: email.data, password, name: args.name, role, language });
  await recordAudit(database.db, {
    actor: SYSTEM_ACTOR,
    kind: "staff",
    action: "staff.create",
    subject: user.email,
    summary: `Added ${user.email}${role ? ` as ${role}` : " without a staff role"} from the command line`,
    after: { role: role ?? null },
  });
  console.log(`Created ${role ?? "user"} ${user.email}.${role ? "" : " It has no staff role: give it one on /staff."}`);
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
