// npm run invoices:verify: walks the VERI*FACTU invoice record chain, recomputes every fingerprint
// and link, and prints 'chain intact: N records' (exit 0) or the first broken record (exit 1).
import { openForCli } from "~/server/cli.server";
import { verifyChain } from "~/server/verifactu.server";

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
} catch (e) {
  code = 1;
  console.error(`Could not verify the invoice chain: ${(e as Error).message}`);
} finally {
  await database.close();
}
process.exit(code);
