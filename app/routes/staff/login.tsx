// Admin login: e-mail and password, then the two-factor code for an account that has it. The
// steps (counters, better-auth, sessions only for admins) are in app/server/auth/staff-sign-in.server.ts;
// texts follow the browser's language (no account is known yet).
import { redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { CodeStep, PasswordStep } from "~/components/staff/login/sign-in-card";
import { CODE_STEP, signInForms } from "~/domain/sign-in";
import { staffMessages } from "~/i18n/staff";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import { reply, useActionToast } from "~/lib/action-result";
import { parseForm } from "~/lib/form";
import { readFormData } from "~/server/forms/read-form.server";
import { getUser, requestStaffLocale } from "~/server/auth/session.server";
import { signInStaff, verifyStaffCode } from "~/server/auth/staff-sign-in.server";
import { STAFF_HOME } from "~/staff-paths";
import type { Route } from "./+types/login";
import { shopRequest } from "~/server/infra/http/load-context.server";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).login.title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser({ request, context });
  if (user?.isStaff) throw redirect(STAFF_HOME);
  return { step: new URL(request.url).searchParams.get("step") === CODE_STEP ? ("code" as const) : ("password" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, clientIp } = shopRequest(context);
  const form = await readFormData(request);
  const t = staffMessages(requestStaffLocale(request, null)).login;
  const forms = signInForms(t);
  if (form.get("intent") === CODE_STEP) {
    const parsed = parseForm(forms.code, form);
    if (!parsed.ok) return reply({ ok: false, message: parsed.formError, fieldErrors: parsed.fieldErrors }, 400);
    return verifyStaffCode(db, auth, request, parsed.data.code, parsed.data.redirectTo, clientIp, t);
  }
  const parsed = parseForm(forms.password, form);
  if (!parsed.ok) return reply({ ok: false, message: parsed.formError }, 400);
  return signInStaff(db, auth, request, parsed.data, clientIp, t);
}

export default function Login() {
  const { step } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const t = useStaffText().login;
  const error = actionData && !actionData.ok ? actionData.message : undefined;
  useActionToast({ state: navigation.state, data: actionData });
  const props = { t, redirectTo: params.get("redirectTo") ?? "", busy: navigation.state === "submitting", error };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Toaster position="top-center" richColors />
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {step === "code" ? <CodeStep {...props} /> : <PasswordStep {...props} />}
        <a href="/" className="mt-4 block text-center text-sm text-slate-600 underline">
          {t.backToShop}
        </a>
      </div>
    </main>
  );
}
