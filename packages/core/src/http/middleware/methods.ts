import { ApiError } from "../api-error.ts";
import type { Middleware } from "./compose.ts";

export interface MethodsOptions {
  /** The methods the route answers; `HEAD` answers as `GET` (`headWithoutBody`). */
  allow: readonly string[];
  /** Put back in front of the path the message names. */
  basePath?: string;
  /** The refusal's message for a method, when the route has more to say than the default. */
  message?(method: string, path: string): string;
}

/** 405 `METHOD_NOT_ALLOWED` with `Allow` for any method the route does not answer. */
export function methods(options: MethodsOptions): Middleware {
  const { allow: methods, basePath = "", message } = options;
  const allow = methods.join(", ");
  const headers = { allow };
  return (exchange, next) => {
    const { method } = exchange.request;
    if (methods.includes(method)) return next(exchange);
    const path = basePath + exchange.url.pathname;
    return Promise.resolve(
      new ApiError(
        405,
        "METHOD_NOT_ALLOWED",
        message?.(method, path) ?? `${path} does not accept ${method.slice(0, 20)}.`,
        `Allowed methods: ${allow}.`,
        { headers },
      ),
    );
  };
}
