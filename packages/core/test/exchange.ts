import type { Exchange, Next } from "../src/http/middleware/compose.ts";
import { NO_PARAMS } from "../src/http/middleware/compose.ts";
import type { RequestContext } from "../src/ports.ts";

/** An exchange as the route table hands one to a route's middleware. */
export function exchangeFor(
  path: string,
  init: RequestInit = {},
  context: RequestContext = {},
): Exchange {
  const request = new Request(`http://directory.test${path}`, init);
  return { request, url: new URL(request.url), context, headers: {}, params: NO_PARAMS };
}

/** A handler that answers 200 `body` with the exchange's headers, and counts its calls. */
export function answering(body = "answered") {
  const next = Object.assign(
    (async (exchange) => {
      next.calls += 1;
      return new Response(body, { status: 200, headers: exchange.headers });
    }) as Next,
    { calls: 0 },
  );
  return next;
}

/** A logger that keeps what it is told. */
export function keptLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push({ level, message, fields });
  };
  return { lines, debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
