/**
 * `pnpm bench:worker-first-request`: issue 39's "the first request of an isolate costs within
 * 10 ms of CPU of the next", measured on examples/workers in workerd, through Miniflare, as
 * the conformance suite runs it (`packages/adapter-workers/test/example-worker.ts`): the
 * example's `src/index.ts` bundled in memory as wrangler bundles it (esbuild, minified, the
 * packages from source: no `pnpm build` needed), the catalog a static asset behind the Worker,
 * wrangler.toml's `[vars]`, on a free loopback port.
 *
 * For each request kind and run, a fresh workerd (a fresh isolate, its global scope run at
 * start-up) answers the kind once (the first request of the isolate), then `--next` more
 * times. Two passes, each with its own fresh workerd:
 * - isolate CPU: a V8 CPU profile of the Worker's isolate over each request, taken through
 *   workerd's inspector (`Profiler.start`/`Profiler.stop`). In workerd, samples fall only
 *   while the isolate runs (JS, compilation, GC, the runtime's native calls under its lock),
 *   none during a wait for I/O (a next request of 8-12 ms wall time gets 0-2 samples), so
 *   CPU ms = samples other than `(idle)` × the sampling period measured (the median gap
 *   between samples). Sampling is asked at 500 µs (V8 keeps about 650 µs here): at 100 µs
 *   the profiler's own interrupts made a loop of known cost read 1.2-1.6 × the CPU workerd
 *   spends on it uninstrumented, at 500 µs about 1.05 ×. The same profiles say where the
 *   time goes (mapped back to the sources through the bundle's source map).
 * - process CPU: workerd's whole CPU time (every thread's `/proc/<pid>/task/<tid>/schedstat`,
 *   in ns) from just before a request to 100 ms after its answer, no inspector attached. It
 *   also counts Miniflare's own workers in front of the Worker (entry, asset router, the
 *   assets service), V8's helper threads and the sockets, so the same pass runs a control
 *   Worker that answers a constant: its first − next is the set-up's own share.
 * workerd reports no CPU time itself (a tail Worker's `cpuTime` is 0 outside Cloudflare), and
 * a Worker cannot time itself (its clock stands still while it computes).
 *
 * Prints, per request kind and run, first and next (median) CPU ms, their difference and
 * whether it is within 10 ms, wall time, the process figures, then where the first request's
 * isolate CPU goes. Reports only: exits non-zero when it cannot run, never on a missed target.
 *
 * Options: `--entry PATH` (the example's entry, default `src/index.ts`; `src/built-at-startup.ts`
 * builds the API at the global scope), `--runs N` (fresh isolates per kind and pass, default 3), `--next N` (requests
 * after the first, default 5), `--top N` (functions listed, default 12), `--profiles DIR`
 * (writes each first request's profile there, for Chrome DevTools or VS Code).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join, relative, resolve } from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { WRANGLER_LIKE_BUILD } from "../packages/adapter-workers/test/bundle-worker.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const EXAMPLE = join(ROOT, "examples/workers");
/** wrangler.toml's `name` and `[vars]`. */
const WORKER_NAME = "grc-directory";
const VARS = { CATALOG_ASSET: "/catalog.json", SITE_NAME: "GRC Directory", LOG_LEVEL: "warn" };
const COMPATIBILITY = { compatibilityDate: "2026-07-01", compatibilityFlags: ["nodejs_compat"] };
/** The Miniflare set-up's control: a Worker that answers a constant. */
const CONTROL_SCRIPT = `export default { fetch() { return new Response('{"status":"ok"}', { headers: { "content-type": "application/json" } }); } };`;

const KINDS = {
  "search, free text": "/api/v1/search?q=soc%202%20auditor%20in%20berlin",
  "search, one framework": "/api/v1/search?framework=iso-27001",
  healthz: "/healthz",
} as const;
type Kind = keyof typeof KINDS;

const TARGET_MS = 10;
/** How long after an answer a request's CPU is still counted (waitUntil work, GC). */
const SETTLE_MS = 100;
const SAMPLING_INTERVAL_US = 500;
const BUNDLE_NAME = "index.js";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    next: { type: "string", default: "5" },
    top: { type: "string", default: "12" },
    profiles: { type: "string" },
    entry: { type: "string", default: "src/index.ts" },
  },
});
if (args.profiles) mkdirSync(args.profiles, { recursive: true });
const RUNS = Number(args.runs);
const NEXT = Number(args.next);
const TOP = Number(args.top);
if (!(RUNS >= 1 && NEXT >= 1 && TOP >= 0)) throw new Error("--runs and --next must be ≥ 1");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (value: number) => value.toFixed(1);

// ---------------------------------------------------------------------------------------------
// The Worker: bundled once, as wrangler would, with a source map to name the profile's frames.

async function bundleExample(): Promise<{ script: string; map: SourceMap; sources: string[][] }> {
  const result = await build({
    ...WRANGLER_LIKE_BUILD,
    entryPoints: [join(EXAMPLE, args.entry)],
    outfile: join(EXAMPLE, BUNDLE_NAME),
    sourcemap: "external",
    // `cloudflare:workers` (the bindings at the global scope) is workerd's own, as wrangler leaves it.
    external: [...WRANGLER_LIKE_BUILD.external, "cloudflare:*"],
  });
  const script = result.outputFiles.find((file) => file.path.endsWith(".js"))?.text;
  const mapText = result.outputFiles.find((file) => file.path.endsWith(".js.map"))?.text;
  if (!script || !mapText) throw new Error("esbuild produced no script or no source map");
  const payload = JSON.parse(mapText) as { sourcesContent?: (string | null)[] };
  const sources = (payload.sourcesContent ?? []).map((text) => (text ?? "").split("\n"));
  return { script, map: new SourceMap(payload as never), sources };
}

interface RunningWorker {
  url: string;
  pid: number;
  inspector?: URL;
  stop(): Promise<void>;
}

async function startWorker(script: string, inspect: boolean): Promise<RunningWorker> {
  const before = new Set(workerdChildren());
  const worker = new Miniflare({
    name: WORKER_NAME,
    modules: true,
    script,
    ...COMPATIBILITY,
    bindings: VARS,
    assets: {
      directory: join(EXAMPLE, "catalog"),
      binding: "ASSETS",
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    host: "127.0.0.1",
    port: 0,
    ...(inspect ? { inspectorPort: 0 } : {}),
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.resume();
      stderr.on("data", (chunk: Buffer) => {
        const text = chunk.toString();
        if (!/\bdisconnected\b/.test(text)) process.stderr.write(text);
      });
    },
  });
  const url = await worker.ready;
  const pid = workerdChildren().find((child) => !before.has(child));
  if (pid === undefined) throw new Error("no workerd process found among this process's children");
  return {
    url: url.origin,
    pid,
    ...(inspect ? { inspector: await worker.getInspectorURL() } : {}),
    stop: () => worker.dispose(),
  };
}

/** The pids of this process's `workerd` children (Miniflare spawns workerd directly). */
function workerdChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid && comm === "workerd") pids.push(Number(entry));
    } catch {
      // The process ended while /proc was read.
    }
  }
  return pids;
}

/** CPU time every thread of `pid` has had so far, in ms (`schedstat`'s ns). */
function processCpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended while it was read.
    }
  }
  return ns / 1e6;
}

/** One request, its body read; answers wall ms and fails on anything but 200. */
async function request(url: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url + path);
  await response.arrayBuffer();
  const wall = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return wall;
}

// ---------------------------------------------------------------------------------------------
// The inspector: a CPU profile of the Worker's isolate over each request.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

class Inspector {
  #socket: WebSocket;
  #id = 0;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const pending = message.id === undefined ? undefined : this.#pending.get(message.id);
      if (!pending || message.id === undefined) return;
      this.#pending.delete(message.id);
      if (message.error) pending.reject(new Error(message.error.message));
      else pending.resolve(message.result);
    });
  }

  /** Connects to the isolate of the Worker named `name` (workerd's `core:user:<name>`). */
  static async connect(inspector: URL, name: string): Promise<Inspector> {
    const targets = (await (await fetch(`http://${inspector.host}/json/list`)).json()) as {
      id: string;
      webSocketDebuggerUrl: string;
    }[];
    const target = targets.find((candidate) => candidate.id === `core:user:${name}`);
    if (!target) throw new Error(`workerd's inspector lists no core:user:${name}`);
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", () => reject(new Error("inspector socket")), {
        once: true,
      });
    });
    return new Inspector(socket);
  }

  send<T = unknown>(method: string, params: object = {}): Promise<T> {
    const id = ++this.#id;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.#socket.close();
  }
}

/** Milliseconds per function (by label): self time, time with what it called, and per stage. */
type Breakdown = {
  self: Map<string, number>;
  inclusive: Map<string, number>;
  stages: Map<string, number>;
};

/** Names a profile frame: its function's name and place in the sources, via the source map. */
function frameLabeller(
  map: SourceMap,
  sources: string[][],
): (frame: ProfileNode["callFrame"]) => string {
  const cache = new Map<string, string>();
  return (frame) => {
    if (frame.functionName.startsWith("(")) return frame.functionName;
    // Miniflare names the script's module `script-0`; workerd's own modules have a scheme.
    if (frame.url === "" || frame.url.includes(":")) {
      return `${frame.functionName || "(anonymous)"} [${frame.url || "native"}]`;
    }
    const key = `${frame.lineNumber}:${frame.columnNumber}`;
    const known = cache.get(key);
    if (known) return known;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    let label = frame.functionName || "(anonymous)";
    if (entry.originalSource !== undefined && entry.originalLine !== undefined) {
      const file = relative(ROOT, resolve(EXAMPLE, entry.originalSource))
        .replace(/^.*?node_modules\/\.pnpm\/[^/]+\/node_modules\//, "")
        .replace(/^.*?(packages|examples)\//, "$1/");
      const index = map.payload.sources.indexOf(entry.originalSource);
      const line = (sources[index]?.[entry.originalLine] ?? "").trim().slice(0, 70);
      label = `${file}:${entry.originalLine + 1} ${line}`;
    }
    cache.set(key, label);
    return label;
  };
}

/**
 * What the first request's CPU is spent on: a sample counts for the innermost frame on its
 * stack that one of these names (matched against the frame's label: file, line and source).
 */
const STAGES: [stage: string, frame: RegExp][] = [
  ["GC", /^\(garbage collector\)$/],
  [
    "memoryRateLimiter (its LRUCache, 100,000 keys)",
    /memory-rate-limiter\.ts:\d+ export function memoryRateLimiter\(/,
  ],
  ["createTaxonomyIndex", /taxonomy-index\.ts:\d+ export function createTaxonomyIndex\(/],
  [
    "loadCatalog (valibot check of the catalog)",
    /load-catalog\.ts:\d+ export function loadCatalog\(/,
  ],
  ["buildSearchIndex", /search-index\.ts:\d+ export function buildSearchIndex\(/],
  ["buildRetrievalIndex (Ask AI)", /retrieval\.ts:\d+ export function buildRetrievalIndex\(/],
  ["prepareCatalog, the rest", /prepared-catalog\.ts:\d+ export async function prepareCatalog\(/],
  [
    "parseLexicons + createQuestionLexicon",
    /(lexicons\.ts:\d+ export function parseLexicons|question-lexicon\.ts:\d+ export function createQuestionLexicon)\(/,
  ],
  [
    "buildApi, the rest (other ports, Ask AI settings, routes)",
    /app\.ts:\d+ export function buildApi\(/,
  ],
  [
    "createWorker's build, the rest (bindings, catalog asset, JSON.parse)",
    /create-worker\.ts:\d+ const build = async/,
  ],
  ["the search handler (reading q included)", /search-handler\.ts:\d+ return async/],
  ["the request's handling, the rest (servedFetch)", /served-fetch\.ts:\d+ const fetch/],
];
const OTHER_STAGE = "other (after an await, off these stacks: routing, compilation, …)";

/** The profile's CPU: samples other than `(idle)`, each one sampling period long. */
function profileCpu(
  profile: CpuProfile,
  periodMs: number,
  label: (frame: ProfileNode["callFrame"]) => string,
): { cpuMs: number; breakdown: Breakdown } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const breakdown: Breakdown = { self: new Map(), inclusive: new Map(), stages: new Map() };
  let samples = 0;
  for (const sample of profile.samples) {
    const node = nodes.get(sample);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    samples++;
    const self = label(node.callFrame);
    breakdown.self.set(self, (breakdown.self.get(self) ?? 0) + periodMs);
    const seen = new Set<string>();
    let stage: string | undefined;
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === "(root)") continue;
      const name = label(frame);
      stage ??= STAGES.find(([, pattern]) => pattern.test(name))?.[0];
      if (seen.has(name)) continue;
      seen.add(name);
      breakdown.inclusive.set(name, (breakdown.inclusive.get(name) ?? 0) + periodMs);
    }
    stage ??= OTHER_STAGE;
    breakdown.stages.set(stage, (breakdown.stages.get(stage) ?? 0) + periodMs);
  }
  return { cpuMs: samples * periodMs, breakdown };
}

/** The sampling period V8 kept: the median gap between two samples, in ms. */
function samplingPeriodMs(profiles: CpuProfile[]): number {
  return median(profiles.flatMap((profile) => profile.timeDeltas.slice(1))) / 1000;
}

// ---------------------------------------------------------------------------------------------
// The two passes.

interface Measured {
  first: number;
  next: number[];
  firstWall: number;
  nextWall: number[];
}

async function profilePass(
  script: string,
  path: string,
  label: (frame: ProfileNode["callFrame"]) => string,
  /** Where to write the first request's profile, if anywhere. */
  profileFile: string | undefined,
): Promise<Measured & { periodMs: number; firstBreakdown: Breakdown }> {
  const worker = await startWorker(script, true);
  try {
    if (!worker.inspector) throw new Error("no inspector");
    const inspector = await Inspector.connect(worker.inspector, WORKER_NAME);
    try {
      await inspector.send("Profiler.enable");
      await inspector.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
      const profiles: CpuProfile[] = [];
      const walls: number[] = [];
      for (let i = 0; i <= NEXT; i++) {
        await inspector.send("Profiler.start");
        walls.push(await request(worker.url, path));
        await sleep(SETTLE_MS);
        profiles.push((await inspector.send<{ profile: CpuProfile }>("Profiler.stop")).profile);
      }
      if (profileFile && profiles[0]) writeFileSync(profileFile, JSON.stringify(profiles[0]));
      const periodMs = samplingPeriodMs(profiles);
      const read = profiles.map((profile) => profileCpu(profile, periodMs, label));
      const [first, ...next] = read;
      if (!first) throw new Error("no profile");
      return {
        first: first.cpuMs,
        next: next.map((one) => one.cpuMs),
        firstWall: walls[0] ?? 0,
        nextWall: walls.slice(1),
        periodMs,
        firstBreakdown: first.breakdown,
      };
    } finally {
      inspector.close();
    }
  } finally {
    await worker.stop();
  }
}

async function processPass(script: string, path: string): Promise<Measured & { idle: number }> {
  const worker = await startWorker(script, false);
  try {
    await sleep(SETTLE_MS);
    // What workerd spends with nothing to do over the same window, subtracted from each request.
    const idleStart = processCpuMs(worker.pid);
    await sleep(SETTLE_MS);
    const idle = processCpuMs(worker.pid) - idleStart;
    const cpu: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i <= NEXT; i++) {
      const before = processCpuMs(worker.pid);
      walls.push(await request(worker.url, path));
      await sleep(SETTLE_MS);
      cpu.push(processCpuMs(worker.pid) - before - idle);
    }
    return {
      first: cpu[0] ?? 0,
      next: cpu.slice(1),
      firstWall: walls[0] ?? 0,
      nextWall: walls.slice(1),
      idle,
    };
  } finally {
    await worker.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The runs, then the tables.

interface Row {
  kind: Kind;
  run: number;
  isolate: Measured & { periodMs: number };
  process: Measured;
  control: Measured;
}

const bundle = await bundleExample();
const label = frameLabeller(bundle.map, bundle.sources);
console.log(
  `examples/workers (${(bundle.script.length / 1024).toFixed(0)} KiB script) in workerd through Miniflare; ` +
    `${RUNS} fresh isolates per request kind and pass, the first request and ${NEXT} next`,
);

const rows: Row[] = [];
const breakdowns = new Map<Kind, Breakdown[]>();
for (let run = 1; run <= RUNS; run++) {
  for (const [kind, path] of Object.entries(KINDS) as [Kind, string][]) {
    const profileFile = args.profiles
      ? join(args.profiles, `first-${kind.replace(/\W+/g, "-")}-${run}.cpuprofile`)
      : undefined;
    const isolate = await profilePass(bundle.script, path, label, profileFile);
    const processCpu = await processPass(bundle.script, path);
    const control = await processPass(CONTROL_SCRIPT, "/");
    rows.push({ kind, run, isolate, process: processCpu, control });
    breakdowns.set(kind, [...(breakdowns.get(kind) ?? []), isolate.firstBreakdown]);
    process.stderr.write(
      `run ${run} ${kind}: isolate first ${ms(isolate.first)} ms, next ${ms(median(isolate.next))} ms\n`,
    );
  }
}

const table = (header: string[], lines: string[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...lines.map((line) => `| ${line.join(" | ")} |`),
  ].join("\n");
const diffOf = (measured: Measured) => measured.first - median(measured.next);
const within = (diff: number) => (diff <= TARGET_MS ? "yes" : "no");

console.log(
  `\nIsolate CPU (V8 profile of the Worker's isolate, sampling period ${ms(
    median(rows.map((row) => row.isolate.periodMs * 1000)),
  )} µs), ms; next = median of ${NEXT}; wall time as the client saw it\n`,
);
console.log(
  table(
    [
      "Request",
      "Run",
      "First CPU",
      "Next CPU",
      "First − next",
      `Within ${TARGET_MS} ms`,
      "First wall",
      "Next wall",
    ],
    rows.map(({ kind, run, isolate }) => [
      kind,
      String(run),
      ms(isolate.first),
      ms(median(isolate.next)),
      ms(diffOf(isolate)),
      within(diffOf(isolate)),
      ms(isolate.firstWall),
      ms(median(isolate.nextWall)),
    ]),
  ),
);

const byKind = Object.keys(KINDS).map((kind) => rows.filter((row) => row.kind === kind));
console.log(`\nMedian over the ${RUNS} runs\n`);
console.log(
  table(
    [
      "Request",
      "First CPU",
      "Next CPU",
      "First − next",
      `Within ${TARGET_MS} ms`,
      "Process first − next",
      "Control first − next",
      "Process, net of control",
    ],
    byKind.map((kindRows) => {
      const isolateDiff = median(kindRows.map((row) => diffOf(row.isolate)));
      const processDiff = median(kindRows.map((row) => diffOf(row.process)));
      const controlDiff = median(kindRows.map((row) => diffOf(row.control)));
      return [
        kindRows[0]?.kind ?? "",
        ms(median(kindRows.map((row) => row.isolate.first))),
        ms(median(kindRows.map((row) => median(row.isolate.next)))),
        ms(isolateDiff),
        within(isolateDiff),
        ms(processDiff),
        ms(controlDiff),
        ms(median(kindRows.map((row) => diffOf(row.process) - diffOf(row.control)))),
      ];
    }),
  ),
);

console.log(
  `\nProcess CPU (all of workerd's threads, ${SETTLE_MS} ms after each answer included, its idle CPU over that window subtracted), ms\n`,
);
console.log(
  table(
    [
      "Request",
      "Run",
      "First",
      "Next",
      "First − next",
      "Control first",
      "Control next",
      "First wall",
      "Next wall",
    ],
    rows.map(({ kind, run, process: processCpu, control }) => [
      kind,
      String(run),
      ms(processCpu.first),
      ms(median(processCpu.next)),
      ms(diffOf(processCpu)),
      ms(control.first),
      ms(median(control.next)),
      ms(processCpu.firstWall),
      ms(median(processCpu.nextWall)),
    ]),
  ),
);

const mean = (maps: Map<string, number>[]) => {
  const sums = new Map<string, number>();
  for (const map of maps)
    for (const [name, value] of map) sums.set(name, (sums.get(name) ?? 0) + value);
  return [...sums]
    .map(([name, sum]) => [name, sum / maps.length] as const)
    .sort((a, b) => b[1] - a[1]);
};
const stageNames = [...STAGES.map(([stage]) => stage), OTHER_STAGE];
console.log(`\nWhere the first request's isolate CPU goes (mean of ${RUNS} runs), ms\n`);
console.log(
  table(
    ["Stage", ...breakdowns.keys()],
    [
      ...stageNames.map((stage) => [
        stage,
        ...[...breakdowns.values()].map((list) =>
          ms(list.reduce((sum, one) => sum + (one.stages.get(stage) ?? 0), 0) / list.length),
        ),
      ]),
      [
        "all",
        ...[...breakdowns.values()].map((list) =>
          ms(
            list.reduce(
              (sum, one) => sum + [...one.stages.values()].reduce((a, b) => a + b, 0),
              0,
            ) / list.length,
          ),
        ),
      ],
    ],
  ),
);

if (TOP > 0) {
  for (const [kind, list] of breakdowns) {
    console.log(`\nThe first request's functions, ${kind} (mean of ${list.length} runs), ms`);
    console.log("\nWith what it calls:");
    for (const [name, value] of mean(list.map((one) => one.inclusive)).slice(0, TOP)) {
      console.log(`  ${ms(value).padStart(6)}  ${name}`);
    }
    console.log("\nSelf:");
    for (const [name, value] of mean(list.map((one) => one.self)).slice(0, TOP)) {
      console.log(`  ${ms(value).padStart(6)}  ${name}`);
    }
  }
}
