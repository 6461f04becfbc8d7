// POST /logout ends the session (GET just goes home: logging out must not be a link a page can fire).
import { redirect } from "react-router";
import { auth } from "~/server/auth.server";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const res = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    for (const c of res.headers.getSetCookie()) headers.append("Set-Cookie", c);
  } catch {
    // No session (or an expired or unknown one): nothing to end; sign-out still goes home.
  }
  return redirect("/", { headers });
}
