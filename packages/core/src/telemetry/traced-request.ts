import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from "@opentelemetry/api";
import { ApiError } from "../http/api-error.ts";
import type { Middleware } from "../http/middleware/compose.ts";
import type { Telemetry } from "./instruments.ts";
import { withRequestId } from "./request-scope.ts";

/** A request's answer, and the route template that answered it (none when no route did). */
export interface RoutedResponse {
  response: Response;
  route?: string;
}

/** Methods are labels as the HTTP semantic conventions say: any other is `_OTHER`. */
const KNOWN_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "CONNECT",
  "OPTIONS",
  "TRACE",
  "PATCH",
]);

const HEADERS: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * Answers a request, with its id in the context (`withRequestId`), in a server span named by
 * its method and route template
 * (`GET /api/v1/search`), continuing the caller's trace when a propagator is registered,
 * and records `http.server.request.duration` by route, method and status: the time until
 * the response's headers are ready (a stream's body is not waited for). Raw paths go on the
 * span only, never on a metric.
 */
export function tracedRequest(
  telemetry: Telemetry,
  request: Request,
  url: URL,
  requestId: string,
  answer: () => Promise<RoutedResponse>,
): Promise<Response> {
  const started = performance.now();
  const method = KNOWN_METHODS.has(request.method) ? request.method : "_OTHER";
  const parent = withRequestId(
    propagation.extract(context.active(), request.headers, HEADERS),
    requestId,
  );
  const span = telemetry.tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": method,
        "url.path": url.pathname,
        "url.scheme": url.protocol.slice(0, -1),
      },
    },
    parent,
  );
  // One context for the request, its id and its span together: one switch per request.
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      const { response, route } = await answer();
      const { status } = response;
      const labels: Record<string, string | number> = {
        "http.request.method": method,
        "http.response.status_code": status,
      };
      if (route) {
        labels["http.route"] = route;
        span.updateName(`${method} ${route}`);
      }
      span.setAttributes(labels);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      telemetry.requestDuration.record((performance.now() - started) / 1000, labels);
      return response;
    } finally {
      span.end();
    }
  });
}

/**
 * The request's trace and duration metric as a unit (`tracedRequest`), around everything
 * after it; the route template is the one the route table wrote on the exchange. After
 * `requestId`, whose id it puts in the context for log lines.
 */
export function tracing(telemetry: Telemetry): Middleware {
  return (exchange, next) =>
    tracedRequest(
      telemetry,
      exchange.request,
      exchange.url,
      exchange.headers["x-request-id"] ?? "",
      async () => {
        const answer = await next(exchange);
        // Every route answers its errors itself; a value here would be a unit out of place.
        const response =
          answer instanceof ApiError ? new Response(null, { status: answer.status }) : answer;
        return { response, route: exchange.route };
      },
    );
}
