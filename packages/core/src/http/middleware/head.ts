import type { Middleware } from "./compose.ts";

/**
 * `HEAD` answered as `GET` would be, without the body: status and headers kept. Outermost
 * on a route, so that its refusals are bodiless too. Other methods pass untouched.
 */
export function headWithoutBody(): Middleware {
  return (exchange, next) => {
    if (exchange.request.method !== "HEAD") return next(exchange);
    return next(exchange).then((answer) =>
      answer instanceof Response
        ? new Response(null, { status: answer.status, headers: answer.headers })
        : answer,
    );
  };
}
