// The billing software's responsible declaration (declaración responsable): the text kept in
// docs/declaracion-responsable.md, filled from the configuration every record's
// SistemaInformatico block comes from (app/config/verifactu-system.ts), rendered as HTML.
import { BackLink } from "~/components/ui/back-link";
import declaration from "../../../docs/declaracion-responsable.md?raw";
import { VERIFACTU_SYSTEM } from "~/config/verifactu-system";
import { fillDeclaration } from "~/domain/verifactu-declaration";
import { renderPostMarkdown } from "~/server/blog/markdown.server";
import { requirePermission } from "~/server/auth/session.server";
import { staffPath } from "~/staff-paths";
import { staffTextFromMatches, useStaffText } from "~/lib-ui/use-staff-text";
import type { Route } from "./+types/declaration";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: staffTextFromMatches(matches).verifactu.declarationTitle }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "invoices");
  return { version: VERIFACTU_SYSTEM.version, html: renderPostMarkdown(fillDeclaration(declaration, VERIFACTU_SYSTEM)) };
}

export default function DeclarationPage({ loaderData }: Route.ComponentProps) {
  const t = useStaffText().verifactu;
  return (
    <div className="space-y-4">
      <BackLink to={staffPath("invoices")}>{t.backToInvoices}</BackLink>
      <article
        lang="es"
        data-testid="declaration"
        className="prose max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-2"
        dangerouslySetInnerHTML={{ __html: loaderData.html }}
      />
    </div>
  );
}
