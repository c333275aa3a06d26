import { isDeepStrictEqual } from "node:util";
import {
  type BenchRequest,
  type CapturedAnswer,
  captureAnswer,
  sameAnswer,
  writeAnswer,
} from "./captured-answer.ts";
import { type HttpRun, type LoadTiming, load, runProblems } from "./load.ts";
import type { HttpRow } from "./rows.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/** How a row is run: the project's CLI, rounds and timing. */
export interface RowSettings extends LoadTiming {
  /** `packages/adapter-node/dist/cli.js` of the tree measured. */
  cli: string;
  rounds: number;
}

/** Every run of one server in a row, and the fastest. */
export interface Series {
  runs: HttpRun[];
  /** Interference from anything else on the machine only ever lowers req/s: best of the runs. */
  best: HttpRun;
}

/** One row: the project, the bare server sending its bytes and, on peer rows, the Hono peer. */
export interface RowResult {
  id: string;
  name: string;
  /** The request as sent (with the ETag of the first project run on the 304 row). */
  request: BenchRequest;
  status: number;
  contentType: string;
  bodyBytes: number;
  project: Series;
  bare: Series;
  peer: (Series & { sameJson: boolean }) | undefined;
  /** Best project req/s ÷ best bare req/s. */
  ratio: number;
  /** Project ÷ bare within each round, to show how stable the ratio is. */
  roundRatios: number[];
  /** Best project req/s ÷ best peer req/s. */
  peerRatio: number | undefined;
  /** Best peer req/s ÷ best bare req/s. */
  peerToBare: number | undefined;
  /** Runs that saw anything but the expected answer, in words. */
  problems: string[];
}

const BARE_SERVER = new URL("./bare-server.ts", import.meta.url).pathname;
const HONO_PEER = new URL("./peers/hono-peer.ts", import.meta.url).pathname;

/** The project's settings: every limit out of reach, so no answer is a 429 unless a row asks. */
export function adapterEnv(): Record<string, string> {
  return {
    PORT: "0",
    HOST: "127.0.0.1",
    // 1,000,000 is the most the CLI accepts; per 1-second window it can never bind here.
    // The market's GETs count against this catalog limit too.
    CATALOG_RATE_LIMIT: "1000000",
    CATALOG_RATE_WINDOW_SECONDS: "1",
    PAGE_RATE_LIMIT: "1000000",
    PAGE_RATE_WINDOW_SECONDS: "1",
    // The most the CLI accepts, per minute: more than a run can send.
    AI_RATE_LIMIT_PER_MINUTE: "10000000",
    // Each request starts a new conversation (no token), so a session sees one turn.
    AI_SESSION_LIMIT_PER_HOUR: "10000000",
    AI_MAX_STREAMS: "100000",
    LOG_LEVEL: "warn",
    // Empty means unset to the CLI: the bundled sample, whatever the caller's shell exports.
    CATALOG_FILE: "",
    TRUST_PROXY: "0",
  };
}

async function withServer<T>(
  name: string,
  args: string[],
  env: Record<string, string>,
  use: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const server = await startServer(name, args, env);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** The request to send: the conditional GET carries the ETag the plain GET answers with. */
async function resolveRequest(origin: string, row: HttpRow): Promise<BenchRequest> {
  if (!row.conditional) return row.request;
  const { headers } = await captureAnswer(origin, row.request);
  if (!headers.etag) throw new Error(`bench: ${row.request.path} sends no ETag`);
  return { ...row.request, headers: { ...row.request.headers, "if-none-match": headers.etag } };
}

/** The project's answer with the row's status; a 429 needs a request or two to earn. */
async function captureExpected(origin: string, row: HttpRow, request: BenchRequest) {
  let answer = await captureAnswer(origin, request);
  for (let tries = 1; answer.status !== row.status && tries < 3; tries++) {
    answer = await captureAnswer(origin, request);
  }
  if (answer.status !== row.status) {
    const text = Buffer.from(answer.body).toString("utf8").slice(0, 500);
    throw new Error(`bench: ${row.name} answered ${answer.status}, not ${row.status}: ${text}`);
  }
  return answer;
}

/** The JSON of an answer with its server's origin taken out, to compare two servers' bodies. */
function jsonWithoutOrigin(answer: CapturedAnswer, origin: string): unknown {
  return JSON.parse(Buffer.from(answer.body).toString("utf8").replaceAll(origin, "ORIGIN"));
}

function series(runs: HttpRun[]): Series {
  return { runs, best: runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a)) };
}

/**
 * Loads one row on the built CLI, on a bare `node:http` server replaying the CLI's own
 * answer (captured from the first project server), and on peer rows on the Hono peer,
 * interleaved for `settings.rounds` rounds, a fresh process each run. `dir` holds the answer.
 */
export async function measureRow(
  row: HttpRow,
  settings: RowSettings,
  dir: string,
  progress: (message: string) => void,
): Promise<RowResult> {
  let captured: { request: BenchRequest; answer: CapturedAnswer; json?: unknown } | undefined;
  const runs = { project: [] as HttpRun[], bare: [] as HttpRun[], peer: [] as HttpRun[] };
  let sameJson = true;
  const projectEnv = { ...adapterEnv(), ...row.projectEnv };
  const targetOf = (request: BenchRequest) => ({
    request,
    connections: row.connections,
    status: row.status,
  });
  for (let round = 1; round <= settings.rounds; round++) {
    const step = (server: string) =>
      progress(`${row.name}, round ${round}/${settings.rounds}: ${server}`);
    step("project");
    const projectArgs = [settings.cli, "serve", "--demo-data"];
    runs.project.push(
      await withServer("project", projectArgs, projectEnv, async (s) => {
        // Per process: the ETag need not be the same from one process to the next.
        const request = await resolveRequest(s.url, row);
        const answer = await captureExpected(s.url, row, request);
        if (!captured) {
          captured = { request, answer };
          if (row.peer) captured.json = jsonWithoutOrigin(answer, s.url);
          writeAnswer(dir, answer);
        }
        return load(s, targetOf(request), settings);
      }),
    );
    const { request, answer } = captured as NonNullable<typeof captured>;

    step("bare node:http");
    const bareEnv = { BARE_ANSWER_DIR: dir };
    runs.bare.push(
      await withServer("bare server", [BARE_SERVER], bareEnv, async (s) => {
        if (!sameAnswer(await captureAnswer(s.url, request), answer)) {
          throw new Error(`bench: the bare server does not send the project's ${row.name}`);
        }
        return load(s, targetOf(request), settings);
      }),
    );

    if (!row.peer) continue;
    step("Hono peer");
    const peerArgs = ["--conditions=@grc-directory/source", "--import", "tsx", HONO_PEER];
    runs.peer.push(
      await withServer("Hono peer", peerArgs, {}, async (s) => {
        const peerAnswer = await captureAnswer(s.url, row.request);
        sameJson &&=
          peerAnswer.status === row.status &&
          isDeepStrictEqual(jsonWithoutOrigin(peerAnswer, s.url), captured?.json);
        return load(s, targetOf(row.request), settings);
      }),
    );
  }
  const { request, answer } = captured as NonNullable<typeof captured>;
  const project = series(runs.project);
  const bare = series(runs.bare);
  const peer = row.peer ? { ...series(runs.peer), sameJson } : undefined;
  const problems = Object.entries(runs).flatMap(([server, list]) =>
    list.flatMap((run, i) => {
      const found = runProblems(run);
      return found.length ? [`${server}, round ${i + 1}: ${found.join("; ")}`] : [];
    }),
  );
  return {
    id: row.id,
    name: row.name,
    request,
    status: answer.status,
    contentType: answer.headers["content-type"] ?? "",
    bodyBytes: answer.body.byteLength,
    project,
    bare,
    peer,
    ratio: project.best.requestsPerSecond / bare.best.requestsPerSecond,
    roundRatios: runs.project.map(
      (run, i) => run.requestsPerSecond / (runs.bare[i]?.requestsPerSecond ?? Number.NaN),
    ),
    peerRatio: peer && project.best.requestsPerSecond / peer.best.requestsPerSecond,
    peerToBare: peer && peer.best.requestsPerSecond / bare.best.requestsPerSecond,
    problems,
  };
}
