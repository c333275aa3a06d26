import { type ScaleResult, SETTLE_MS } from "./scale.ts";

/** The heading of the scale section. */
export const SCALE_HEADING = "## At 100,000 vendors: start-up, first requests, memory";

/** Free-text Ask AI p50 must stay under this at the scale size (ms). */
export const SCALE_ASK_AI_P50_TARGET_MS = 3;
/** A server's RSS at the scale size, once it listens, must stay under this (MiB). */
export const SCALE_RSS_TARGET_MIB = 500;
/**
 * The first request of a kind counts as "as fast as the hundredth" within this factor, or
 * within `FIRST_REQUEST_SLACK_MS` of it: single requests of a few ms are noisy.
 */
export const FIRST_REQUEST_FACTOR = 3;
export const FIRST_REQUEST_SLACK_MS = 5;

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ms = (value: number) => `${value >= 100 ? integer.format(value) : value.toFixed(2)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function firstAsFast({ firstMs, lastMs }: { firstMs: number; lastMs: number }): boolean {
  return firstMs <= lastMs * FIRST_REQUEST_FACTOR || firstMs <= lastMs + FIRST_REQUEST_SLACK_MS;
}

/** How many dump-sized buffers the process holds: the template, plus any kept per origin. */
export function dumpBuffers(result: ScaleResult): number {
  return 1 + Math.max(0, Math.round(result.dumpRetainedTwoOriginsBytes / result.dumpBodyBytes));
}

/** The scale targets, in the shape of `checkTargets` in `bench/report.ts`. */
export function scaleTargets(
  result: ScaleResult,
): { name: string; measured: string; pass: boolean }[] {
  const vendors = integer.format(result.vendors);
  const slowFirsts = Object.entries(result.requests).filter(([, r]) => !firstAsFast(r));
  const worst = Object.entries(result.requests)
    .map(([kind, r]) => `${kind} ${ms(r.firstMs)} / ${ms(r.lastMs)}`)
    .join("; ");
  return [
    {
      name: `At ${vendors} vendors, the first request of each kind as fast as the ${result.requestsPerKind}th (within ×${FIRST_REQUEST_FACTOR} or +${FIRST_REQUEST_SLACK_MS} ms)`,
      measured:
        slowFirsts.length === 0 ? "all kinds" : `slow: ${slowFirsts.map(([k]) => k).join(", ")}`,
      pass: slowFirsts.length === 0,
    },
    {
      name: `At ${vendors} vendors, free-text Ask AI (whole answer, in process) p50 < ${SCALE_ASK_AI_P50_TARGET_MS} ms`,
      measured: `${ms(result.askAi.p50Ms)} (p99 ${ms(result.askAi.p99Ms)})`,
      pass: result.askAi.p50Ms < SCALE_ASK_AI_P50_TARGET_MS,
    },
    {
      name: `At ${vendors} vendors, RSS of \`grc-directory serve\` listening < ${SCALE_RSS_TARGET_MIB} MiB`,
      measured: `${integer.format(result.server.rssMiB)} MiB (peak while loading ${integer.format(result.server.peakRssMiB)} MiB)`,
      pass: result.server.rssMiB < SCALE_RSS_TARGET_MIB,
    },
    {
      name: `At ${vendors} vendors, one tools dump buffer per catalog version, not one per origin`,
      measured: `${dumpBuffers(result)} after two origins (first/100th: ${worst.split("; ").find((s) => s.startsWith("tools dump"))})`,
      pass: dumpBuffers(result) === 1,
    },
  ];
}

/** The BENCHMARKS.md section. */
export function scaleSection(result: ScaleResult): string {
  const rows = Object.entries(result.requests).map(
    ([kind, r]) => `| ${kind} | ${ms(r.firstMs)} | ${ms(r.lastMs)} |`,
  );
  return [
    SCALE_HEADING,
    "",
    `| Measure | Value |`,
    "| --- | ---: |",
    `| \`createApi\` to ready (every index and the tools dump built) | ${ms(result.readyMs)} |`,
    `| \`grc-directory serve\` with the catalog as a file (${mib(result.server.catalogFileBytes)}): RSS ${integer.format(result.server.idleMs / 1000)} s after it listens | ${integer.format(result.server.rssMiB)} MiB |`,
    `| … its peak RSS while loading (VmHWM) | ${integer.format(result.server.peakRssMiB)} MiB |`,
    `| … from start to listening (file read, load, indexes, tools dump, memory release) | ${ms(result.server.listenMs)} |`,
    `| This bench process, API built in it: RSS after GC (no release) | ${integer.format(result.rssMiB)} MiB |`,
    `| JS heap after GC: used / committed | ${integer.format(result.heapMiB)} / ${integer.format(result.heapCommittedMiB)} MiB |`,
    `| Outside the JS heap after GC (tools dump, index arrays) | ${integer.format(result.externalMiB)} MiB |`,
    `| Free-text Ask AI p50 / p99 (${integer.format(result.askAi.samples)} answers) | ${ms(result.askAi.p50Ms)} / ${ms(result.askAi.p99Ms)} |`,
    `| Tools dump body | ${mib(result.dumpBodyBytes)} |`,
    `| Held after whole dumps for two origins | ${mib(result.dumpRetainedTwoOriginsBytes)} |`,
    "",
    `| Request | First | ${result.requestsPerKind}th |`,
    "| --- | ---: | ---: |",
    ...rows,
    "",
    `${integer.format(result.vendors)} synthetic vendors (\`bench/synthetic-catalog.ts\`, seeded), ` +
      "served from a catalog document given to `createApi`. *Ready*: from `createApi` to the " +
      "end of a first cheap search; every index (catalog view, public projections, free-text " +
      "lookup, Ask AI retrieval index) and the tools dump template are built at that point. " +
      `The first requests come ${integer.format(SETTLE_MS)} ms after ready and the memory ` +
      "reading, as a server is idle between its catalog load and its first request: sent at " +
      "once, a first request pays for some of the collector's background work on the load's " +
      "garbage and the reading's forced collections (1 to 14 ms, in about half the runs). " +
      `Each of the ${result.requestsPerKind} requests of a kind differs (tag and limit, \`q\`, ` +
      "origin, question, vendor), so no answer cache serves them; the tools dump is timed to " +
      "its first chunk. Ask AI is the built-in responder, whole stream read. *Held after two " +
      "origins*: heap + external bytes still live after two whole dumps were read for two " +
      "origins, after a full GC. *Server RSS*: the built CLI (`grc-directory serve`, " +
      "`LOG_LEVEL=warn`) started on the same vendors written to a catalog file, read from " +
      "`/proc` once it listens and has idled; before listening it waits for the catalog to be " +
      "prepared and runs one memory-reducing collection (`releaseMemory`), which returns the " +
      "heap pages the load's garbage filled (the parsed file, index building). V8 otherwise " +
      "keeps them for reuse, and an idle server never gets such a collection on its own: that " +
      "is what the in-process row shows, measured after two ordinary full GCs. " +
      "`pnpm bench:scale` builds, then runs this section alone.",
  ].join("\n");
}
