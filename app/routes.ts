// Route configuration, generated from the path tables: public pages from app/i18n/paths.ts (one
// module per screen, registered once per language), staff screens from app/staff-paths.ts, plus
// the resource routes.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PROOF_CHALLENGE_PATH } from "./enhance/contract";
import { PUBLIC_PAGES } from "./i18n/paths";
import { SIGN_IN_ROUTES, STAFF_ROUTES } from "./staff-paths";

export default [
  layout("routes/store/layout.tsx", [
    ...PUBLIC_PAGES.flatMap((p) => [
      p.es === "/" ? index(p.file, { id: `${p.id}.es` }) : route(p.es, p.file, { id: `${p.id}.es` }),
      route(p.en, p.file, { id: `${p.id}.en` }),
    ]),
    // Unknown paths: redirects of old/mixed paths, else the 404 page (in the path's language).
    route("*", "routes/store/not-found.tsx", { id: "not-found" }),
  ]),
  ...SIGN_IN_ROUTES.map((r) => route(r.path, r.file, { id: `staff.${r.id}` })),
  layout(
    "routes/staff/layout.tsx",
    STAFF_ROUTES.map((r) => route(r.path, r.file, { id: `staff.${r.id}` })),
  ),
  route("/healthz", "routes/resources/healthz.ts", { id: "healthz" }),
  route("/sitemap.xml", "routes/resources/sitemap.ts", { id: "sitemap" }),
  route("/robots.txt", "routes/resources/robots.ts", { id: "robots" }),
  route(PROOF_CHALLENGE_PATH, "routes/resources/proof-challenge.ts", { id: "proofChallenge" }),
] satisfies RouteConfig;
