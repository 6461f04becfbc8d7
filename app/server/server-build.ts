// build/server/routes.js: this build's React Router server build (the routes, the entry, the assets
// manifest) and the hooks that give its loaders a database (the router context of a request, and the
// process-wide one that sign-in and the background jobs read), without starting a server. Tests render
// pages from it in-process with the very modules the production server runs.
export * from "virtual:react-router/server-build";
export { setAppDatabase } from "./infra/db.server";
export { requestContext } from "./infra/http/load-context.server";
// The bundled React Router's handler, whose context class is the one requestContext builds.
export { createRequestHandler } from "react-router";
