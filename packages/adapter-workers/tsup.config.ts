import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/without-openai.ts"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  treeshake: true,
});
