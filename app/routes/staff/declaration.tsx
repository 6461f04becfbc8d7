// The billing software's responsible declaration (declaración responsable): the text kept in
// docs/declaracion-responsable.md, filled from the software's configuration and its producer, the
// shop as its settings say (legal name, NIF, address, e-mail; decision 110), the same name and NIF
// every record's SistemaInformatico block carries; rendered as HTML, with a button to print it.
import { BackLink } from "~/components/ui/back-link";
import { PrintButton } from "~/components/ui/print-button";
import declaration from "../../../docs/declaracion-responsable.md?raw";
import { declarationSubject, fillDeclaration, shopProducer } from "~/domain/verifactu-declaration";
import { renderPostMarkdown } from "~/server/blog/markdown.server";
import { requirePermission } from "~/server/auth/session.server";
import { shopRequest } from "~/server/infra/http/load-context.server";
import { getSettings } from "~/server/settings/settings.server";
import { staffPath } from "~/staff-paths";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import type { Route } from "./+types/declaration";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).verifactu.declarationTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, origin } = shopRequest(context);
  await requirePermission({ request, context }, "invoices");
  const subject = declarationSubject(shopProducer(await getSettings(db), origin));
  return { version: subject.version, html: await renderPostMarkdown(fillDeclaration(declaration, subject)) };
}

export default function DeclarationPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().verifactu;
  return (
    <div className="space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <BackLink to={staffPath("invoices")}>{t.backToInvoices}</BackLink>
        <PrintButton />
      </div>
      <article
        lang="es"
        data-testid="declaration"
        className="prose max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-2"
        dangerouslySetInnerHTML={{ __html: loaderData.html }}
      />
    </div>
  );
}
