import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@grc-directory/source"] },
  ssr: { resolve: { conditions: ["@grc-directory/source"] } },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "examples/*/test/**/*.test.ts",
      "conformance/**/*.test.ts",
      "test/**/*.test.ts",
    ],
    // The long reliability runs have their own script and config (vitest.reliability.config.ts).
    exclude: [...configDefaults.exclude, "**/*.long.test.ts"],
    testTimeout: 20_000,
    reporters: ["default", "./vitest.summary-reporter.ts"],
  },
});
