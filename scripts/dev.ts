// npm run dev: the shop's server (app/server/app.server.ts) loaded through Vite's dev server, which
// compiles the routes on demand and reloads them when they change. The server module and the routes
// come from the same Vite module graph, as they come from the same bundle in production.
import { createServer } from "vite";
import type { startServer as StartServer } from "~/server/app.server";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startServer } = (await vite.ssrLoadModule("/app/server/app.server.ts")) as { startServer: typeof StartServer };
await startServer({ vite });
