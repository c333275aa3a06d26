import { createApi } from "../packages/core/src/index.ts";
import { quietLogger } from "../packages/core/test/fixture-api.ts";
import { type FuzzRequest, fuzzRequests } from "./fuzz-requests.ts";
import { startServer } from "./server-process.ts";

/** What a batch of hostile requests got back. */
export interface FuzzRun {
  requests: number;
  /** Requests a runtime refused to even build (invalid header value, say): not sent. */
  unsendable: number;
  /** Answers by status; 0 counts a request that threw or got no answer. */
  statuses: Record<number, number>;
  /** Up to five requests answered 5xx or not at all, for the report. */
  failures: { request: FuzzRequest; status: number }[];
  seconds: number;
}

const HIGH_LIMITS = { catalog: { limit: 1_000_000_000 }, pages: { limit: 1_000_000_000 } };

function tally(run: FuzzRun, request: FuzzRequest, status: number): void {
  run.statuses[status] = (run.statuses[status] ?? 0) + 1;
  if ((status === 0 || status >= 500) && run.failures.length < 5) {
    run.failures.push({ request, status });
  }
}

function init(request: FuzzRequest): RequestInit {
  return {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
}

/**
 * `count` hostile requests through `api.fetch` in process: the handlers alone, with limits
 * high enough that requests reach them rather than stopping at 429.
 */
export async function fuzzInProcess(count: number, seed: number): Promise<FuzzRun> {
  const api = createApi({
    logger: quietLogger,
    trustProxy: 1,
    rateLimits: HIGH_LIMITS,
  } as Parameters<typeof createApi>[0]);
  const run: FuzzRun = { requests: 0, unsendable: 0, statuses: {}, failures: [], seconds: 0 };
  const started = performance.now();
  for (const request of fuzzRequests(count, seed)) {
    let built: Request;
    try {
      built = new Request(`http://fuzz.local${request.path}`, init(request));
    } catch {
      run.unsendable++;
      continue;
    }
    run.requests++;
    try {
      const response = await api.fetch(built, { clientAddress: "198.51.100.7" });
      await response.arrayBuffer();
      tally(run, request, response.status);
    } catch {
      tally(run, request, 0);
    }
  }
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** `count` hostile requests over HTTP to `grc-directory serve`, `concurrency` at a time. */
export async function fuzzOverHttp(
  count: number,
  seed: number,
  concurrency = 16,
): Promise<FuzzRun> {
  const server = await startServer(
    "grc-directory serve",
    [
      "--conditions=@grc-directory/source",
      "--import",
      "tsx",
      "packages/adapter-node/src/cli.ts",
      "serve",
    ],
    {
      PORT: "0",
      LOG_LEVEL: "error",
      TRUST_PROXY: "1",
      CATALOG_RATE_LIMIT: "1000000",
      PAGE_RATE_LIMIT: "1000000",
      AI_RATE_LIMIT_PER_MINUTE: "10000000",
      AI_SESSION_LIMIT_PER_HOUR: "10000000",
    },
  );
  const run: FuzzRun = { requests: 0, unsendable: 0, statuses: {}, failures: [], seconds: 0 };
  const started = performance.now();
  const queue = fuzzRequests(count, seed);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < queue.length) {
          const request = queue[next++] as FuzzRequest;
          let response: Response;
          try {
            response = await fetch(`${server.url}${request.path}`, {
              ...init(request),
              signal: AbortSignal.timeout(10_000),
            });
          } catch (error) {
            // fetch refuses some requests before sending (forbidden method, bad header).
            if (error instanceof TypeError && !String(error.cause ?? "").includes("ECONN")) {
              run.unsendable++;
            } else {
              run.requests++;
              tally(run, request, 0);
            }
            continue;
          }
          run.requests++;
          await response.arrayBuffer().catch(() => undefined);
          tally(run, request, response.status);
        }
      }),
    );
  } finally {
    run.seconds = (performance.now() - started) / 1000;
    await server.stop();
  }
  return run;
}
