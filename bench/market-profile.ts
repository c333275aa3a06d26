/**
 * CPU per market answer in process, for profiling: loops `api.fetch` over the seeded store
 * of `bench/market-latency.ts` and prints the CPU time (user + system) each kind of answer
 * takes. `node --import tsx bench/market-profile.ts [point|ranking] [requests]`; add
 * `--cpu-prof` before `--import` for a `.cpuprofile` of the loop.
 */
import type { Logger } from "../packages/core/src/index.ts";
import { pointUrls, rankingUrl, seededMarket } from "./market-latency.ts";
import { rotating } from "./random.ts";

const silent: Logger = { warn() {}, error() {} };
const only = process.argv[2];
const requests = Number(process.argv[3] ?? 20_000);

const { store, apiOver, pairs, nextAddress } = seededMarket();
const api = apiOver(store, silent);

async function cpuPerRequest(label: string, urls: string[]) {
  const nextUrl = rotating(urls);
  const run = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const response = await api.fetch(new Request(nextUrl()), { clientAddress: nextAddress() });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`market-profile: ${response.status}`);
    }
  };
  await run(Math.min(2_000, requests));
  const before = process.cpuUsage();
  await run(requests);
  const used = process.cpuUsage(before);
  console.log(`${label}: ${((used.user + used.system) / requests).toFixed(1)} µs CPU per request`);
}

if (only !== "point") {
  await cpuPerRequest("ranking combinations, 90d", [rankingUrl("combinations", "90d")]);
}
if (only !== "ranking") {
  await cpuPerRequest("point framework+region, 90d", pointUrls(pairs, "90d"));
}
