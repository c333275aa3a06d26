import type { Dependencies } from "../options.ts";
import type { ChatResponder, Clock } from "../ports.ts";
import { catalogCheck } from "./catalog-check.ts";
import type { CatalogReport, CheckReport, ModelReport } from "./check-report.ts";
import { portCheck } from "./port-check.ts";

/**
 * The answer of `/readyz`: `ok`; `degraded`, serving with a check not `ok` (a shared store
 * down, the fallback catalog, the model unreachable); `unavailable`, no catalog to serve; or
 * `stopping`, the server has begun to stop (`Api.drain`) and should get no new requests.
 */
export interface Readiness {
  status: "ok" | "degraded" | "unavailable" | "stopping";
  checks: {
    catalog: CatalogReport;
    /**
     * `catalogSource`, `rateLimiter`, and the ports in use: `interestStore` with the market
     * on; `model`, `conversationStore`, `streamCapacity` (and `tokenSpendStore` with a daily
     * token budget) with Ask AI on.
     */
    [port: string]: CheckReport;
  };
}

/** How `/readyz` bounds and shares its checks. */
export interface ReadinessTiming {
  /**
   * Longest one check may take; all run at once, so this bounds the whole answer.
   * @default 1500
   */
  checkTimeoutMs: number;
  /**
   * A report started less than this long ago answers later probes too, so that a burst of
   * probes (every load balancer node, a client hammering it) asks the stores once.
   * @default 1000
   */
  reuseMs: number;
}

/** What the checks are run on. */
export type ReadinessDeps = Pick<Dependencies, "catalogs" | "rateLimiter" | "market" | "ai"> & {
  clock: Clock;
};

const DEFAULT_TIMING: ReadinessTiming = { checkTimeoutMs: 1500, reuseMs: 1000 };

/** The model check: the responder's `ping` (an OpenAI-compatible one has it), or none. */
async function modelCheck(
  responder: ChatResponder | null,
  timeoutMs: number,
  clock: Clock,
): Promise<ModelReport> {
  if (!responder) {
    return {
      state: "down",
      error: "a model was asked for but is not configured (Ask AI answers 503)",
    };
  }
  const { state, ...report } = await portCheck(responder, timeoutMs, clock);
  return { state, name: responder.model, ...report };
}

/** Runs every check at once, each bounded, and sums them up. */
async function runChecks(deps: ReadinessDeps, timeoutMs: number): Promise<Readiness> {
  const { clock } = deps;
  const port = (each: Parameters<typeof portCheck>[0]) => portCheck(each, timeoutMs, clock);
  const pending: Record<string, Promise<CheckReport>> = {
    catalog: catalogCheck(deps.catalogs, timeoutMs, clock),
    catalogSource: port(deps.catalogs),
    rateLimiter: port(deps.rateLimiter),
  };
  if (deps.market) pending.interestStore = port(deps.market.store);
  if (deps.ai.enabled) {
    pending.model = modelCheck(deps.ai.responder, timeoutMs, clock);
    pending.conversationStore = port(deps.ai.conversations);
    pending.streamCapacity = port(deps.ai.capacity);
    if (deps.ai.dailyTokenBudget !== undefined) pending.tokenSpendStore = port(deps.ai.tokenSpend);
  }
  const names = Object.keys(pending);
  const reports = await Promise.all(Object.values(pending));
  const checks = Object.fromEntries(
    names.map((name, i) => [name, reports[i]]),
  ) as Readiness["checks"];
  const status =
    checks.catalog.state === "down"
      ? "unavailable"
      : reports.every((report) => report.state === "ok")
        ? "ok"
        : "degraded";
  return { status, checks };
}

/**
 * What `/readyz` answers: the catalog in service and each port in use, checked at once and
 * each within `checkTimeoutMs`, so the answer never waits longer whatever hangs. Only a
 * catalog that cannot serve makes it `unavailable`. A report is shared for `reuseMs`.
 */
export function readiness(
  deps: ReadinessDeps,
  timing: ReadinessTiming = DEFAULT_TIMING,
): () => Promise<Readiness> {
  let kept: { at: number; report: Promise<Readiness> } | undefined;
  return () => {
    const now = deps.clock.now();
    // A clock set back must not keep one report until it catches up.
    if (!kept || now - kept.at >= timing.reuseMs || now < kept.at) {
      kept = { at: now, report: runChecks(deps, timing.checkTimeoutMs) };
    }
    return kept.report;
  };
}
