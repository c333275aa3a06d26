import { defineConfig } from "vitest/config";

/**
 * `pnpm test:reliability`: the long runs under `test/reliability/*.long.test.ts` (100,000
 * hostile requests, memory under 100,000 hostile clients, the in-memory limiter and interest
 * store past their bounds), one file at a time, with `--expose-gc` for the heap figures.
 * `pnpm test` runs a bounded share of the hostile requests and none of these.
 */
export default defineConfig({
  resolve: { conditions: ["@grc-directory/source"] },
  ssr: { resolve: { conditions: ["@grc-directory/source"] } },
  test: {
    include: ["test/reliability/**/*.long.test.ts"],
    execArgv: ["--expose-gc"],
    fileParallelism: false,
    testTimeout: 600_000,
  },
});
