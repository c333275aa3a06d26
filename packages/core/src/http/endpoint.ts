import type {
  ClientIpResolver,
  Logger,
  RateLimitDecision,
  RateLimiter,
  RateLimitPolicy,
  RequestContext,
} from "../ports.ts";
import type { Telemetry } from "../telemetry/instruments.ts";
import type { AllowedOrigins } from "./allowed-origins.ts";
import { ApiError, type OrApiError } from "./api-error.ts";
import { UNKNOWN_CLIENT } from "./client-ip.ts";
import { grantAllowedOrigin, preflightResponse } from "./cors.ts";
import { type ErrorFormat, errorResponse } from "./error-response.ts";
import { rateLimitHeaders } from "./rate-limit-headers.ts";
import type { ResponseHeaders } from "./response-headers.ts";
import { throttledWarning } from "./throttled-warning.ts";

/**
 * A route's own work, after method, preflight and rate limit are dealt with. It builds its
 * Response with `headers` (the request's common and rate-limit headers) included, or
 * returns the `ApiError` that answers instead.
 */
export type Handler = (
  request: Request,
  url: URL,
  context: RequestContext,
  headers: ResponseHeaders,
) => Promise<OrApiError<Response>>;

/** A route as the router calls it: a `Handler` wrapped by `endpoint`, which always answers. */
export type Endpoint = (...args: Parameters<Handler>) => Promise<Response>;

/** What an endpoint accepts and how it is limited. */
export interface EndpointSpec {
  /** Methods answered, `OPTIONS` (preflight) included; `HEAD` answers like `GET`, bodiless. */
  methods: readonly string[];
  rateLimit?: RateLimitPolicy;
  /** The error body shape; default `api`. */
  errorFormat?: ErrorFormat;
  /**
   * Called with each error the endpoint answers (its own, the limit's, the handler's), so
   * that a route may count its refusals (Ask AI's `grc.ai.refusals`).
   */
  onError?(error: ApiError): void;
  /**
   * The browser origins granted CORS besides the deployment's own (`grantAllowedOrigin`); a
   * browser request from any other is refused with 403 `ORIGIN_NOT_ALLOWED`.
   * @default "*": every origin, as `baseHeaders` grants it
   */
  origins?: AllowedOrigins;
}

export interface EndpointDeps {
  rateLimiter: RateLimiter;
  clientIp: ClientIpResolver;
  logger: Logger;
  telemetry: Telemetry;
  /**
   * Logs that the limiter failed and the request was let through: one throttled warning
   * per API (`limiterFailureWarning`), since while a shared limiter is down every request
   * fails the same way.
   */
  warnLimiterFailed(fields: Record<string, unknown>): void;
  /** The prefix taken off `url.pathname` (`basePath`); messages name the full path. */
  basePath?: string;
}

/** The limiter-failure warning of one API: logged at most every 10 s while it lasts. */
export function limiterFailureWarning(logger: Logger): EndpointDeps["warnLimiterFailed"] {
  const warn = throttledWarning(logger);
  return (fields) => warn("rate limiter failed; request let through", fields);
}

/** The limiter's decision, or undefined (request let through, logged) when it fails. */
function decide(
  policy: RateLimitPolicy,
  key: string,
  deps: EndpointDeps,
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
 * Counts the request against `policy` for its client and adds the RateLimit headers to
 * `headers`; answers the 429 error when the client is over the limit, else undefined. A
 * failing limiter lets the request through (logged), without headers.
 */
export async function rateLimit(
  policy: RateLimitPolicy,
  request: Request,
  context: RequestContext,
  headers: ResponseHeaders,
  deps: EndpointDeps,
): Promise<ApiError | undefined> {
  const decision = await decide(policy, deps.clientIp(request, context) ?? UNKNOWN_CLIENT, deps);
  if (!decision) return undefined;
  const limitHeaders = rateLimitHeaders(policy, decision);
  Object.assign(headers, limitHeaders);
  if (decision.allowed) return undefined;
  deps.telemetry.rateLimitRefusals.add(1, { policy: policy.name });
  return new ApiError(
    429,
    "RATE_LIMITED",
    `Too many requests: at most ${decision.limit} per ${policy.windowSeconds} seconds per client.`,
    `Retry after ${limitHeaders["retry-after"]} seconds; responses are cacheable, so reuse them with If-None-Match.`,
    { headers: limitHeaders },
  );
}

/** The 403 for a browser request from an origin the endpoint does not grant. */
function originNotAllowed(origin: string, path: string): ApiError {
  return new ApiError(
    403,
    "ORIGIN_NOT_ALLOWED",
    `Pages on ${origin.slice(0, 100)} may not call ${path}: it answers its own site and the origins its operator lists.`,
    "Call it from a server (without Origin), or ask the operator to list your origin.",
  );
}

/**
 * Wraps a handler with what every endpoint does the same way: CORS (its preflight, and the
 * origins allowed), 405 with `Allow`, the rate limit and its headers (errors included), and
 * `HEAD` without a body.
 * An `ApiError` the handler returns (or anything it throws, as a 500) becomes the error
 * body here, so that it carries the limit headers.
 */
export function endpoint(spec: EndpointSpec, handler: Handler, deps: EndpointDeps): Endpoint {
  const allow = spec.methods.join(", ");
  const fail = (error: unknown, headers: ResponseHeaders) => {
    if (error instanceof ApiError) spec.onError?.(error);
    return errorResponse(error, deps.logger, spec.errorFormat ?? "api", headers);
  };
  const { origins = "*" } = spec;
  return async (request, url, context, headers) => {
    const permitted = origins === "*" || grantAllowedOrigin(origins, request, url, headers);
    if (request.method === "OPTIONS" && spec.methods.includes("OPTIONS")) {
      return preflightResponse(spec.methods, request, headers);
    }
    if (!spec.methods.includes(request.method)) {
      const error = new ApiError(
        405,
        "METHOD_NOT_ALLOWED",
        `${deps.basePath ?? ""}${url.pathname} does not accept ${request.method.slice(0, 20)}.`,
        `Allowed methods: ${allow}.`,
        { headers: { allow } },
      );
      return fail(error, headers);
    }
    if (!permitted) {
      const path = `${deps.basePath ?? ""}${url.pathname}`;
      return fail(originNotAllowed(request.headers.get("origin") ?? "", path), headers);
    }

    if (spec.rateLimit) {
      const refused = await rateLimit(spec.rateLimit, request, context, headers, deps);
      if (refused) return fail(refused, headers);
    }

    let response: Response;
    try {
      const answer = await handler(request, url, context, headers);
      response = answer instanceof ApiError ? fail(answer, headers) : answer;
    } catch (error) {
      response = fail(error, headers);
    }
    if (request.method === "HEAD") {
      return new Response(null, { status: response.status, headers: response.headers });
    }
    return response;
  };
}
