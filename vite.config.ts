import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { storeEnhance } from "./app/enhance/vite-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), storeEnhance()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  build: { assetsInlineLimit: 0 },
});
