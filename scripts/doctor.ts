// npm run doctor: checks the configuration of this machine before going live (app/server/doctor.server.ts)
// and prints what to fix; exit code 1 when something blocks going live.
import { formatReport, runDoctor } from "~/server/doctor.server";

const results = await runDoctor();
console.log(formatReport(results));
process.exit(results.some((r) => r.level === "block") ? 1 : 0);
