// The shop runs on Node 24 or newer (React Router 8 needs 22.22; Node 20 gets no security fixes).
// Plain JavaScript that any Node runs, so an old one hears it in one line before anything else
// loads: `npm start`, `npm test` and the npm scripts run this file first, and the built server
// and CLI import it before their own code (app/server/infra/start.server.ts, scripts/cli.ts).
// eslint.config.js gives plain .mjs files no Node globals: these are the two this one uses.
/* global process, console */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `This shop needs Node ${REQUIRED_MAJOR} or newer; you have ${process.versions.node}. See README ("Quick start": getting Node ${REQUIRED_MAJOR}).`,
  );
  process.exit(1);
}
