// The router context a test hands a loader or action it calls directly, as the server's
// getLoadContext builds it. Without a `db`, the database is the one the test set as the process's
// (setAppDatabase), read when the route asks for it.
import type { Db } from "~/server/infra/db.server";
import { getAppDatabase } from "~/server/infra/db.server";
import { requestContext, type ShopRequest } from "~/server/infra/http/load-context.server";

export function routeContext(values: Partial<ShopRequest> & { db?: Db } = {}) {
  return requestContext({
    get db() {
      return values.db ?? getAppDatabase().db;
    },
    clientIp: values.clientIp ?? "127.0.0.1",
    cspNonce: values.cspNonce ?? "",
    origin: values.origin ?? "http://shop.test",
  });
}
