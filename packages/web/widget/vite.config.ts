import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * The chat widget that visitors of an owner's site load: one self-contained script beside the
 * dashboard's build, so it is served from the same origin as the API it calls.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, "../dist"),
    // The dashboard's build is already in dist/ when this runs.
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: resolve(import.meta.dirname, "src/main.ts"),
      formats: ["iife"],
      name: "SiteCrewChat",
      fileName: () => "widget.js",
    },
  },
});
