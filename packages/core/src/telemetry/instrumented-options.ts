import type { ResolvedOptions } from "../options/api-options-schema.ts";
import { isCatalogSource } from "../options/is-catalog-source.ts";
import type { Pingable } from "../ports.ts";
import type { Telemetry } from "./instruments.ts";
import { tracedPort } from "./traced-port.ts";
import { tracedResponder } from "./traced-responder.ts";

/**
 * Whether calls to a port leave the process: a port that reaches a service (Redis, a model
 * server) has `ping` for `/readyz`. The memory ports have none and are not traced, so they
 * cost nothing more per call.
 */
const reachesOut = (port: Pingable): boolean => typeof port.ping === "function";

function traced<P extends Pingable & object>(
  port: P | undefined,
  store: string,
  operations: readonly (keyof P & string)[],
  telemetry: Telemetry,
): P | undefined {
  return port && reachesOut(port) ? tracedPort(port, store, operations, telemetry) : port;
}

/**
 * The options with each given port that reaches a service traced (`tracedPort`: a child
 * span per call, `grc.store.duration`, `grc.store.failures`) and a model responder's
 * answers traced (`tracedResponder`), before anything is built on them.
 */
export function instrumentedOptions(
  options: ResolvedOptions,
  telemetry: Telemetry,
): ResolvedOptions {
  const { ai, market, catalog } = options;
  const responder = ai.responder;
  return {
    ...options,
    catalog: isCatalogSource(catalog)
      ? traced(catalog, "catalog", ["current"], telemetry)
      : catalog,
    rateLimiter: traced(options.rateLimiter, "rate_limiter", ["limit"], telemetry),
    market: {
      ...market,
      store: market.store && traced(market.store, "interest", ["record", "totals"], telemetry),
    },
    ai: {
      ...ai,
      responder:
        responder && reachesOut(responder) ? tracedResponder(responder, telemetry) : responder,
      conversations: traced(ai.conversations, "conversations", ["nextTurn"], telemetry),
      capacity: traced(ai.capacity, "stream_capacity", ["acquire"], telemetry),
      tokenSpend: traced(ai.tokenSpend, "token_spend", ["spent", "add"], telemetry),
    },
  };
}
