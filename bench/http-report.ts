import { SEARCH_ONE_TAG } from "./http-endpoints.ts";
import {
  type EndpointResult,
  HTTP_LOAD,
  type HttpResult,
  type HttpRun,
  type HttpSeries,
  type SearchBreakdown,
} from "./http-throughput.ts";

/** The heading of the HTTP section of BENCHMARKS.md. */
export const HTTP_HEADING =
  "## HTTP throughput: the project against bare `node:http`, per endpoint";

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "n/a");
const fixed = (value: number | undefined, digits: number) =>
  value === undefined || !Number.isFinite(value) ? "n/a" : value.toFixed(digits);
const percent = (value: number | undefined) =>
  value === undefined ? "n/a" : `${integer.format(value * 100)} %`;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

/** Server CPU per completed request, µs, user and kernel together. */
export function cpuPerRequest(run: HttpRun): number | undefined {
  return run.serverUserUs === undefined || run.serverSystemUs === undefined
    ? undefined
    : run.serverUserUs + run.serverSystemUs;
}

/** Responses that were not the measured answer, over every run of a series; a crash counts. */
function failures(series: HttpSeries): number {
  return series.runs.reduce(
    (sum, r) => sum + r.wrongStatus + r.errors + r.timeouts + (r.crash ? 1 : 0),
    0,
  );
}

/** What went wrong in one run, in words, or nothing. */
function runProblems(run: HttpRun, expected: number): string[] {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([key, n]) => `${key} × ${integer.format(n)}`)
      .join(", ");
  const statuses = Object.fromEntries(
    Object.entries(run.statuses).filter(([status]) => Number(status) !== expected),
  );
  return [
    ...(run.wrongStatus > 0 ? [`status ${list(statuses)}`] : []),
    ...(run.errors > 0 ? [`request errors ${list(run.errorCodes)}`] : []),
    ...(run.timeouts > 0 ? [`${integer.format(run.timeouts)} timeouts`] : []),
    ...(run.crash ? [`the server ${run.crash}`] : []),
  ];
}

/** Every run that saw anything but the captured answer: which, and what it saw. */
export function httpProblems(http: HttpResult): string[] {
  return http.endpoints.flatMap((result) =>
    [result.project, result.bare].flatMap((series) =>
      series.runs.flatMap((run, i) => {
        const problems = runProblems(run, result.status);
        return problems.length === 0
          ? []
          : [`${result.endpoint.name}, ${series.label}, round ${i + 1}: ${problems.join("; ")}.`];
      }),
    ),
  );
}

/** A ratio only counts when neither side answered anything but the captured answer. */
function clean(result: EndpointResult): boolean {
  return failures(result.project) + failures(result.bare) === 0;
}

function passes(result: EndpointResult): boolean {
  const { target } = result.endpoint;
  return clean(result) && target !== undefined && result.ratio >= target;
}

const requestLine = ({ request }: EndpointResult) =>
  `\`${request.method ?? "GET"} ${request.path}\``;

/**
 * One target per endpoint that has one: project req/s ÷ bare req/s, both the best of their
 * rounds. Rows measured for comparison only are in the tables, not here.
 */
export function httpTargets(http: HttpResult): { name: string; measured: string; pass: boolean }[] {
  return http.endpoints.flatMap((result) => {
    const { endpoint, roundRatios, project } = result;
    if (endpoint.target === undefined) return [];
    const failed = failures(result.project) + failures(result.bare);
    return {
      name: `HTTP ${endpoint.name}: project ≥ ${ratio(endpoint.target)} × bare req/s (best of ${project.runs.length} each, ${endpoint.connections} connections; bare: ${endpoint.bareLabel})`,
      measured:
        `${ratio(result.ratio)} (rounds ${roundRatios.map(ratio).join(", ")})` +
        (failed > 0 ? `; ${integer.format(failed)} responses not the captured answer` : ""),
      pass: passes(result),
    };
  });
}

/** The side-by-side table: per endpoint, both servers' best run and the ratio. */
export function httpRatioTable(http: HttpResult): string {
  const pair = (a: number | undefined, b: number | undefined, digits: number) =>
    `${fixed(a, digits)} / ${fixed(b, digits)}`;
  return table(
    [
      "Endpoint",
      "Target",
      "Project req/s",
      "Bare req/s",
      "Ratio",
      "Per round",
      "p50 ms, project / bare",
      "p99 ms, project / bare",
      "Server CPU µs/request, project / bare",
      "Not the answer",
      "Result",
    ],
    http.endpoints.map((result) => {
      const { endpoint, project, bare } = result;
      return [
        endpoint.name,
        endpoint.target === undefined ? "for comparison" : `≥ ${ratio(endpoint.target)}`,
        integer.format(project.best.requestsPerSecond),
        integer.format(bare.best.requestsPerSecond),
        ratio(result.ratio),
        result.roundRatios.map(ratio).join(", "),
        pair(project.best.p50Ms, bare.best.p50Ms, 2),
        pair(project.best.p99Ms, bare.best.p99Ms, 2),
        pair(cpuPerRequest(project.best), cpuPerRequest(bare.best), 0),
        integer.format(failures(project) + failures(bare)),
        endpoint.target === undefined ? "—" : passes(result) ? "**PASS**" : "**FAIL**",
      ];
    }),
  );
}

/** What each row sends, and the answer both servers send back. */
export function httpAnswersTable(http: HttpResult): string {
  return table(
    [
      "Endpoint",
      "Request",
      "Connections",
      "Answer (captured once from the project)",
      "Bare server",
    ],
    http.endpoints.map((result) => {
      const { request, endpoint } = result;
      const sent = [
        requestLine(result),
        ...Object.entries(request.headers ?? {}).map(([name, value]) => `\`${name}: ${value}\``),
        ...(request.body ? [`body \`${request.body}\``] : []),
      ];
      return [
        endpoint.name,
        sent.join("<br>"),
        String(endpoint.connections),
        `${result.status}, ${result.contentType ? `\`${result.contentType}\`, ` : ""}${integer.format(result.bodyBytes)} bytes`,
        endpoint.bareLabel,
      ];
    }),
  );
}

/** Every run's req/s, so a reader sees how far the rounds spread. */
function everyRun(http: HttpResult): string {
  const runs = (s: HttpSeries) => s.runs.map((r) => integer.format(r.requestsPerSecond)).join(", ");
  return http.endpoints
    .map((r) => `- ${r.endpoint.name}: project ${runs(r.project)}; bare ${runs(r.bare)}.`)
    .join("\n");
}

function breakdownTable(bare: HttpSeries, project: HttpSeries, breakdown: SearchBreakdown): string {
  const bareRps = bare.best.requestsPerSecond;
  const row = ({ label, runs, best }: HttpSeries) => [
    runs.length > 1 ? `${label} (best of ${runs.length})` : label,
    integer.format(best.requestsPerSecond),
    percent(best.requestsPerSecond / bareRps),
    fixed(best.p50Ms, 2),
    fixed(best.p99Ms, 2),
    integer.format(best.bytesPerResponse),
    percent(best.serverCpu),
    `${fixed(best.serverUserUs, 1)} + ${fixed(best.serverSystemUs, 1)}`,
    percent(best.loadGeneratorCpu),
    percent(best.machineIdle),
  ];
  return table(
    [
      "Server",
      "Req/s",
      "vs bare",
      "p50 ms",
      "p99 ms",
      "Bytes/response",
      "Server CPU",
      "Server CPU µs/request (user + sys)",
      "autocannon CPU",
      "Machine idle",
    ],
    [bare, breakdown.fixedResponse, project, breakdown.accessLog].map(row),
  );
}

/** Observations on `search one tag` a reader should not have to work out from the table. */
function breakdownNotes(bare: HttpRun, project: HttpRun, breakdown: SearchBreakdown): string[] {
  const out: string[] = [];
  const us = (value: number) => `${value.toFixed(1)} µs`;
  const signedUs = (value: number) => `${value < 0 ? "−" : "+"}${us(Math.abs(value))}`;
  const bareCost = cpuPerRequest(bare);
  const projectCost = cpuPerRequest(project);
  const fixedResponseCost = cpuPerRequest(breakdown.fixedResponse.best);
  if (bare.serverCpu !== undefined && bare.serverCpu < 0.9 && bareCost && projectCost) {
    out.push(
      `The bare server used ${percent(bare.serverCpu)} of a core (autocannon ${percent(bare.loadGeneratorCpu)}, machine idle ${percent(bare.machineIdle)}): ` +
        "its req/s is bounded by the load generator and the kernel's loopback work sharing the " +
        "machine, not by the server, so the req/s ratio understates the project's own cost. " +
        `With both servers CPU-bound it would tend to ${ratio(bareCost / projectCost)} ` +
        "(the ratio of CPU per request).",
    );
  }
  if (bareCost && projectCost && fixedResponseCost) {
    const bridge = fixedResponseCost - bareCost;
    // Run-to-run noise on this figure is about ±10 %: smaller differences mean "no cost".
    const bridgeWords =
      Math.abs(bridge) < 0.1 * bareCost
        ? `${signedUs(bridge)}: within noise, the @hono/node-server bridge costs nothing measurable`
        : `${signedUs(bridge)}: the @hono/node-server Request/Response bridge`;
    out.push(
      `Server CPU per request: bare ${us(bareCost)}; the adapter's serve() with a fixed-response API ` +
        `${us(fixedResponseCost)} (${bridgeWords}); the project ${us(projectCost)} ` +
        `(${signedUs(projectCost - fixedResponseCost)}: core's per-request work — routing, rate limit, ` +
        "request id, cached-answer lookup, headers).",
    );
  }
  const logCost = 1 - breakdown.accessLog.best.requestsPerSecond / project.requestsPerSecond;
  out.push(
    `The access log (LOG_LEVEL=info, one JSON line per request to a drained pipe) costs ${fixed(logCost * 100, 1)} % of the project's req/s.`,
  );
  return out;
}

/** `search one tag` split: bare, the bridge alone, the project, the project with its access log. */
function breakdownSection(http: HttpResult): string[] {
  const search = http.endpoints.find((r) => r.endpoint === SEARCH_ONE_TAG);
  const breakdown = http.searchBreakdown;
  if (!search || !breakdown) return [];
  return [
    "",
    `### \`${search.endpoint.name}\`: where the project's cost goes`,
    "",
    breakdownTable(search.bare, search.project, breakdown),
    "",
    ...breakdownNotes(search.bare.best, search.project.best, breakdown).map((n) => `- ${n}`),
  ];
}

/** The whole HTTP section: ratio table, what was sent, every run, the search breakdown. */
export function httpSection(http: HttpResult): string {
  const { warmupSeconds, durationSeconds } = HTTP_LOAD;
  return [
    HTTP_HEADING,
    "",
    `Project req/s ÷ bare req/s, each the best of ${HTTP_LOAD.rounds} interleaved runs (${warmupSeconds} s warm-up, ${durationSeconds} s measured). "Not the answer": responses over all runs of both servers whose status was not the captured one, plus errors and timeouts; any makes the row fail.`,
    "",
    httpRatioTable(http),
    ...httpProblems(http).flatMap((problem, i) =>
      i === 0 ? ["", `- ${problem}`] : [`- ${problem}`],
    ),
    "",
    httpAnswersTable(http),
    "",
    "Every run, req/s:",
    "",
    everyRun(http),
    ...breakdownSection(http),
  ].join("\n");
}
