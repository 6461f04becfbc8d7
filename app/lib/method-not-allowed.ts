// The one answer to a method a route does not take (a POST to a screen or a download that only
// reads): 405 with the methods it does take. Thrown from the action, so a document request shows
// the route's error view with that status and a resource route answers it as it is.
export function methodNotAllowed(allow = "GET"): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: allow } });
}
