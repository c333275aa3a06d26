import type {
  ClientIpResolver,
  Logger,
  RateLimitDecision,
  RateLimiter,
  RateLimitPolicy,
  RequestContext,
} from "../../ports.ts";
import type { Telemetry } from "../../telemetry/instruments.ts";
import { ApiError } from "../api-error.ts";
import { UNKNOWN_CLIENT } from "../client-ip.ts";
import { rateLimitHeaders } from "../rate-limit-headers.ts";
import type { ResponseHeaders } from "../response-headers.ts";
import { throttledWarning } from "../throttled-warning.ts";
import type { Exchange, Middleware } from "./compose.ts";

/** What counting a request needs. */
export interface RateLimitDeps {
  rateLimiter: RateLimiter;
  clientIp: ClientIpResolver;
  telemetry: Telemetry;
  /**
   * Logs that the limiter failed and the request was let through: one throttled warning
   * per API (`limiterFailureWarning`), since while a shared limiter is down every request
   * fails the same way.
   */
  warnLimiterFailed(fields: Record<string, unknown>): void;
}

/** The limiter-failure warning of one API: logged at most every 10 s while it lasts. */
export function limiterFailureWarning(logger: Logger): RateLimitDeps["warnLimiterFailed"] {
  const warn = throttledWarning(logger);
  return (fields) => warn("rate limiter failed; request let through", fields);
}

/** The limiter's decision, or undefined (request let through, logged) when it fails. */
function decide(
  policy: RateLimitPolicy,
  key: string,
  deps: RateLimitDeps,
): Promise<RateLimitDecision | undefined> {
  const failed = (error: unknown) => {
    deps.warnLimiterFailed({
      policy: policy.name,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  };
  try {
    return deps.rateLimiter.limit(policy, key).catch(failed);
  } catch (error) {
    return Promise.resolve(failed(error));
  }
}

/**
 * The answer of a policy to a decision: the `RateLimit` headers, and for a refusal its 429.
 * A refusal depends on the policy and on when the window resets alone (its count is spent),
 * so each one, headers and message included, is made once per policy and reset (at most one
 * per second of the window) and answered as that constant, its body serialized once
 * (`ApiError.body`).
 */
function refusals(policy: RateLimitPolicy) {
  const message = `Too many requests: at most ${policy.limit} per ${policy.windowSeconds} seconds per client.`;
  const made = new Map<string, ApiError>();
  const refusal = (headers: Record<string, string>) =>
    new ApiError(
      429,
      "RATE_LIMITED",
      message,
      `Retry after ${headers["retry-after"]} seconds; responses are cacheable, so reuse them with If-None-Match.`,
      { headers },
    );
  return (decision: RateLimitDecision): ApiError => {
    const key = `${decision.remaining} ${decision.resetSeconds}`;
    let refused = made.get(key);
    if (!refused) {
      refused = refusal(rateLimitHeaders(policy, decision));
      // Bounded by the policy itself: one reset per second of its window.
      if (made.size <= policy.windowSeconds) made.set(key, refused);
    }
    return refused;
  };
}

/**
 * Counts a request against `policy` for its client and adds the RateLimit headers to
 * `headers`; answers the 429 error when the client is over the limit, else undefined. A
 * failing limiter lets the request through (logged), without headers. What the unit runs,
 * and what a route that counts by what it does (an MCP tool call) calls itself.
 */
export async function chargeRequest(
  policy: RateLimitPolicy,
  request: Request,
  context: RequestContext,
  headers: ResponseHeaders,
  deps: RateLimitDeps,
  refuse: ReturnType<typeof refusals> = refusals(policy),
): Promise<ApiError | undefined> {
  const decision = await decide(policy, deps.clientIp(request, context) ?? UNKNOWN_CLIENT, deps);
  if (!decision) return undefined;
  if (decision.allowed) {
    Object.assign(headers, rateLimitHeaders(policy, decision));
    return undefined;
  }
  deps.telemetry.rateLimitRefusals.add(1, { policy: policy.name });
  const refused = refuse(decision);
  Object.assign(headers, refused.options.headers);
  return refused;
}

export interface RateLimitOptions {
  policy: RateLimitPolicy;
  /**
   * Whether this request is counted at all (`/mcp` counts the requests its tool calls do not).
   * @default every request
   */
  counts?(exchange: Exchange): boolean | Promise<boolean>;
}

/**
 * The rate limit of a route: each request counted for its client, the `RateLimit` headers on
 * its answer (errors included), 429 `RATE_LIMITED` with `Retry-After` over the limit.
 */
export function rateLimit(options: RateLimitOptions, deps: RateLimitDeps): Middleware {
  const { policy, counts } = options;
  const refuse = refusals(policy);
  return async (exchange, next) => {
    if (!counts || (await counts(exchange))) {
      const { request, context, headers } = exchange;
      const refused = await chargeRequest(policy, request, context, headers, deps, refuse);
      if (refused) return refused;
    }
    return next(exchange);
  };
}
