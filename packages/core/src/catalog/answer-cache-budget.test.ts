import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { createApi } from "../app.ts";
import { staticCatalogSource } from "../memory/static-catalog-source.ts";
import { loadCatalog } from "./load-catalog.ts";

// Small budgets, so that a test can fill them with a few hundred requests.
const BUDGET = 64 * 1024;
const DUMP_BUDGET = 256 * 1024;
vi.mock("../http/cache-budgets.ts", async (original) => ({
  ...(await original<typeof import("../http/cache-budgets.ts")>()),
  SEARCH_ANSWER_BYTES: 64 * 1024,
  TOOLS_DUMP_BYTES: 256 * 1024,
}));

// The tools dump is asked for too: it is kept in a cache of its own and must neither enter
// this one nor evict from it.
describe("the search answer cache", () => {
  it("holds no more than its byte budget however many Host headers ask, and still answers the real origin right", async () => {
    const { catalog } = loadCatalog(fixtureDocument);
    const source = staticCatalogSource(catalog);
    const api = createApi({
      catalog: source,
      logger: { warn() {}, error() {} },
      rateLimits: { catalog: { limit: 100_000 } },
    });
    const { caches } = (await source.current()).catalog;
    const answers = caches.searchAnswers;
    const dump = await (
      await api.fetch(new Request("https://directory.example/api/tools.json"))
    ).text();
    expect(answers.size).toBe(0);
    for (let i = 0; i < 300; i++) {
      for (const path of ["/api/tools.json", "/api/v1/search?framework=iso-27001"]) {
        const response = await api.fetch(new Request(`https://made-up-${i}.example${path}`));
        expect(response.status).toBe(200);
        await response.body?.cancel();
        expect(answers.calculatedSize).toBeLessThanOrEqual(BUDGET);
        expect(caches.toolsDumps.calculatedSize).toBeLessThanOrEqual(DUMP_BUDGET);
      }
    }
    expect(answers.calculatedSize).toBeGreaterThan(BUDGET / 2);
    const again = await api.fetch(new Request("https://directory.example/api/tools.json"));
    expect(await again.text()).toBe(dump);
    expect(dump).toContain("https://directory.example/vendors/");
  });
});
