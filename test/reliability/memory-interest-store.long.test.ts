import { expect, it } from "vitest";
import { createApi, memoryInterestStore } from "../../packages/core/src/index.ts";
import { liveHeapBytes, MiB } from "./live-heap.ts";
import { quietLogger } from "./send-hostile.ts";

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const NOW = Date.UTC(2026, 10, 20, 15, 30);
const PAGES = ["/grc-services/iso-27001/de", "/grc-services/soc-2/us", "/grc-services/nis2/fr"];

/** Heap kept after `clients` distinct clients each view one framework-and-region page. */
async function underClients(clients: number): Promise<number> {
  const store = memoryInterestStore({ logger: quietLogger });
  const api = createApi({ market: { store }, clock: { now: () => NOW }, logger: quietLogger });
  const view = (i: number, ip: string) =>
    api.recordPageView({ url: PAGES[i % PAGES.length] as string, userAgent: BROWSER, ip });
  // One view first, so that the API's own lazily built state is not counted.
  await view(0, "192.0.2.1");
  const before = liveHeapBytes();
  for (let i = 0; i < clients; i++) {
    await view(i, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
  }
  const heapBytes = liveHeapBytes() - before;
  // Still in use: the store is live while measured.
  await view(1, "192.0.2.2");
  return heapBytes;
}

it("stops growing at its 100,000-clients-a-day bound under 250,000 page-view clients", async () => {
  const atBound = await underClients(100_000);
  const beyond = await underClients(250_000);
  console.info(
    `heap kept: ${(atBound / MiB).toFixed(1)} MiB at 100,000 clients, ${(beyond / MiB).toFixed(1)} MiB at 250,000`,
  );
  expect(atBound / MiB).toBeLessThan(64);
  expect(beyond / MiB).toBeLessThan((1.2 * atBound) / MiB + 4);
});
