/**
 * Heap growth of the in-memory interest store under hostile page views: every request from
 * a new client address, each viewing a framework-and-region page (three interest keys).
 * Run: `node --expose-gc --import tsx bench/hostile-memory.ts [clients...]`.
 */
import { createApi, type Logger } from "../packages/core/src/index.ts";
import { memoryInterestStore } from "../packages/core/src/memory/memory-interest-store.ts";

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const NOW = Date.UTC(2026, 10, 20, 15, 30);
const PAGES = ["/grc-services/iso-27001/de", "/grc-services/soc-2/us", "/grc-services/nis2/fr"];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

function heapUsed(): number {
  for (let i = 0; i < 3; i++) gc?.();
  return process.memoryUsage().heapUsed;
}

const warnings: string[] = [];
const logger: Logger = { warn: (message) => warnings.push(message), error: () => {} };

/** Heap growth (bytes) after `clients` distinct clients each view one page. */
async function growth(clients: number): Promise<number> {
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

const counts = process.argv.slice(2).map(Number);
for (const clients of counts.length > 0 ? counts : [100_000, 250_000]) {
  const bytes = await growth(clients);
  console.log(
    `${clients.toLocaleString("en")} hostile clients: heap +${(bytes / 1024 / 1024).toFixed(1)} MiB (${Math.round(bytes / clients)} bytes per client)`,
  );
}
if (warnings.length > 0) console.log(`warnings logged: ${[...new Set(warnings)].join("; ")}`);
