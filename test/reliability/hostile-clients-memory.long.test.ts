import { expect, it } from "vitest";
import { createApi } from "../../packages/core/src/index.ts";
import { liveHeapBytes, MiB } from "./live-heap.ts";
import { quietLogger } from "./send-hostile.ts";

const CLIENTS = 100_000;
/**
 * What one API on the in-memory ports may keep for 100,000 hostile clients: their rate-limit
 * counts, interest caps and Ask AI session counts are all bounded stores.
 */
const BOUND_BYTES = 64 * MiB;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0";

/** Client addresses: half IPv4, half IPv6 from distinct /64s (one key each). */
function address(n: number): string {
  if (n % 2 === 0) return `10.${(n >> 17) & 255}.${(n >> 9) & 255}.${(n >> 1) & 255}`;
  const k = n >> 1;
  return `2001:db8:${(k >> 16).toString(16)}:${(k & 0xffff).toString(16)}::1`;
}

it(`keeps under ${BOUND_BYTES / MiB} MiB of heap for ${CLIENTS.toLocaleString("en")} hostile clients`, async () => {
  const api = createApi({ logger: quietLogger });
  const request = (path: string, init: RequestInit = {}) =>
    new Request(`http://bench.local${path}`, init);
  // Each client searches, looks up a market point and views a directory page; every tenth
  // also starts an Ask AI conversation.
  const visit = async (clientAddress: string, ask: boolean) => {
    const requests = [
      request("/api/v1/search?framework=iso-27001"),
      request("/api/v1/market?framework=soc-2&region=us"),
      request("/grc-services/iso-27001/de", { headers: { "user-agent": BROWSER } }),
    ];
    if (ask) {
      requests.push(
        request("/api/ai-search", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"message":"iso 27001 auditors in germany"}',
        }),
      );
    }
    for (const r of requests) await (await api.fetch(r, { clientAddress })).arrayBuffer();
  };
  // Every path once first, so caches and indexes are in the baseline, not in the growth.
  await visit("192.0.2.1", true);
  const before = liveHeapBytes();
  for (let client = 0; client < CLIENTS; client++) await visit(address(client), client % 10 === 0);
  const growth = liveHeapBytes() - before;
  console.info(`heap kept for ${CLIENTS} hostile clients: ${(growth / MiB).toFixed(1)} MiB`);
  expect(growth / MiB).toBeLessThan(BOUND_BYTES / MiB);
  // Still in use: the API and all it keeps are live while measured.
  await visit("192.0.2.2", false);
});
