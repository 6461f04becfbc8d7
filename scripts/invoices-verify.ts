// npm run invoices:verify: walks the VERI*FACTU invoice record chain, recomputes every fingerprint
// and link, and prints 'chain intact: N records' (exit 0) or the first broken record (exit 1).
// Then it says whether every record has been sent to the tax agency and accepted, or which are
// still pending or were rejected (and their message); a record missing from the sending queue is
// an error (exit 1).
import { openForCli } from "~/server/cli.server";
import { sendingReport } from "~/server/verifactu/verifactu-queue.server";
import { verifyChain } from "~/server/verifactu/verifactu.server";

const { database } = await openForCli("invoices:verify");
let code = 0;
try {
  const result = await verifyChain(database.db);
  if (result.ok) {
    console.log(`chain intact: ${result.count} records`);
  } else {
    code = 1;
    console.error(`chain broken after ${result.count} intact records: ${result.message}`);
    console.error(`  reason: ${result.reason}`);
    if (result.recordId != null) console.error(`  record id: ${result.recordId}`);
    if (result.invoiceNumber) console.error(`  invoice: ${result.invoiceNumber}`);
    console.error(`  expected: ${result.expected ?? "(none)"}`);
    console.error(`  found:    ${result.actual ?? "(none)"}`);
  }
  const sending = await sendingReport(database.db);
  const c = sending.counts;
  const accepted = c.accepted + c.accepted_with_errors;
  if (c.pending === 0 && c.rejected === 0 && sending.unqueued === 0) {
    console.log(
      `sent to the tax agency: all ${accepted} records accepted${c.accepted_with_errors ? ` (${c.accepted_with_errors} with errors)` : ""}`,
    );
  } else {
    console.log(
      `sent to the tax agency: ${accepted} accepted${c.accepted_with_errors ? ` (${c.accepted_with_errors} with errors)` : ""}, ${c.pending} pending, ${c.rejected} rejected`,
    );
    for (const r of sending.open) {
      const why =
        r.status === "rejected"
          ? `rejected ${r.errorCode ?? ""} ${r.errorText ?? ""}`.trim()
          : `pending${r.lastError ? ` (${r.lastError})` : ""}`;
      console.log(`  ${r.invoiceNumber}: ${why}`);
    }
    if (c.pending + c.rejected > sending.open.length)
      console.log(`  ... and ${c.pending + c.rejected - sending.open.length} more (see /invoices/records)`);
  }
  if (sending.unqueued > 0) {
    code = 1;
    console.error(`${sending.unqueued} invoice record(s) are missing from the sending queue`);
  }
} catch (e) {
  code = 1;
  console.error(`Could not verify the invoice chain: ${(e as Error).message}`);
} finally {
  await database.close();
}
process.exit(code);
