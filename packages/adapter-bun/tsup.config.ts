import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  // Packages stay imports, never copies: an import its package does not declare fails in
  // the packed-package test instead of being bundled in silently.
  skipNodeModulesBundle: true,
  external: ["bun"],
});
