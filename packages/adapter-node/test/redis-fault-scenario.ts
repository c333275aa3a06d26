import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pushCatalog } from "../../core/src/upstash/catalog-push.ts";
import { upstashRestClient } from "../../core/src/upstash/upstash-rest-client.ts";
import { fixtureDocument } from "../../core/test/fixture-catalog.ts";
import { startRedis, type TestRedis } from "../../core/test/redis-server.ts";
import { startUpstashRestServer } from "../../core/test/upstash-rest-server.ts";
import { startCli } from "./cli-process.ts";

/**
 * Faults injected into Redis while a real `grc-directory serve` process on Upstash is under
 * load: Redis frozen (SIGSTOP, then SIGCONT), then killed (SIGKILL) and started again on its
 * append-only file. Shared by the fault test, which asserts on the outcomes, and
 * `pnpm bench`, which reports them.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type FaultOperation = "search" | "search-q" | "market-point" | "trends";
export type FaultPhase = "healthy" | "paused" | "after-pause" | "killed" | "restarted";

export interface FaultOutcome {
  /** The phase the request was sent in. */
  phase: FaultPhase;
  /** The phase its answer (or its failure) came in. */
  answeredIn: FaultPhase;
  operation: FaultOperation;
  /** The HTTP status, or 0 when no answer came within 5 s. */
  status: number;
  ms: number;
  /** Search only: whether the live catalog answered (not the bundled sample). */
  live?: boolean;
}

export interface FaultReport {
  outcomes: FaultOutcome[];
  /** The store's count of point lookups before caps after recovery, read by one more lookup. */
  externalInterestAfter: number;
  phaseMs: Record<FaultPhase, number>;
  workers: number;
}

const PATHS: Record<FaultOperation, string> = {
  search: "/api/v1/search?framework=iso-27001&region=de",
  "search-q": "/api/v1/search?q=iso%2027001%20auditors%20in%20germany",
  "market-point": "/api/v1/market?framework=iso-27001",
  trends: "/trends",
};

function serve(rest: { url: string; token: string }) {
  return startCli(["serve"], {
    LOG_LEVEL: "error",
    UPSTASH_REDIS_REST_URL: rest.url,
    UPSTASH_REDIS_REST_TOKEN: rest.token,
    UPSTASH_TIMEOUT_MS: "250",
    MARKET_TIMEOUT_MS: "400",
    CATALOG_REFRESH_MS: "200",
    TRUST_PROXY: "1",
    CATALOG_RATE_LIMIT: "1000000",
    PAGE_RATE_LIMIT: "1000000",
    INTEREST_SECRET: "fault-test-interest-secret",
    AI_TOKEN_SECRET: "fault-test-ai-token-secret",
  });
}

/** `workers` loops of mixed requests, each outcome tagged with the phase it started in. */
function load(origin: string, workers: number) {
  const outcomes: FaultOutcome[] = [];
  let phase: FaultPhase = "healthy";
  let running = true;
  let client = 0;
  const operations = Object.keys(PATHS) as FaultOperation[];

  async function once(operation: FaultOperation): Promise<void> {
    const started = performance.now();
    // Each request comes from its own client, so per-client caps never hide a lookup.
    const headers = { "x-forwarded-for": `198.18.${(client >> 8) & 255}.${client++ & 255}` };
    const at = phase;
    let status = 0;
    let live: boolean | undefined;
    try {
      const response = await fetch(`${origin}${PATHS[operation]}`, {
        headers,
        signal: AbortSignal.timeout(5000),
      });
      status = response.status;
      const text = await response.text();
      if (operation !== "market-point" && operation !== "trends" && status === 200) {
        live = JSON.parse(text).catalog?.source === "live";
      }
    } catch {
      status = 0;
    }
    outcomes.push({
      phase: at,
      answeredIn: phase,
      operation,
      status,
      ms: performance.now() - started,
      live,
    });
  }

  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      await once(operations[i % operations.length] as FaultOperation);
    }
  });
  return {
    setPhase: (next: FaultPhase) => {
      phase = next;
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Runs the scenario end to end and stops everything it started. */
export async function runRedisFaultScenario(
  options: { workers?: number; phaseMs?: Partial<Record<FaultPhase, number>> } = {},
): Promise<FaultReport> {
  const workers = options.workers ?? 8;
  const phaseMs: Record<FaultPhase, number> = {
    healthy: 1000,
    paused: 2500,
    "after-pause": 1500,
    killed: 2000,
    restarted: 3000,
    ...options.phaseMs,
  };
  const dataDir = mkdtempSync(join(tmpdir(), "grc-redis-faults-"));
  let redis: TestRedis = await startRedis(undefined, { appendOnlyDir: dataDir });
  const rest = await startUpstashRestServer(redis.port);
  const server = serve(rest);
  try {
    await pushCatalog(upstashRestClient({ url: rest.url, token: rest.token }), fixtureDocument);
    const origin = await server.listening;
    // The live catalog is in before the load starts.
    for (let tries = 0; ; tries++) {
      const search = await fetch(`${origin}/api/v1/search?framework=iso-27001`);
      if ((await search.json()).catalog?.source === "live") break;
      if (tries > 100) throw new Error("the live catalog never loaded");
      await sleep(100);
    }

    const run = load(origin, workers);
    await sleep(phaseMs.healthy);
    run.setPhase("paused");
    redis.pause();
    await sleep(phaseMs.paused);
    redis.resume();
    run.setPhase("after-pause");
    await sleep(phaseMs["after-pause"]);
    run.setPhase("killed");
    await redis.kill();
    await sleep(phaseMs.killed);
    redis = await startRedis(redis.port, { appendOnlyDir: dataDir });
    run.setPhase("restarted");
    await sleep(phaseMs.restarted);
    const outcomes = await run.stop();

    const final = await fetch(`${origin}${PATHS["market-point"]}`, {
      headers: { "x-forwarded-for": "203.0.113.250" },
    });
    if (final.status !== 200) throw new Error(`market did not recover: ${final.status}`);
    const externalInterestAfter = (await final.json()).result.breakdown.externalApiInterest;
    return { outcomes, externalInterestAfter, phaseMs, workers };
  } finally {
    server.child.kill("SIGKILL");
    await rest.close();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
