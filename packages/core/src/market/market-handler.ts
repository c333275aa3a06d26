import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { ApiError } from "../http/api-error.ts";
import { siteRoot } from "../http/base-path.ts";
import { KEPT_MARKET_PLANS } from "../http/cache-budgets.ts";
import { UNKNOWN_CLIENT } from "../http/client-ip.ts";
import type { Handler } from "../http/endpoint.ts";
import { jsonTextResponse } from "../http/json-response.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";
import type { ClientIpResolver, Clock, Logger, RequestContext } from "../ports.ts";
import { keysNaming, lookupKey } from "./interest-key.ts";
import { pointAnswerJson, rankingAnswer } from "./market-answer.ts";
import { marketDayParts } from "./market-day-parts.ts";
import { type MarketPlan, planKind, planMarket } from "./market-query.ts";
import { callStore, logRecordingFailure, type MarketSettings, settled } from "./market-settings.ts";
import { EXTERNAL_INTEREST_CAPS } from "./methodology.ts";
import { periodDays } from "./period.ts";
import { utcDay } from "./utc-day.ts";

const encoder = new TextEncoder();

export interface MarketDeps {
  taxonomy: TaxonomyIndex;
  market: MarketSettings | null;
  clock: Clock;
  clientIp: ClientIpResolver;
  logger: Logger;
  basePath: string;
}

/** The 503 or 504 for a store call that failed, logged. */
function storeFailure(
  outcome: { timedOut: boolean; error: unknown },
  logger: Logger,
  what: string,
): ApiError {
  logger.warn(what, {
    timedOut: outcome.timedOut,
    error: outcome.error instanceof Error ? outcome.error.message : String(outcome.error),
  });
  return outcome.timedOut
    ? new ApiError(
        504,
        "MARKET_TIMEOUT",
        "The interest store did not answer in time.",
        "Retry shortly.",
      )
    : new ApiError(
        503,
        "MARKET_UNAVAILABLE",
        "The interest store is unavailable.",
        "Retry shortly; catalog search is unaffected.",
      );
}

/**
 * Credits each key a point lookup names, after the caps. Runs after the response where
 * the runtime offers `waitUntil` (a failure is logged); otherwise it is awaited, bounded by
 * the store timeout, and a failure answers 503/504 (returned) instead of the figures: a 200
 * point lookup has always been counted.
 */
async function creditLookup(
  plan: Extract<MarketPlan, { mode: "point" }>,
  request: Request,
  context: RequestContext,
  settings: MarketSettings,
  deps: MarketDeps,
  now: number,
): Promise<ApiError | undefined> {
  const day = utcDay(now);
  const ip = deps.clientIp(request, context) ?? UNKNOWN_CLIENT;
  const keys = keysNaming(plan.framework?.slug, plan.region?.slug);
  const credit = callStore(settings, async (store) =>
    store.record({
      channel: "external",
      keys,
      day,
      client: await settings.hashClient(ip, day),
      caps: EXTERNAL_INTEREST_CAPS,
      at: now,
    }),
  );
  if (context.waitUntil) {
    context.waitUntil(
      credit.then((outcome) => {
        if (!outcome.ok) logRecordingFailure(deps.logger, "external API interest", outcome.error);
      }),
    );
    return;
  }
  const outcome = await credit;
  if (!outcome.ok)
    return storeFailure(outcome, deps.logger, "external API interest was not recorded");
  return undefined;
}

/** `GET /api/v1/market`: directory interest, by point lookup or ranking. */
export function marketHandler(deps: MarketDeps): Handler {
  // A plan depends on the query string and the taxonomy alone, and clients ask the same few
  // lookups and rankings; a refused query is not kept.
  const plans = countBoundedLru<string, MarketPlan>(KEPT_MARKET_PLANS);
  const dayParts = marketDayParts();
  return async (request, url, context, headers) => {
    let plan = plans.get(url.search);
    if (!plan) {
      const planned = planMarket(url.searchParams, deps.taxonomy);
      if (planned instanceof ApiError) return planned;
      plan = planned;
      plans.set(url.search, plan);
    }
    const settings = deps.market;
    if (!settings) {
      return new ApiError(
        503,
        "MARKET_NOT_CONFIGURED",
        "Directory interest is not configured on this deployment.",
        "The catalog search at /api/v1/search works without it.",
      );
    }
    const now = deps.clock.now();
    const days = periodDays(now, plan.windowDays);
    const kind = planKind(plan);
    const ranges = [days.current, days.comparison];
    const common = { now, root: siteRoot(url, deps.basePath), demo: settings.demo };
    const { taxonomy } = deps;
    if (plan.mode === "ranking") {
      // The ranked totals of the kind and window, shared for up to a second; `rankings`
      // bounds its store reads by the timeout itself, and most calls are answered at once.
      const read = await settled(settings.rankings(kind, ranges));
      if (!read.ok) return storeFailure(read, deps.logger, "interest store failed");
      // Serialized once per read and what else the answer says: its `calculatedAt` is when
      // it was serialized, which is when it was calculated.
      const key = `${plan.dimension}|${plan.window}|${plan.limit}|${common.root}|${common.demo}`;
      const ranking = read.value;
      let body = ranking.bodies.get(key);
      if (!body) {
        const answer = rankingAnswer(plan, {
          ...common,
          totals: ranking,
          taxonomy,
          ranks: ranking.rankTable(taxonomy),
        });
        body = encoder.encode(JSON.stringify(answer));
        ranking.bodies.set(key, body);
      }
      headers["cache-control"] = "no-store";
      return jsonTextResponse(body, 200, headers);
    }
    // A point lookup's own figures are read exactly, for its key alone; only the others'
    // views it is ranked against come from the shared ranking read (at most a second old).
    const keys = [lookupKey(plan.framework?.slug, plan.region?.slug)];
    const read = await callStore(settings, (store) =>
      Promise.all([store.totals(kind, ranges, { keys }), settings.rankings(kind, ranges)]),
    );
    if (!read.ok) return storeFailure(read, deps.logger, "interest store failed");
    const [totals, ranked] = read.value;
    const answer = pointAnswerJson(
      plan,
      { ...common, totals, taxonomy, ranks: ranked.rankTable(taxonomy) },
      dayParts.point(plan, url.search, common.root, now),
    );
    const notCounted = await creditLookup(plan, request, context, settings, deps, now);
    if (notCounted) return notCounted;
    headers["cache-control"] = "no-store";
    return jsonTextResponse(answer, 200, headers);
  };
}
