// The shop a test's routes run on when the test calls them in-process: its database and the
// sign-in library's instance on it. routeContext() hands them to every loader and action that the
// test does not give its own, as the server hands its own to every request (the app itself keeps
// neither in a module variable: both reach the routes through the router context).
import type { Auth } from "~/server/auth/auth.server";
import type { Database } from "~/server/infra/db.server";

let testDatabase: Database | undefined;
let testAuthInstance: Auth | undefined;

export function setTestDatabase(database: Database | undefined) {
  testDatabase = database;
}

export function setTestAuth(auth: Auth | undefined) {
  testAuthInstance = auth;
}

export function testDatabaseOrThrow(): Database {
  if (!testDatabase) throw new Error("No test database: call setTestDatabase (or a suite helper that does) first.");
  return testDatabase;
}

export function testAuth(): Auth {
  if (!testAuthInstance) throw new Error("No sign-in instance: call setTestAuth (or signedInAdmin) first.");
  return testAuthInstance;
}
