// build/server/routes.js: this build's React Router server build (the routes, the entry, the assets
// manifest) and the hook that gives its loaders a database, without starting a server. Tests render
// pages from it in-process with the very modules the production server runs.
export * from "virtual:react-router/server-build";
export { setAppDatabase } from "./db.server";
