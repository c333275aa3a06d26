/**
 * `pnpm bench:live-swap`: what an operator sees running the built CLI (`grc-directory serve`)
 * on a LIVE catalog in Redis behind the Upstash REST protocol, at 10,000 and 100,000 synthetic
 * vendors. Per size: a real `redis-server` and the test suite's Upstash REST bridge (in its
 * own process); version A pushed with `grc-directory catalog push`; `--instances` servers,
 * each in its own memory-limited cgroup, under a steady keep-alive load from the moment they
 * are spawned; phases `start` (until every instance serves live A), `first requests` (30 s),
 * `swap` (version B pushed with the CLI under load, until every instance serves B) and
 * `after swap` (10 s); then the RSS 30 s after the swap settled.
 *
 * Prints one Markdown table with each target's PASS/FAIL beside it. The targets are
 * REPORTED, NOT ENFORCED: the exit code is 0 whatever they show, and 1 only when the bench
 * itself broke (a push failed, Redis did not start, …).
 *
 *   --vendors <n,n>          catalog sizes (default 10000,100000)
 *   --runs <n>               runs per size (default 1)
 *   --memory-limit-mib <n>   per-instance memory limit (default 512; 0 = none)
 *   --instances <n>          servers sharing the live catalog (default 2)
 *   --in-flight <n>          requests in flight per instance (default 8)
 *   --change <one|all>       what version B changes of A: one vendor's name (default), or
 *                            every vendor's summary (no vendor or chunk of A is shared)
 *   --public-url <url>       PUBLIC_URL of every instance (default none: links from the
 *                            request's origin); with it, each version's tools dump and
 *                            llms-full.txt are made before the version goes into service
 *   --json <path>            also write every figure (and every request) as JSON there
 *   --cli <path>             the CLI (default: this tree's packages/adapter-node/dist/cli.js)
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, release, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { freePort, startRedis, type TestRedis } from "../packages/core/test/redis-server.ts";
import { pushWithCli } from "./catalog-push-cli.ts";
import { adapterEnv } from "./http-row.ts";
import {
  type InstanceResult,
  requestRows,
  type SizeResult,
  sizeLabel,
  sizeLines,
  summarizePhase,
} from "./live-swap-report.ts";
import { waitForLiveVersion } from "./live-version-poll.ts";
import { type MemoryLimit, memoryLimit } from "./memory-cgroup.ts";
import { cpuMark, cpuSince } from "./phase-cpu.ts";
import { resetPeakRss, statusMiB } from "./process-memory.ts";
import {
  exitMessage,
  exitOf,
  type Instance,
  isDead,
  peaks,
  spawnInstance,
} from "./serve-instance.ts";
import { startServer } from "./server-process.ts";
import { startSteadyLoad } from "./steady-load.ts";
import { syntheticCatalog } from "./synthetic-catalog.ts";
import { markdownTable } from "./table.ts";

const here = dirname(new URL(import.meta.url).pathname);
const SEED = 20_261_101;
const TOKEN = "live-swap-bench-token";
/** Shared by every instance, as a deployment's instances share them. */
const SECRETS = {
  INTEREST_SECRET: "live-swap-interest-secret-0123",
  AI_TOKEN_SECRET: "live-swap-ai-token-secret-0123",
};
const FIRST_REQUESTS_MS = 30_000;
const AFTER_SWAP_MS = 10_000;
const SETTLED_AFTER_MS = 30_000;
/** Longest the bench waits for every instance to serve A, then B. */
const START_TIMEOUT_MS = 300_000;
const SWAP_TIMEOUT_MS = 180_000;
/** A request not answered within this counts as a connection error ("timeout"). */
const REQUEST_TIMEOUT_MS = 30_000;

const { values } = parseArgs({
  options: {
    vendors: { type: "string", default: "10000,100000" },
    runs: { type: "string", default: "1" },
    "memory-limit-mib": { type: "string", default: "512" },
    instances: { type: "string", default: "2" },
    "in-flight": { type: "string", default: "8" },
    "public-url": { type: "string" },
    change: { type: "string", default: "one" },
    json: { type: "string" },
    cli: { type: "string", default: join(here, "../packages/adapter-node/dist/cli.js") },
  },
});

/** A whole number from a flag, at least `min`. */
function wholeNumber(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`bench: --${name} must be a whole number ≥ ${min}, not ${text}`);
  }
  return value;
}

const settings = {
  cli: resolve(values.cli),
  sizes: values.vendors.split(",").map((n) => wholeNumber("vendors", n.trim(), 1)),
  runs: wholeNumber("runs", values.runs, 1),
  memoryLimitMiB: wholeNumber("memory-limit-mib", values["memory-limit-mib"], 0),
  instances: wholeNumber("instances", values.instances, 1),
  inFlightPerInstance: wholeNumber("in-flight", values["in-flight"], 1),
  publicUrl: values["public-url"],
  change: changeOf(values.change),
};

/** What version B changes: `--change one` or `all`. */
function changeOf(text: string): "one" | "all" {
  if (text === "one" || text === "all") return text;
  throw new Error(`bench: --change must be one or all, not ${text}`);
}

const started = performance.now();
/** A progress line on stderr, with the seconds since the bench started. */
function progress(message: string): void {
  const elapsed = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[live-swap ${elapsed} s] ${message}\n`);
}

/** Cgroups and temp directories still to remove if the bench exits early. */
const leftovers = { limits: new Set<MemoryLimit>(), dirs: new Set<string>() };
// After server-process.ts's own exit handler has SIGKILLed the servers (it registered first).
process.once("exit", () => {
  for (const limit of leftovers.limits) limit.remove();
  for (const dir of leftovers.dirs) rmSync(dir, { recursive: true, force: true });
});
// Ctrl-C or a kill must still run the exit handlers that stop children and remove cgroups.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(1));

/** Resolves after `ms`. */
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Writes version A (`syntheticCatalog`) and version B (A with one vendor renamed, or with
 * every vendor's summary changed for `--change all`; every slug and vendor page stays) to
 * `dir`; returns their paths, A's slugs and A's size in bytes.
 * A function of its own so that the documents are garbage once written.
 */
function writeCatalogFiles(dir: string, vendors: number) {
  const document = syntheticCatalog(vendors, SEED);
  const fileA = join(dir, "catalog-a.json");
  const fileB = join(dir, "catalog-b.json");
  const jsonA = JSON.stringify(document);
  writeFileSync(fileA, jsonA);
  if (settings.change === "all") {
    for (const vendor of document.vendors) vendor.briefSummary = `${vendor.briefSummary} (v2)`;
  } else {
    const renamed = document.vendors[0] as (typeof document.vendors)[number];
    renamed.name = `${renamed.name} (renamed)`;
  }
  writeFileSync(fileB, JSON.stringify(document));
  const slugs = document.vendors.map((vendor) => vendor.slug);
  return { fileA, fileB, slugs, catalogFileBytes: Buffer.byteLength(jsonA) };
}

/**
 * `--instances` servers-to-be, each with a free port and its own memory limit (removed by
 * `cleanup`); none is started yet.
 */
async function createInstances(name: string, cleanup: (() => unknown)[]): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (let i = 0; i < settings.instances; i++) {
    const port = await freePort();
    const limit = memoryLimit(`grc-live-swap-${process.pid}-${name}-${i}`, settings.memoryLimitMiB);
    leftovers.limits.add(limit);
    cleanup.push(() => {
      limit.remove();
      leftovers.limits.delete(limit);
    });
    instances.push({
      port,
      url: `http://127.0.0.1:${port}`,
      limit,
      server: undefined,
      startError: undefined,
    });
  }
  return instances;
}

/** Runs every phase for one catalog size; `cleanup` collects what to undo, last first. */
async function measureSize(
  vendors: number,
  run: number,
  cleanup: (() => unknown)[],
): Promise<SizeResult> {
  const label = sizeLabel(vendors);
  progress(`${label}: generating ${vendors.toLocaleString("en")} vendors, A and B`);
  const dir = mkdtempSync(join(tmpdir(), "grc-live-swap-"));
  leftovers.dirs.add(dir);
  cleanup.push(() => {
    rmSync(dir, { recursive: true, force: true });
    leftovers.dirs.delete(dir);
  });
  const { fileA, fileB, slugs, catalogFileBytes } = writeCatalogFiles(dir, vendors);

  progress(`${label}: starting redis-server and the Upstash REST bridge`);
  const redis: TestRedis = await startRedis();
  cleanup.push(() => redis.stop());
  const bridgeFile = join(here, "upstash-bridge.ts");
  const bridge = await startServer(
    "Upstash REST bridge",
    ["--import", "tsx", bridgeFile, String(redis.port), TOKEN],
    {},
  );
  cleanup.push(() => bridge.stop());
  const upstash = { UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: TOKEN };

  progress(`${label}: pushing version A with the CLI`);
  const pushA = await pushWithCli(settings.cli, fileA, upstash);
  progress(`${label}: ${pushA.output} in ${(pushA.ms / 1000).toFixed(1)} s`);

  const instances = await createInstances(`${vendors}-${run}`, cleanup);
  // Stopped before their cgroups are removed (cleanup runs last first).
  cleanup.push(() => Promise.all(instances.map((instance) => instance.server?.stop())));
  const memoryLimitText = instances[0]?.limit.description ?? "";
  progress(`${label}: memory limit: ${memoryLimitText}`);

  const urls = instances.map((instance) => instance.url);
  const env = {
    ...adapterEnv(),
    ...upstash,
    ...SECRETS,
    CATALOG_REFRESH_MS: "1000",
    LOG_LEVEL: "warn",
    ...(settings.publicUrl ? { PUBLIC_URL: settings.publicUrl } : {}),
  };
  progress(`${label}: spawning ${instances.length} instances under load`);
  const epoch = performance.now();
  const servers = () => instances.map((instance) => instance.server);
  let mark = cpuMark(bridge, servers());
  /** The CPU use of the phase that ends now; the next one is measured from here. */
  const endPhaseCpu = () => {
    const cpu = cpuSince(mark, bridge, servers());
    mark = cpuMark(bridge, servers());
    return cpu;
  };
  const load = startSteadyLoad({
    urls,
    inFlightPerInstance: settings.inFlightPerInstance,
    slugs,
    epoch,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  cleanup.push(() => load.stop());
  instances.forEach((instance, i) => {
    spawnInstance(settings.cli, instance, i, env, () => load.markUp(i));
  });
  const now = () => performance.now() - epoch;
  const diedAtMs: (number | undefined)[] = instances.map(() => undefined);
  const deathWatch = setInterval(() => {
    for (const [i, instance] of instances.entries()) {
      if (diedAtMs[i] !== undefined || !isDead(instance)) continue;
      diedAtMs[i] = now();
      const when = `${(now() / 1000).toFixed(1)} s after spawn`;
      const why = exitMessage(instance) ?? "nothing on stderr";
      progress(`${label}: instance ${i} died (${exitOf(instance)}) ${when}: ${why}`);
    }
  }, 250);
  cleanup.push(() => clearInterval(deathWatch));
  const deadCount = () => instances.filter(isDead).length;
  const wait = { epoch, isDead: (i: number) => isDead(instances[i] as Instance) };

  const servingAAt = await waitForLiveVersion(urls, pushA.version, {
    ...wait,
    timeoutMs: START_TIMEOUT_MS,
  });
  const startEnd = now();
  const startCpu = endPhaseCpu();
  progress(
    `${label}: every instance serves live A or is dead (${deadCount()} dead) ${(startEnd / 1000).toFixed(1)} s after spawn`,
  );

  load.phase = "first requests";
  await sleep(FIRST_REQUESTS_MS);
  const firstEnd = now();
  const firstCpu = endPhaseCpu();
  const beforeSwap = instances.map(peaks);
  const deadBeforeSwap = instances.map(isDead);
  const resetWorked = instances.map((instance) => {
    if (isDead(instance) || !instance.server) return undefined;
    instance.limit.resetPeak();
    return resetPeakRss(instance.server.pid);
  });

  load.phase = "swap";
  progress(`${label}: pushing version B with the CLI, under load`);
  const pushBStartMs = now();
  const pushB = await pushWithCli(settings.cli, fileB, upstash);
  const pushBEndMs = now();
  progress(`${label}: ${pushB.output} in ${(pushB.ms / 1000).toFixed(1)} s`);
  const servingBAt = await waitForLiveVersion(urls, pushB.version, {
    ...wait,
    timeoutMs: SWAP_TIMEOUT_MS,
  });
  const swapEnd = now();
  const swapCpu = endPhaseCpu();
  progress(
    `${label}: every instance serves B or is dead (${deadCount()} dead) ${((swapEnd - pushBEndMs) / 1000).toFixed(1)} s after the push`,
  );

  load.phase = "after swap";
  await sleep(AFTER_SWAP_MS);
  const afterEnd = now();
  const afterCpu = endPhaseCpu();
  const duringSwap = instances.map(peaks);
  await load.stop();
  progress(`${label}: load stopped; idle until 30 s after the swap settled`);
  await sleep(Math.max(0, swapEnd + SETTLED_AFTER_MS - now()));
  const settledRss = instances.map((instance) =>
    instance.server && !isDead(instance) ? statusMiB(instance.server.pid, "VmRSS") : undefined,
  );
  clearInterval(deathWatch);

  const instanceResults: InstanceResult[] = instances.map((instance, i) => ({
    index: i,
    port: instance.port,
    pid: instance.server?.pid,
    died: exitOf(instance),
    diedAtMs: diedAtMs[i],
    exitMessage: exitOf(instance) === undefined ? undefined : exitMessage(instance),
    peakBeforeSwapMiB: beforeSwap[i]?.rssMiB,
    peakSwapMiB: duringSwap[i]?.rssMiB,
    peakSwapResetWorked: resetWorked[i],
    settledRssMiB: settledRss[i],
    cgroup: {
      peakBeforeSwapBytes: beforeSwap[i]?.cgroupBytes,
      peakSwapBytes: deadBeforeSwap[i] ? undefined : duringSwap[i]?.cgroupBytes,
      limitHits: instance.limit.limitHits(),
      oomKills: instance.limit.oomKills(),
    },
  }));
  const spans = [
    { phase: "start", fromMs: 0, toMs: startEnd, cpu: startCpu },
    { phase: "first requests", fromMs: startEnd, toMs: firstEnd, cpu: firstCpu },
    { phase: "swap", fromMs: pushBStartMs, toMs: swapEnd, cpu: swapCpu },
    { phase: "after swap", fromMs: swapEnd, toMs: afterEnd, cpu: afterCpu },
  ];
  return {
    vendors,
    run,
    catalogFileBytes,
    memoryLimit: memoryLimitText,
    pushA,
    pushB,
    servingAAt,
    servingBAt,
    pushBStartMs,
    pushBEndMs,
    phases: spans.map(({ phase, cpu, ...span }) => summarizePhase(load.samples, phase, span, cpu)),
    instances: instanceResults,
    refusedBeforeListening: load.notYetUp,
    requests: requestRows(load.samples),
  };
}

/** Undoes what a size set up, last first; a failing step is reported and the rest still run. */
async function runCleanup(cleanup: (() => unknown)[]): Promise<void> {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch (error) {
      progress(`cleanup: ${(error as Error).message}`);
    }
  }
}

/** Every size and run, then the table (stdout) and the JSON file. */
async function main(): Promise<void> {
  if (!existsSync(settings.cli)) throw new Error(`bench: ${settings.cli} is missing; build first`);
  const results: SizeResult[] = [];
  for (const vendors of settings.sizes) {
    for (let run = 1; run <= settings.runs; run++) {
      const cleanup: (() => unknown)[] = [];
      try {
        results.push(await measureSize(vendors, run, cleanup));
      } finally {
        await runCleanup(cleanup);
      }
    }
  }
  const lines = results.flatMap((result) => sizeLines(result, settings.runs));
  const limits = [...new Set(results.map((result) => result.memoryLimit))];
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  process.stdout.write(
    [
      `Live catalog swap: ${settings.instances} instances, ${settings.inFlightPerInstance} requests in flight each, on ${machine} (load generator, Redis, bridge and pushes share these cores). Version B changes ${settings.change === "all" ? "every vendor's summary" : "one vendor's name"}.`,
      ...limits.map((limit) => `Memory limit per instance: ${limit}.`),
      "",
      markdownTable(lines),
      "",
    ].join("\n"),
  );
  if (values.json) {
    const out = resolve(values.json);
    mkdirSync(dirname(out), { recursive: true });
    const document = {
      date: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model.trim() ?? "unknown",
        cores: cpus().length,
        memoryMiB: Math.round(totalmem() / 2 ** 20),
        node: process.version,
        os: `${process.platform} ${release()} (${process.arch})`,
      },
      settings,
      results,
      lines,
      elapsedSeconds: (performance.now() - started) / 1000,
    };
    writeFileSync(out, `${JSON.stringify(document)}\n`);
    process.stdout.write(`Wrote ${out}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
