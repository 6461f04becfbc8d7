// Route configuration, generated from the i18n path table for public pages (one module per
// screen, registered once per language) plus the staff and resource routes.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PUBLIC_PAGES } from "./i18n/paths";

/** Staff screens (admin only; English). Every loader and action calls requireAdmin first. */
export const STAFF_ROUTES = [
  { id: "staff.dashboard", path: "/dashboard", file: "routes/staff/dashboard.tsx" },
  { id: "staff.inventory", path: "/inventory", file: "routes/staff/inventory.tsx" },
  { id: "staff.checkout", path: "/checkout", file: "routes/staff/checkout.tsx" },
  { id: "staff.invoices", path: "/invoices", file: "routes/staff/invoices.tsx" },
  { id: "staff.invoice", path: "/invoices/:id", file: "routes/staff/invoice.tsx" },
  { id: "staff.reservations", path: "/reservations", file: "routes/staff/reservations.tsx" },
  { id: "staff.import", path: "/import", file: "routes/staff/import.tsx" },
  { id: "staff.importTemplate", path: "/import/template.csv", file: "routes/staff/import-template.ts" },
] as const;

export default [
  layout("routes/store/layout.tsx", [
    ...PUBLIC_PAGES.flatMap((p) => [
      p.es === "/" ? index(p.file, { id: `${p.id}.es` }) : route(p.es, p.file, { id: `${p.id}.es` }),
      route(p.en, p.file, { id: `${p.id}.en` }),
    ]),
    // Unknown paths: redirects of old/mixed paths, else the 404 page (in the path's language).
    route("*", "routes/store/not-found.tsx", { id: "not-found" }),
  ]),
  route("/login", "routes/staff/login.tsx", { id: "staff.login" }),
  route("/logout", "routes/staff/logout.ts", { id: "staff.logout" }),
  layout("routes/staff/layout.tsx", STAFF_ROUTES.map((r) => route(r.path, r.file, { id: r.id }))),
  route("/healthz", "routes/resources/healthz.ts", { id: "healthz" }),
  route("/sitemap.xml", "routes/resources/sitemap.ts", { id: "sitemap" }),
  route("/robots.txt", "routes/resources/robots.ts", { id: "robots" }),
] satisfies RouteConfig;
