/**
 * Heap growth of the in-memory interest store alone under hostile page views: every view
 * from a new client address, each of a framework-and-region page (three interest keys).
 * Part of the reliability section (`pnpm bench:reliability`).
 */
import { createApi, type Logger } from "../packages/core/src/index.ts";
import { memoryInterestStore } from "../packages/core/src/memory/memory-interest-store.ts";

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const NOW = Date.UTC(2026, 10, 20, 15, 30);
const PAGES = ["/grc-services/iso-27001/de", "/grc-services/soc-2/us", "/grc-services/nis2/fr"];

const gc = (globalThis as { gc?: () => void }).gc;

function heapUsed(): number {
  for (let i = 0; i < 3; i++) gc?.();
  return process.memoryUsage().heapUsed;
}

const logger: Logger = { warn: () => {}, error: () => {} };

/** Heap growth (bytes) after `clients` distinct clients each view one page. */
export async function interestStoreGrowth(clients: number): Promise<number> {
  const store = memoryInterestStore({ logger });
  const api = createApi({ market: { store }, clock: { now: () => NOW }, logger });
  // One view first, so that the API's own lazily built state is not counted.
  await api.recordPageView({ url: PAGES[0] as string, userAgent: BROWSER, ip: "192.0.2.1" });
  const before = heapUsed();
  for (let i = 0; i < clients; i++) {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    await api.recordPageView({ url: PAGES[i % PAGES.length] as string, userAgent: BROWSER, ip });
  }
  const after = heapUsed();
  // Keep the store alive until measured.
  if ((await store.totals("framework", [{ fromDay: 0, toDay: 1 }])).rows.size < 0) return 0;
  return after - before;
}
