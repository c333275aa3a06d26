import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "openai/index": "src/openai/index.ts",
    "upstash/index": "src/upstash/index.ts",
    "config/index": "src/config/index.ts",
    "site-files/index": "src/site-files/index.ts",
    "adapter/index": "src/adapter/index.ts",
    "mcp/index": "src/mcp/index.ts",
    // What `#default-lexicons` resolves to (package.json "imports"): every lexicon, or in a
    // Worker's script (the `workerd` condition) only `WORKER_LEXICONS`.
    "default-lexicons": "src/free-text/default-lexicons.ts",
    "default-lexicons.worker": "src/free-text/default-lexicons.worker.ts",
    // What `#place-table` resolves to: the whole gazetteer, or in a Worker's script the names
    // in the scripts of `WORKER_LEXICONS` only.
    "place-table": "src/places/place-table.ts",
    "place-table.worker": "src/places/place-table.worker.ts",
  },
  // Resolved by whoever bundles or runs the package, under its conditions: never inlined here.
  external: ["#default-lexicons", "#place-table"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  // Packages stay imports, never copies: an import its package does not declare fails in
  // the packed-package test instead of being bundled in silently.
  skipNodeModulesBundle: true,
  treeshake: true,
});
