// The router context a test hands a loader or action it calls directly, as the server's
// getLoadContext builds it. Without a `db` (or `auth`), the database (or sign-in instance) is the
// one the test set for its shop (tests/helpers/test-shop.ts), read when the route asks for it.
import { requestContext, type ShopRequest } from "~/server/infra/http/load-context.server";
import { testAuth, testDatabaseOrThrow } from "./test-shop";

export function routeContext(values: Partial<ShopRequest> = {}) {
  return requestContext({
    get db() {
      return values.db ?? testDatabaseOrThrow().db;
    },
    get database() {
      return values.database ?? testDatabaseOrThrow();
    },
    get auth() {
      return values.auth ?? testAuth();
    },
    clientIp: values.clientIp ?? "127.0.0.1",
    cspNonce: values.cspNonce ?? "",
    origin: values.origin ?? "http://shop.test",
  });
}
