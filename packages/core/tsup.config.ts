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
  },
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  // Packages stay imports, never copies: an import its package does not declare fails in
  // the packed-package test instead of being bundled in silently.
  skipNodeModulesBundle: true,
  treeshake: true,
});
