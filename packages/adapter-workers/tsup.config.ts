import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/without-openai.ts", "src/no-upstash-analytics.ts"],
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  treeshake: true,
});
