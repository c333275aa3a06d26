/**
 * `pnpm bench`: in-process search latency at three catalog sizes, market (directory interest),
 * Ask AI latency and free-text parsing (accuracy, latency) in process, then HTTP throughput of
 * every endpoint against bare `node:http` sending the same answer, the runtimes, and
 * reliability (hostile requests, memory under hostile clients, Redis faults); writes
 * BENCHMARKS.md and prints the summary, then exits 1 when any target was missed.
 * Run under Node with `--expose-gc` (the root `bench` script does) for the memory figures.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type CatalogDocument, sampleCatalogDocument } from "../packages/core/src/index.ts";
import { runAskAiEval } from "../packages/core/test/ask-ai-eval.ts";
import { measureAi } from "./ai-latency.ts";
import { HTTP_ENDPOINTS } from "./http-endpoints.ts";
import { measureHttpThroughput } from "./http-throughput.ts";
import { measureMarket } from "./market-latency.ts";
import { measureParse } from "./parse-latency.ts";
import { measureReliability } from "./reliability.ts";
import {
  type BenchResults,
  benchmarksMarkdown,
  checkTargets,
  currentMachine,
  summaryMarkdown,
} from "./report.ts";
import { measureRuntimes } from "./runtime-throughput.ts";
import type { ScaleResult } from "./scale.ts";
import { type InProcessResult, measureInProcess, type SizePlan } from "./search-latency.ts";
import { describeSkew, syntheticCatalog } from "./synthetic-catalog.ts";
import { measureToolsDump, type ToolsDumpResult } from "./tools-dump-latency.ts";
import { measureUpstash } from "./upstash-latency.ts";

const SEED = 20_261_101;
const REPORT = fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));

const started = performance.now();

/**
 * 100,000 vendors from start-up, in a process of its own (`bench/scale-run.ts --json`), so
 * that its RSS is that of a server holding that catalog and nothing else.
 */
function measureScaleAlone(): ScaleResult {
  const script = fileURLToPath(new URL("./scale-run.ts", import.meta.url));
  const output = execFileSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", script, "--json"],
    { stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * 2 ** 20 },
  );
  return JSON.parse(output.toString("utf8")) as ScaleResult;
}
function progress(message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds} s] ${message}\n`);
}

/** Sizes are generated one at a time (and per phase) so a 100k document is never held twice. */
const SIZES: Omit<SizePlan, "inspect">[] = [
  {
    label: "sample (135)",
    make: () => sampleCatalogDocument as CatalogDocument,
    loadRuns: 21,
    buildRuns: 101,
  },
  {
    label: "synthetic 10k",
    make: () => syntheticCatalog(10_000, SEED),
    loadRuns: 5,
    buildRuns: 11,
  },
  {
    label: "synthetic 100k",
    make: () => syntheticCatalog(100_000, SEED),
    loadRuns: 3,
    buildRuns: 5,
  },
];

async function main(): Promise<number> {
  if (typeof globalThis.gc !== "function") {
    progress("warning: run with --expose-gc for index memory figures (pnpm bench does)");
  }
  const inProcess: InProcessResult[] = [];
  let skew = "";
  for (const size of SIZES) {
    progress(`${size.label}: load, build, index.search, api.fetch`);
    const inspect = (document: CatalogDocument) => {
      skew = describeSkew(document);
    };
    inProcess.push(await measureInProcess({ ...size, inspect }));
  }

  const toolsDump: ToolsDumpResult[] = [];
  for (const size of SIZES.filter((s) => s.label !== SIZES[0]?.label)) {
    progress(`${size.label}: tools dump`);
    toolsDump.push(await measureToolsDump(size.label, size.make));
  }

  // In process too, and before the HTTP phase, whose child processes share the two cores.
  progress("market: seed 2,000 keys × 180 days, then api.fetch and store.totals");
  const market = await measureMarket(progress);
  progress("ai: Ask AI answers, grounded responder");
  const ai = await measureAi(progress);
  progress("parse: free-text evaluation sets, parseQueryText at 500 characters");
  const parse = await measureParse(progress);
  progress("ai: evaluation set");
  const askEval = await runAskAiEval();
  const upstash = await measureUpstash(progress);

  progress("scale: 100,000 vendors in a process of its own");
  const scale = measureScaleAlone();
  const http = await measureHttpThroughput(HTTP_ENDPOINTS, { breakdown: true }, progress);
  const runtimes = await measureRuntimes(progress);
  const reliability = await measureReliability(progress);

  const results: BenchResults = {
    date: new Date(),
    machine: currentMachine(),
    inProcess,
    toolsDump,
    market,
    ai,
    parse,
    askEval,
    upstash,
    http,
    runtimes,
    reliability,
    scale,
    skew,
    elapsedSeconds: (performance.now() - started) / 1000,
  };
  writeFileSync(REPORT, benchmarksMarkdown(results));
  process.stdout.write(`${summaryMarkdown(results)}\n\nWrote ${REPORT}\n`);
  // A missed target is reported in the file first, then fails the run.
  const missed = checkTargets(results).filter((check) => !check.pass);
  if (missed.length === 0) return 0;
  progress(`targets missed: ${missed.map((c) => c.name).join("; ")}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
