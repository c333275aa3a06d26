import type { Catalog } from "../catalog/catalog-document.ts";
import { memoryInterestStore } from "../memory/memory-interest-store.ts";
import type { ApiOptions } from "../options.ts";
import type { Clock, Logger } from "../ports.ts";
import { positiveInteger } from "../positive-integer.ts";
import { cachedRankings } from "./cached-rankings.ts";
import { clientHasher, randomSecret } from "./client-hash.ts";
import { demoInterestHistory } from "./demo-history.ts";
import type { MarketSettings } from "./market-settings.ts";

/** The built-in memory store, seeded with demo history when asked. */
function defaultStore(demo: boolean, catalog: Catalog, clock: Clock, logger?: Logger) {
  const memory = memoryInterestStore(logger ? { logger } : {});
  if (demo) memory.seed(demoInterestHistory(catalog, clock.now()), clock.now());
  return memory;
}

/** The market's settings from options: the store (or none), demo history, timeout, secret. */
export function resolveMarketSettings(
  options: ApiOptions["market"] = {},
  catalog: Catalog,
  clock: Clock,
  logger?: Logger,
): MarketSettings | null {
  if (options.store === null) return null;
  if (options.store && options.demoData) {
    throw new RangeError(
      "market.demoData seeds the built-in memory store; drop it or market.store",
    );
  }
  const store = options.store ?? defaultStore(options.demoData === true, catalog, clock, logger);
  const timeoutMs = positiveInteger("market.timeoutMs", options.timeoutMs, 1500);
  return {
    store,
    rankings: cachedRankings((kind, ranges) => store.totals(kind, ranges), clock, { timeoutMs }),
    timeoutMs,
    inProcess: options.store === undefined,
    demo: options.demoData === true,
    hashClient: clientHasher(options.clientSecret ?? randomSecret()),
  };
}
