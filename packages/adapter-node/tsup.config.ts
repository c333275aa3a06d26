import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/cli.ts"],
  format: ["esm"],
  target: "node22",
  platform: "node",
  dts: { entry: "src/index.ts" },
  clean: true,
  // Packages stay imports, never copies: an import its package does not declare fails in
  // the packed-package test instead of being bundled in silently.
  skipNodeModulesBundle: true,
});
