import { createApi } from "../packages/core/src/index.ts";
import { quietLogger } from "../packages/core/test/fixture-api.ts";

/**
 * Memory under many hostile clients: every client, from its own address, searches, looks up
 * a market point and views a directory page with a browser user agent, and every tenth also
 * asks Ask AI (a new conversation each), through
 * one API on the in-memory ports. The heap is read after a full GC at each step, so what
 * remains is what the limiters, the interest store and the conversation store keep.
 */
export interface HostileClientsResult {
  steps: { clients: number; heapBytes: number; seconds: number }[];
  /** Heap growth per client from none to the first step. */
  bytesPerClient: number;
}

/** Client addresses: half IPv4, half IPv6 from distinct /64s (one key each). */
function address(n: number): string {
  if (n % 2 === 0) return `10.${(n >> 17) & 255}.${(n >> 9) & 255}.${(n >> 1) & 255}`;
  const k = n >> 1;
  return `2001:db8:${(k >> 16).toString(16)}:${(k & 0xffff).toString(16)}::1`;
}

function heap(): number {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

export async function measureHostileClients(
  steps: number[],
  progress: (message: string) => void,
): Promise<HostileClientsResult> {
  const api = createApi({ logger: quietLogger });
  const request = (path: string, init: RequestInit = {}) =>
    new Request(`http://bench.local${path}`, init);
  const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };
  // Every path once first, so caches and indexes are in the baseline, not in the growth.
  const visit = async (clientAddress: string, ask: boolean) => {
    const requests = [
      request("/api/v1/search?framework=iso-27001"),
      request("/api/v1/market?framework=soc-2&region=us"),
      request("/grc-services/iso-27001/de", { headers: browser }),
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
    for (const r of requests) {
      const response = await api.fetch(r, { clientAddress });
      await response.arrayBuffer();
    }
  };
  await visit("192.0.2.1", true);
  const baseline = heap();
  const result: HostileClientsResult = { steps: [], bytesPerClient: 0 };
  let client = 0;
  const started = performance.now();
  for (const target of steps) {
    progress(`hostile clients: up to ${target.toLocaleString("en")}`);
    for (; client < target; client++) await visit(address(client), client % 10 === 0);
    const heapBytes = heap() - baseline;
    result.steps.push({
      clients: target,
      heapBytes,
      seconds: (performance.now() - started) / 1000,
    });
  }
  const first = result.steps[0];
  result.bytesPerClient = first ? first.heapBytes / first.clients : 0;
  return result;
}
