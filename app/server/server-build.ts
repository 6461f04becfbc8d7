// build/server/routes.js: this build's React Router server build (the routes, the entry, the assets
// manifest) and the router context that gives its loaders a database and sign-in, without starting a
// server. Tests render pages from it in-process with the very modules the production server runs.
export * from "virtual:react-router/server-build";
export { requestContext } from "./infra/http/load-context.server";
// The bundled React Router's handler, whose context class is the one requestContext builds.
export { createRequestHandler } from "react-router";
