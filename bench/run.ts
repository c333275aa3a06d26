/**
 * `pnpm bench`: every row over HTTP against the built CLI (the HTTP rows against a bare
 * `node:http` server sending the same bytes, and the Hono peer; then 100,000 vendors),
 * written to one JSON file and printed as one Markdown table. Exits 1 when a row fails.
 *
 *   --cli <path>         the CLI to measure (default: this tree's packages/adapter-node/dist/cli.js)
 *   --baseline <json>    a results file of another run: each ratio to bare must keep 0.9 of its
 *   --only <text>        only rows whose id or name contains the text (repeatable; "100k" for scale)
 *   --rounds <n>         interleaved rounds per HTTP row (default 3), best run kept
 *   --warmup <s>, --duration <s>   per run (default 2 and 5)
 *   --out <path>         where to write the JSON (default bench/results/<date>.json)
 *   --server-flags <f>   Node flags for every server started (e.g. "--max-semi-space-size=1")
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, release, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { measureRow, type RowResult } from "./http-row.ts";
import { HTTP_ROWS } from "./rows.ts";
import { measureScale, type ScaleResult } from "./scale.ts";
import { httpLines, type Line, markdownTable, scaleLines } from "./table.ts";

/** What a run writes: everything measured, every run kept, and the table's lines. */
export interface BenchResults {
  date: string;
  machine: { cpu: string; cores: number; memoryMiB: number; node: string; os: string };
  cli: string;
  /** The commit of the tree the CLI was built from, and whether that tree had changes. */
  commit: { sha: string; dirty: boolean } | undefined;
  settings: { rounds: number; warmupSeconds: number; durationSeconds: number; serverFlags: string };
  baseline: string | undefined;
  http: RowResult[];
  scale: ScaleResult | undefined;
  lines: Line[];
  elapsedSeconds: number;
}

const here = dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({
  options: {
    cli: { type: "string", default: join(here, "../packages/adapter-node/dist/cli.js") },
    baseline: { type: "string" },
    only: { type: "string", multiple: true, default: [] },
    rounds: { type: "string", default: "3" },
    warmup: { type: "string", default: "2" },
    duration: { type: "string", default: "5" },
    out: { type: "string" },
    "server-flags": { type: "string" },
  },
});
if (values["server-flags"]) process.env.BENCH_SERVER_FLAGS = values["server-flags"];

const started = performance.now();
function progress(message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds} s] ${message}\n`);
}

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!(value > 0)) throw new Error(`bench: --${name} must be a positive number, not ${text}`);
  return value;
}

function commitOf(cli: string): BenchResults["commit"] {
  try {
    const git = (...args: string[]) =>
      execFileSync("git", ["-C", dirname(cli), ...args], { encoding: "utf8" }).trim();
    return { sha: git("rev-parse", "HEAD"), dirty: git("status", "--porcelain") !== "" };
  } catch {
    return undefined;
  }
}

const picked = (id: string, name: string) =>
  values.only.length === 0 ||
  values.only.some((text) => `${id} ${name}`.toLowerCase().includes(text.toLowerCase()));

async function main(): Promise<number> {
  const cli = resolve(values.cli);
  if (!existsSync(cli)) throw new Error(`bench: ${cli} is missing; build that tree first`);
  const settings = {
    cli,
    rounds: positive("rounds", values.rounds),
    warmupSeconds: positive("warmup", values.warmup),
    durationSeconds: positive("duration", values.duration),
  };
  const baseline = values.baseline
    ? (JSON.parse(readFileSync(values.baseline, "utf8")) as BenchResults)
    : undefined;
  const rows = HTTP_ROWS.filter((row) => picked(row.id, row.name));
  const withScale = picked("scale", "100k vendors");
  if (rows.length === 0 && !withScale) throw new Error(`bench: no row matches ${values.only}`);

  const http: RowResult[] = [];
  const work = mkdtempSync(join(tmpdir(), "grc-bench-"));
  try {
    for (const row of rows) {
      const dir = join(work, row.id);
      mkdirSync(dir);
      http.push(await measureRow(row, settings, dir, progress));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const scale = withScale ? await measureScale(cli, progress) : undefined;

  const lines = [
    ...http.flatMap((result) =>
      httpLines(
        result,
        baseline?.http.find((row) => row.id === result.id),
      ),
    ),
    ...(scale ? scaleLines(scale) : []),
  ];
  const date = new Date();
  const { rounds, warmupSeconds, durationSeconds } = settings;
  const results: BenchResults = {
    date: date.toISOString(),
    machine: {
      cpu: cpus()[0]?.model.trim() ?? "unknown",
      cores: cpus().length,
      memoryMiB: Math.round(totalmem() / 2 ** 20),
      node: process.version,
      os: `${process.platform} ${release()} (${process.arch})`,
    },
    cli,
    commit: commitOf(cli),
    settings: {
      rounds,
      warmupSeconds,
      durationSeconds,
      serverFlags: process.env.BENCH_SERVER_FLAGS ?? "",
    },
    baseline: values.baseline,
    http,
    scale,
    lines,
    elapsedSeconds: (performance.now() - started) / 1000,
  };
  const out = values.out ?? join(here, "results", `${results.date.replace(/[:.]/g, "-")}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

  for (const result of http) {
    for (const problem of result.problems) progress(`${result.name}: ${problem}`);
    if (result.peer && !result.peer.sameJson) {
      progress(`${result.name}: the Hono peer's JSON differs from the project's`);
    }
  }
  process.stdout.write(`${markdownTable(lines)}\n\nWrote ${out}\n`);
  return lines.some((line) => line.pass === false) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
