// Builds the public pages' enhancement script (app/enhance/store.ts) as its own client chunk and
// tells the server bundle its hashed URL through `virtual:store-enhance`. Public pages are not
// hydrated (docs/decisions/060-public-pages-without-hydration.md): this small script is all the
// JavaScript they load.
//
// The client build runs before the server build, possibly with a freshly loaded copy of this
// plugin, so the chunk's file name is handed over through a file next to the client output.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const STORE_ENHANCE_ENTRY = "app/enhance/store.ts";
const VIRTUAL_ID = "virtual:store-enhance";
const RESOLVED_ID = "\0" + VIRTUAL_ID;
const HANDOVER = "store-enhance.json";

export function storeEnhance(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  return {
    name: "tyre-shop:store-enhance",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment?.name === "client") {
        this.emitFile({ type: "chunk", id: path.resolve(root, STORE_ENHANCE_ENTRY), name: "store-enhance" });
      }
    },
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client") return;
      const entry = path.resolve(root, STORE_ENHANCE_ENTRY);
      const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry && c.facadeModuleId === entry);
      if (!chunk) throw new Error(`${STORE_ENHANCE_ENTRY} was not emitted by the client build`);
      // build/client -> build/store-enhance.json (outside the public folder).
      fs.writeFileSync(path.join(options.dir!, "..", HANDOVER), JSON.stringify({ file: "/" + chunk.fileName }));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      if (command === "serve") return `export default ${JSON.stringify("/" + STORE_ENHANCE_ENTRY)};`;
      if (this.environment?.name === "client") return `export default "";`; // never used in the browser
      const outDir = this.environment!.config.build.outDir; // build/server
      const handover = path.join(outDir, "..", HANDOVER);
      const { file } = JSON.parse(fs.readFileSync(handover, "utf8")) as { file: string };
      return `export default ${JSON.stringify(file)};`;
    },
  };
}
