// The staff inventory's brand/model search over the seeded stock: listInventory as the inventory
// screen calls it, for a common brand, a model, a short model code, a word nothing matches, two
// words and a two-letter word (too short for the trigram index). Median of 5 runs after a warm-up
// run. That the search is index-backed and finds the right rows is proved by
// tests/integration/inventory-search.test.ts; this only says how long it takes here.
import type { Db } from "~/server/infra/db.server";
import { listInventory, parseInventoryQuery } from "~/server/inventory/inventory.server";
import { log, median } from "./common";

export interface InventorySearchTiming {
  term: string;
  matches: number;
  medianMs: number;
}

const TERMS = ["michelin", "primacy", "hs52", "zzzz", "pilot sport", "mi"];

export async function timeInventorySearch(db: Db, backend: string, runs = 5): Promise<InventorySearchTiming[]> {
  const out: InventorySearchTiming[] = [];
  for (const term of TERMS) {
    const query = parseInventoryQuery(new URLSearchParams({ q: term }));
    const { total } = await listInventory(db, query); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await listInventory(db, query);
      times.push(performance.now() - started);
    }
    out.push({ term, matches: total, medianMs: median(times) });
  }
  log(`   inventory search (${backend}): ${out.map((s) => `"${s.term}" ${s.medianMs.toFixed(1)} ms (${s.matches})`).join(", ")}`);
  return out;
}
