/**
 * `pnpm bench:http`: only the HTTP ratio table (every endpoint of the project against bare
 * `node:http` sending the same answer), printed as Markdown; BENCHMARKS.md is left alone.
 * Arguments pick endpoints by a part of their name (`pnpm bench:http market`); none runs all.
 * Exits 1 when a measured endpoint misses its target. Needs the built CLI (the script builds).
 */
import { HTTP_ENDPOINTS } from "./http-endpoints.ts";
import { httpAnswersTable, httpProblems, httpRatioTable, httpTargets } from "./http-report.ts";
import { measureHttpThroughput } from "./http-throughput.ts";

const picks = process.argv.slice(2).map((arg) => arg.toLowerCase());
const endpoints = HTTP_ENDPOINTS.filter(
  (e) => picks.length === 0 || picks.some((pick) => e.name.toLowerCase().includes(pick)),
);
if (endpoints.length === 0) {
  const names = HTTP_ENDPOINTS.map((e) => `"${e.name}"`).join(", ");
  process.stderr.write(`bench:http: no endpoint matches ${picks.join(", ")}; there are ${names}\n`);
  process.exit(2);
}

const started = performance.now();
const http = await measureHttpThroughput(endpoints, { breakdown: false }, (message) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench:http ${seconds} s] ${message}\n`);
});
const problems = httpProblems(http).map((problem) => `- ${problem}\n`);
process.stdout.write(
  `${httpRatioTable(http)}\n\n${problems.join("")}${problems.length ? "\n" : ""}${httpAnswersTable(http)}\n`,
);
const missed = httpTargets(http).filter((check) => !check.pass);
process.exit(missed.length > 0 ? 1 : 0);
