import { execFileSync } from "node:child_process";
import {
  type FaultOutcome,
  type FaultPhase,
  type FaultReport,
  runRedisFaultScenario,
} from "../packages/adapter-node/test/redis-fault-scenario.ts";
import { type HostileClientsResult, measureHostileClients } from "./hostile-clients.ts";
import { interestStoreGrowth } from "./hostile-memory.ts";
import {
  LIMITER_CLIENTS,
  type LimiterLoad,
  limiterUnderHostileClients,
} from "./rate-limiter-load.ts";
import { type FuzzRun, fuzzInProcess, fuzzOverHttp } from "./reliability-fuzz.ts";

/** Requests fuzzed in process and over HTTP, memory under hostile clients, Redis faults. */
export interface ReliabilityResult {
  hostileClients: HostileClientsResult;
  /** The in-memory rate limiter alone: decisions per second and heap, by distinct clients. */
  limiter: LimiterLoad[];
  /** Heap growth of the in-memory interest store alone, by distinct page-view clients. */
  interestStore: { clients: number; heapBytes: number }[];
  fuzzInProcess: FuzzRun;
  fuzzHttp: FuzzRun;
  /** Null when redis-server is not installed (`pnpm test` installs it). */
  faults: FaultReport | null;
}

export const FUZZ_IN_PROCESS = 100_000;
export const FUZZ_HTTP = 20_000;
/** Distinct hostile clients after which the heap is read. */
export const HOSTILE_CLIENT_STEPS = [25_000, 50_000, 100_000];
const SEED = 20_261_123;

function hasRedis(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export async function measureReliability(
  progress: (message: string) => void,
): Promise<ReliabilityResult> {
  const hostileClients = await measureHostileClients(HOSTILE_CLIENT_STEPS, progress);
  const limiter: LimiterLoad[] = [];
  for (const clients of LIMITER_CLIENTS) {
    progress(`reliability: rate limiter under ${clients.toLocaleString("en")} clients`);
    limiter.push(await limiterUnderHostileClients(clients));
  }
  const interestStore = [];
  for (const clients of [100_000, 250_000]) {
    progress(`reliability: interest store under ${clients.toLocaleString("en")} page-view clients`);
    interestStore.push({ clients, heapBytes: await interestStoreGrowth(clients) });
  }
  progress(`reliability: ${FUZZ_IN_PROCESS.toLocaleString("en")} hostile requests in process`);
  const inProcess = await fuzzInProcess(FUZZ_IN_PROCESS, SEED);
  progress(`reliability: ${FUZZ_HTTP.toLocaleString("en")} hostile requests over HTTP`);
  const http = await fuzzOverHttp(FUZZ_HTTP, SEED + 1);
  let faults: FaultReport | null = null;
  if (hasRedis()) {
    progress("reliability: Redis frozen, killed and restarted under load");
    faults = await runRedisFaultScenario();
  } else {
    progress("reliability: redis-server missing; fault scenario skipped");
  }
  return {
    hostileClients,
    limiter,
    interestStore,
    fuzzInProcess: inProcess,
    fuzzHttp: http,
    faults,
  };
}

/** Per phase: answers by status for each kind of request, and the slowest answer. */
export function faultPhases(report: FaultReport) {
  const phases = Object.keys(report.phaseMs) as FaultPhase[];
  return phases.map((phase) => {
    const inPhase = report.outcomes.filter((o) => o.phase === phase);
    const summary = (list: FaultOutcome[]) => {
      const statuses: Record<number, number> = {};
      for (const o of list) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
      return { statuses, slowestMs: Math.max(0, ...list.map((o) => o.ms)) };
    };
    return {
      phase,
      ms: report.phaseMs[phase],
      search: summary(inPhase.filter((o) => o.operation.startsWith("search"))),
      market: summary(inPhase.filter((o) => o.operation === "market-point")),
      trends: summary(inPhase.filter((o) => o.operation === "trends")),
    };
  });
}
