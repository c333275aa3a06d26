import { FUZZ_HTTP, FUZZ_IN_PROCESS, faultPhases, type ReliabilityResult } from "./reliability.ts";
import type { FuzzRun } from "./reliability-fuzz.ts";

/** The heading of the reliability section, which `bench/reliability-run.ts` replaces in place. */
export const RELIABILITY_HEADING = "## Reliability: hostile requests and Redis faults";

const count = (value: number) => value.toLocaleString("en");

function statusList(statuses: Record<number, number>): string {
  return Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status === "0" ? "none" : status}: ${count(n)}`)
    .join(", ");
}

function serverErrors(run: FuzzRun): number {
  return Object.entries(run.statuses)
    .filter(([status]) => Number(status) === 0 || Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
}

function fuzzRow(label: string, run: FuzzRun): string {
  return `| ${label} | ${count(run.requests)} | ${count(serverErrors(run))} | ${statusList(run.statuses)} | ${run.seconds.toFixed(1)} s |`;
}

function failures(run: FuzzRun): string[] {
  return run.failures.map(
    (f) => `- ${f.status || "no answer"}: \`${f.request.method} ${f.request.path.slice(0, 120)}\``,
  );
}

/** Reliability targets: no 5xx to any hostile request, search never 5xx and no acknowledged interest lost under faults. */
export function reliabilityTargets(
  result: ReliabilityResult,
): { name: string; measured: string; pass: boolean }[] {
  const fuzzed = result.fuzzInProcess.requests + result.fuzzHttp.requests;
  const errors = serverErrors(result.fuzzInProcess) + serverErrors(result.fuzzHttp);
  const targets = [
    {
      name: "Hostile requests (in process and over HTTP) answered without 5xx",
      measured: `${count(errors)} of ${count(fuzzed)}`,
      pass: errors === 0,
    },
  ];
  const faults = result.faults;
  if (faults) {
    const searches = faults.outcomes.filter((o) => o.operation.startsWith("search"));
    const bad = searches.filter((o) => o.status !== 200 || !o.live).length;
    const acknowledged = faults.outcomes.filter(
      (o) => o.operation === "market-point" && o.status === 200,
    ).length;
    targets.push(
      {
        name: "Search under Redis faults: 200 from the live catalog",
        measured: `${count(searches.length - bad)} of ${count(searches.length)}`,
        pass: bad === 0,
      },
      {
        name: "No acknowledged point lookup lost across a Redis kill",
        measured: `${count(faults.externalInterestAfter)} counted, ${count(acknowledged)} acknowledged`,
        pass: faults.externalInterestAfter >= acknowledged,
      },
    );
  }
  return targets;
}

/** The BENCHMARKS.md section: fuzzed requests and the Redis fault scenario. */
export function reliabilitySection(result: ReliabilityResult): string {
  const lines = [
    RELIABILITY_HEADING,
    "",
    "### Hostile requests",
    "",
    `Seeded fast-check requests (\`bench/fuzz-requests.ts\`): every route with methods, paths with broken percent-escapes and traversal, query names such as \`__proto__\` and \`constructor\`, comma lists, huge numbers and 3,000-character values, junk \`Accept\`, \`If-None-Match\`, \`X-Forwarded-For\` and \`Forwarded\` headers, and bodies that are not JSON. Limits are raised so that requests reach the handlers instead of stopping at 429.`,
    "",
    "| Run | Requests | 5xx or no answer | Statuses | Time |",
    "| --- | ---: | ---: | --- | ---: |",
    fuzzRow(`\`api.fetch\` in process (${count(FUZZ_IN_PROCESS)} drawn)`, result.fuzzInProcess),
    fuzzRow(
      `HTTP to \`grc-directory serve\` (${count(FUZZ_HTTP)} drawn, 16 at a time)`,
      result.fuzzHttp,
    ),
    ...[...failures(result.fuzzInProcess), ...failures(result.fuzzHttp)],
    "",
    "### Memory under hostile clients",
    "",
    "One API on the in-memory ports (`createApi()` defaults). Every client, from its own address (half IPv4, half IPv6 from distinct /64s), searches, looks up a market point and views a directory page with a browser user agent; every tenth also starts an Ask AI conversation. The heap is read after a full GC, against a baseline taken after one client of each kind.",
    "",
    "| Distinct clients | Heap growth | Per client | Time |",
    "| ---: | ---: | ---: | ---: |",
    ...result.hostileClients.steps.map(
      (step) =>
        `| ${count(step.clients)} | ${(step.heapBytes / 2 ** 20).toFixed(1)} MiB | ${Math.round(step.heapBytes / step.clients)} B | ${step.seconds.toFixed(1)} s |`,
    ),
    "",
    "The in-memory rate limiter alone, one request from each distinct client (`pnpm bench:limiter`); it holds at most 100,000 keys, in two generations, so every decision is O(1):",
    "",
    "| Distinct clients | Decisions/s | Heap growth |",
    "| ---: | ---: | ---: |",
    ...result.limiter.map(
      (load) =>
        `| ${count(load.clients)} | ${count(Math.round(load.decisionsPerSecond))} | ${(load.heapBytes / 2 ** 20).toFixed(1)} MiB |`,
    ),
    "",
    "The in-memory interest store alone, each client viewing one framework-and-region page (`bench/hostile-memory.ts`); it tracks at most 100,000 clients per UTC day, and later ones share one cap:",
    "",
    "| Distinct page-view clients | Heap growth | Per client |",
    "| ---: | ---: | ---: |",
    ...result.interestStore.map(
      (step) =>
        `| ${count(step.clients)} | ${(step.heapBytes / 2 ** 20).toFixed(1)} MiB | ${Math.round(step.heapBytes / step.clients)} B |`,
    ),
    "",
    "### Redis frozen, then killed and restarted, under load",
    "",
  ];
  const faults = result.faults;
  if (!faults) {
    lines.push("Skipped: redis-server is not installed (`pnpm test` installs it).");
    return lines.join("\n");
  }
  const acknowledged = faults.outcomes.filter(
    (o) => o.operation === "market-point" && o.status === 200,
  ).length;
  lines.push(
    `A \`grc-directory serve\` process on Upstash (the local REST server over a real Redis with an fsynced append-only file; \`UPSTASH_TIMEOUT_MS=250\`, \`MARKET_TIMEOUT_MS=400\`, \`CATALOG_REFRESH_MS=200\`) under ${faults.workers} request loops of search (tag and free text), market point lookups (each from its own client) and \`/trends\`. Redis is frozen with SIGSTOP, thawed, then killed with SIGKILL and started again on the same file; the API is never restarted. The same scenario is asserted by \`packages/adapter-node/test/redis-faults.test.ts\`.`,
    "",
    "| Phase | Length | Search | Market point | `/trends` |",
    "| --- | ---: | --- | --- | --- |",
    ...faultPhases(faults).map(
      (p) =>
        `| ${p.phase} | ${p.ms} ms | ${statusList(p.search.statuses)} (slowest ${Math.round(p.search.slowestMs)} ms) | ${statusList(p.market.statuses)} (slowest ${Math.round(p.market.slowestMs)} ms) | ${statusList(p.trends.statuses)} |`,
    ),
    "",
    `Point lookups acknowledged with 200: ${count(acknowledged)}; counted in the store after recovery: ${count(faults.externalInterestAfter)} (lookups cut off while Redis was frozen may still be counted when it thaws, never the other way round).`,
  );
  return lines.join("\n");
}
