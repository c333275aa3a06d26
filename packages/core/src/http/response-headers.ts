/**
 * Headers gathered for one request (the common ones, then CORS and the rate limit's) and
 * passed to whatever builds its Response, so that each Response is created once with a plain
 * object: runtimes such as @hono/node-server then skip building a `Headers` object.
 */
export type ResponseHeaders = Record<string, string>;

/**
 * What every answer starts with: `nosniff`. The request id (`requestId`), CORS (`cors`, on
 * the routes that declare it) and the rest are added by the units a request goes through.
 */
export function baseHeaders(): ResponseHeaders {
  return { "x-content-type-options": "nosniff" };
}
