import { describe, expect, it, vi } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { createApi } from "../app.ts";
import { staticCatalogSource } from "../memory/static-catalog-source.ts";
import { catalogView } from "./catalog-view.ts";
import { loadCatalog } from "./load-catalog.ts";

// A small budget, so that a test can fill it with a few hundred requests.
const BUDGET = 64 * 1024;
vi.mock("../http/cache-budgets.ts", async (original) => ({
  ...(await original<typeof import("../http/cache-budgets.ts")>()),
  ANSWER_CACHE_BYTES: 64 * 1024,
}));

// The tools dump is asked for too: it is served from its once-per-version template and must
// neither enter this cache nor evict from it.
describe("the search answer cache", () => {
  it("holds no more than its byte budget however many Host headers ask, and still answers the real origin right", async () => {
    const { catalog } = loadCatalog(fixtureDocument);
    const api = createApi({
      catalog: staticCatalogSource(catalog),
      logger: { warn() {}, error() {} },
      rateLimits: { catalog: { limit: 100_000 } },
    });
    const answers = catalogView(catalog).answers;
    const dump = await (
      await api.fetch(new Request("https://directory.example/api/tools.json"))
    ).text();
    expect(answers.size).toBe(0);
    for (let i = 0; i < 300; i++) {
      for (const path of ["/api/tools.json", "/api/v1/search?framework=iso-27001"]) {
        const response = await api.fetch(new Request(`https://made-up-${i}.example${path}`));
        expect(response.status).toBe(200);
        await response.body?.cancel();
        expect(answers.bytes).toBeLessThanOrEqual(BUDGET);
      }
    }
    expect(answers.bytes).toBeGreaterThan(BUDGET / 2);
    const again = await api.fetch(new Request("https://directory.example/api/tools.json"));
    expect(await again.text()).toBe(dump);
    expect(dump).toContain("https://directory.example/vendors/");
  });
});
