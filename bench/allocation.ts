/**
 * `pnpm bench:alloc`: what one request of each HTTP row allocates inside `api.fetch`, in
 * process: JavaScript heap bytes and ArrayBuffer bytes per request, over 2,000 requests with
 * a young generation large enough that no collection runs in between (a run that saw one is
 * reported as such). Allocation is what a request costs the collector on any machine, so it
 * transfers between machines better than req/s does.
 *
 *   --core <path>   the `packages/core/dist/index.js` of the tree to measure (default: this one)
 *   --requests <n>  requests per row (default 2000)
 */
import { PerformanceObserver } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { ASK_AI_MESSAGE } from "./rows.ts";

const { values } = parseArgs({
  options: {
    core: {
      type: "string",
      default: new URL("../packages/core/dist/index.js", import.meta.url).pathname,
    },
    requests: { type: "string", default: "2000" },
  },
});
const requests = Number(values.requests);

interface Target {
  fetch(request: Request, context?: { clientAddress?: string }): Promise<Response>;
}
const core = (await import(values.core)) as { createApi(options?: unknown): Target };

const unlimited = { limit: 1_000_000, windowSeconds: 1 };
const api = core.createApi({
  rateLimits: { catalog: unlimited, pages: unlimited },
  market: { demoData: true },
  ai: {
    tokenSecret: "allocation-bench-secret-0123456789abcdef",
    limits: { perIpPerMinute: 1_000_000, perSessionPerHour: 1_000_000 },
  },
});
const overLimit = core.createApi({ rateLimits: { catalog: { limit: 1, windowSeconds: 86_400 } } });

const origin = "http://127.0.0.1:8787";
const oneTag = `${origin}/api/v1/search?framework=iso-27001`;
const etag = (await api.fetch(new Request(oneTag))).headers.get("etag") ?? "";
await overLimit.fetch(new Request(oneTag), { clientAddress: "127.0.0.1" });

const rows: [name: string, target: Target, make: () => Request, status: number][] = [
  ["search one tag", api, () => new Request(oneTag), 200],
  [
    "search with `q`",
    api,
    () => new Request(`${origin}/api/v1/search?q=soc+2+auditor+in+germany`),
    200,
  ],
  ["304", api, () => new Request(oneTag, { headers: { "if-none-match": etag } }), 304],
  [
    "market point",
    api,
    () => new Request(`${origin}/api/v1/market?framework=iso-27001&region=de`),
    200,
  ],
  [
    "market ranking",
    api,
    () => new Request(`${origin}/api/v1/market?dimension=combinations&window=90d`),
    200,
  ],
  [
    "Ask AI",
    api,
    () =>
      new Request(`${origin}/api/ai-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: ASK_AI_MESSAGE }),
      }),
    200,
  ],
  ["tools dump", api, () => new Request(`${origin}/api/tools.json`), 200],
  ["404", api, () => new Request(`${origin}/api/nope`), 404],
  ["400", api, () => new Request(`${origin}/api/v1/search?limit=0`), 400],
  ["429", overLimit, () => new Request(oneTag), 429],
];

let collections = 0;
new PerformanceObserver((list) => {
  collections += list.getEntries().length;
}).observe({ entryTypes: ["gc"] });

async function once(target: Target, make: () => Request, status: number) {
  const response = await target.fetch(make(), { clientAddress: "127.0.0.1" });
  if (response.status !== status) throw new Error(`status ${response.status}, not ${status}`);
  await response.arrayBuffer();
}

console.log(
  "| Row | heap bytes/request | ArrayBuffer bytes/request | collections during the run |",
);
console.log("| --- | ---: | ---: | ---: |");
for (const [name, target, make, status] of rows) {
  for (let i = 0; i < 200; i++) await once(target, make, status);
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const seen = collections;
  const before = process.memoryUsage();
  for (let i = 0; i < requests; i++) await once(target, make, status);
  const after = process.memoryUsage();
  const heap = Math.round((after.heapUsed - before.heapUsed) / requests);
  const buffers = Math.round((after.arrayBuffers - before.arrayBuffers) / requests);
  console.log(
    `| ${name} | ${heap.toLocaleString("en")} | ${buffers.toLocaleString("en")} | ${collections - seen} |`,
  );
}
process.exit(0);
