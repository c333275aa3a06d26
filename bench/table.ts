import type { RowResult } from "./http-row.ts";
import type { HttpRun } from "./load.ts";
import { HTTP_ROWS, PEER_TARGET } from "./rows.ts";
import {
  ANSWER_BUILT_ON_FIRST_REQUEST,
  REQUEST_KINDS,
  RSS_LIMIT_MIB,
  type ScaleResult,
} from "./scale.ts";

/** One line of the results table; `pass` is undefined on a line that only reports. */
export interface Line {
  row: string;
  target: string;
  project: string;
  reference: string;
  value: string;
  pass: boolean | undefined;
}

/** `--baseline`: a ratio to bare passes at this share of the baseline run's, or better. */
const BASELINE_SHARE = 0.9;
/** 100,000 vendors: free-text Ask AI's p50 (the RSS limit is `RSS_LIMIT_MIB`). */
const ASK_AI_P50_LIMIT_MS = 5;

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ms = (value: number) => `${value.toFixed(2)} ms`;
const none = "—";

function server(label: string, run: HttpRun): string {
  const cpu = run.serverCpuUs === undefined ? "n/a" : run.serverCpuUs.toFixed(1);
  const latency = `p50/p99 ${run.p50Ms.toFixed(2)}/${run.p99Ms.toFixed(2)} ms`;
  return `${label}${integer.format(run.requestsPerSecond)} req/s, ${cpu} µs CPU/req, ${latency}`;
}

/**
 * The lines of one HTTP row: project ÷ bare, checked against the row's target and, given the
 * same row of a baseline run, against 0.9 × its ratio; on peer rows, project ÷ Hono peer
 * (at least `PEER_TARGET`) and the peer ÷ bare. A run that saw anything but the expected
 * answer fails the row.
 */
export function httpLines(result: RowResult, baseline: RowResult | undefined): Line[] {
  const target = HTTP_ROWS.find((row) => row.id === result.id)?.target;
  const checks: { text: string; pass: boolean }[] = [];
  if (target !== undefined) checks.push({ text: `≥ ${target}`, pass: result.ratio >= target });
  if (baseline) {
    const floor = BASELINE_SHARE * baseline.ratio;
    const text = `≥ ${floor.toFixed(2)} (0.9 × baseline ${baseline.ratio.toFixed(2)})`;
    checks.push({ text, pass: result.ratio >= floor });
  }
  const clean = result.problems.length === 0;
  const lines: Line[] = [
    {
      row: result.name,
      target: checks.map((check) => check.text).join(", ") || none,
      project: server("", result.project.best),
      reference: server("bare: ", result.bare.best),
      value: result.ratio.toFixed(2),
      pass: checks.length === 0 && clean ? undefined : clean && checks.every((c) => c.pass),
    },
  ];
  if (result.peer && result.peerRatio !== undefined && result.peerToBare !== undefined) {
    lines.push(
      {
        row: `${result.name}, project ÷ Hono peer`,
        target: `≥ ${PEER_TARGET}`,
        project: server("", result.project.best),
        reference: server("Hono peer: ", result.peer.best),
        value: result.peerRatio.toFixed(2),
        pass: clean && result.peerRatio >= PEER_TARGET,
      },
      {
        row: `${result.name}, Hono peer ÷ bare`,
        target: none,
        project: server("Hono peer: ", result.peer.best),
        reference: server("bare: ", result.bare.best),
        value: result.peerToBare.toFixed(2),
        pass: undefined,
      },
    );
  }
  return lines;
}

/** The lines of the 100,000-vendor run: start-up, memory, first requests, Ask AI. */
export function scaleLines(scale: ScaleResult): Line[] {
  const label = "100k vendors";
  const lines: Line[] = [
    {
      row: `${label}: start to listening`,
      target: none,
      project: `${(scale.listenMs / 1000).toFixed(2)} s`,
      reference: `catalog file ${integer.format(scale.catalogFileBytes / 2 ** 20)} MiB`,
      value: `${(scale.listenMs / 1000).toFixed(2)} s`,
      pass: undefined,
    },
    {
      row: `${label}: server RSS, idle ${scale.idleMs / 1000} s after listening`,
      target: none,
      project: `RSS ${integer.format(scale.rssMiB)} MiB, peak ${integer.format(scale.peakRssMiB)} MiB`,
      reference: none,
      value: `${integer.format(scale.rssMiB)} MiB`,
      pass: undefined,
    },
    {
      row: `${label}: server RSS once settled, idle after the requests below`,
      target: `< ${RSS_LIMIT_MIB} MiB`,
      project: `RSS ${integer.format(scale.settled.rssMiB)} MiB, ${(scale.settled.afterMs / 1000).toFixed(0)} s after the last request`,
      reference: none,
      value: `${integer.format(scale.settled.rssMiB)} MiB`,
      pass: scale.settled.rssMiB < RSS_LIMIT_MIB,
    },
  ];
  for (const kind of REQUEST_KINDS) {
    const { firstMs, medianMs, followingMs } = scale.requests[kind];
    const limit = 3 * medianMs + 5;
    const checked = !ANSWER_BUILT_ON_FIRST_REQUEST.has(kind);
    lines.push({
      row: `${label}: first ${kind}`,
      target: checked ? `≤ ${ms(limit)} (3 × median + 5 ms)` : "none: serialized on first request",
      project: `first ${ms(firstMs)}`,
      reference: `median of the next ${followingMs.length}: ${ms(medianMs)}`,
      value: ms(firstMs),
      pass: checked ? firstMs <= limit : undefined,
    });
  }
  const { p50Ms, p99Ms, samplesMs } = scale.askAi;
  lines.push({
    row: `${label}: free-text Ask AI p50`,
    target: `< ${ASK_AI_P50_LIMIT_MS} ms`,
    project: `p50 ${ms(p50Ms)}, p99 ${ms(p99Ms)}`,
    reference: `${samplesMs.length} distinct questions, one at a time`,
    value: ms(p50Ms),
    pass: p50Ms < ASK_AI_P50_LIMIT_MS,
  });
  return lines;
}

/** The one Markdown table a run prints. */
export function markdownTable(lines: readonly Line[]): string {
  const result = (pass: boolean | undefined) =>
    pass === undefined ? none : pass ? "**PASS**" : "**FAIL**";
  const cells = lines.map((l) => [
    l.row,
    l.target,
    l.project,
    l.reference,
    l.value,
    result(l.pass),
  ]);
  return [
    "| Row | Target | Project | Reference | Ratio or value | Result |",
    "| --- | --- | --- | --- | ---: | --- |",
    ...cells.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}
