// POST /logout ends the session (GET just goes home: logging out must not be a link a page can fire).
// With scope=everywhere it ends every session of the user, on every device.
import { redirect } from "react-router";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { readFormData } from "~/server/forms/read-form.server";
import { getUser, signOutEverywhere } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const everywhere = (await readFormData(request)).get("scope") === "everywhere";
  const { auth } = shopRequest(context);
  const user = everywhere ? await getUser({ request, context }) : null;
  const headers = new Headers();
  try {
    const res = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const c of res.headers.getSetCookie()) headers.append("Set-Cookie", c);
  } catch {
    // No session (or an expired or unknown one): nothing to end; sign-out still goes home.
  }
  if (user) {
    await signOutEverywhere(auth, user.id);
    return redirect(staffPath("login"), { headers });
  }
  return redirect("/", { headers });
}
