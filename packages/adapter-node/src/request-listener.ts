import type { IncomingMessage, ServerResponse } from "node:http";
import * as zlib from "node:zlib";
import type { Api } from "@grc-directory/core";
import { protocolError, servedFetch, zlibCompressor } from "@grc-directory/core/adapter";
import type { JsonLogger } from "@grc-directory/core/config";
import { getRequestListener, RequestError } from "@hono/node-server";
import { largeBodyStreamed } from "./large-body.ts";
import { keepParsedBody, type ParsedRequest } from "./parsed-body.ts";
import { registerContextManager } from "./telemetry.ts";

/** Options of `requestListener`. */
export interface RequestListenerOptions {
  /** Access log: one line per request, with the full path (mount path included). */
  logger?: JsonLogger;
  /**
   * Compress answers with br or gzip for clients that accept them (`compressedFetch`):
   * default true for `serve`, false for `requestListener`, whose host app usually compresses.
   */
  compress?: boolean;
}

/** Express, Connect and `@fastify/middie` keep the URL before a mount path was taken off. */
type MountedRequest = ParsedRequest & { originalUrl?: string };

type Bindings = Parameters<Parameters<typeof getRequestListener>[0]>[1];

/**
 * The API as a Node `(req, res)` listener: what `serve` runs, and what a Node app mounts
 * (`app.use("/directory", requestListener(api))` in Express, with
 * `createApi({ basePath: "/directory" })`). The Request/Response bridge is
 * `@hono/node-server`'s; the API sees the socket address as `clientAddress` (its `clientIp`
 * or `trustProxy` options decide what to trust), answers streamed as they are written.
 *
 * Mounted, the request's `originalUrl` is the URL the API answers for, so its routes, links,
 * ETags and OpenAPI servers carry the mount path (`basePath` must be that path). A body
 * that a body parser in front has already read is taken from `req.body` (see
 * `keepParsedBody`). It never calls a `next`: under its mount the API answers every path
 * (one it does not know is its JSON 404), and the returned promise settles once the answer
 * has been written.
 */
export function requestListener(
  api: Api,
  options: RequestListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const listener = bridge(api, { compress: false, ...options });
  return (incoming: MountedRequest, outgoing) => {
    keepParsedBody(incoming);
    const { url, originalUrl } = incoming;
    if (originalUrl === undefined || originalUrl === url) return listener(incoming, outgoing);
    // The bridge reads `url` once, synchronously, to build the `Request`: it gets the full
    // URL for that moment, and the host app its own `url` back.
    incoming.url = originalUrl;
    try {
      return listener(incoming, outgoing);
    } finally {
      incoming.url = url;
    }
  };
}

/**
 * `@hono/node-server`'s bridge over the API: the socket address as `clientAddress`, the
 * access log and compression (`servedFetch`), large plain bodies written as streams
 * (`largeBodyStreamed`), the API's JSON error for a request it cannot turn into a
 * `Request`, and a context manager so that log lines carry their request id
 * (`registerContextManager`). What
 * `serve` runs as it is (its requests are never mounted nor read before), and what
 * `requestListener` wraps for a host app.
 */
export function bridge(
  api: Api,
  options: RequestListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  registerContextManager();
  const fetch = servedFetch(api, {
    compressor: options.compress === false ? undefined : zlibCompressor(zlib),
    logger: options.logger,
  });
  const answer = async (request: Request, env: Bindings) =>
    largeBodyStreamed(await fetch(request, { clientAddress: env.incoming.socket.remoteAddress }));
  return getRequestListener(answer, {
    // A request the bridge cannot turn into a `Request`: a missing or malformed Host.
    errorHandler: (error) => {
      const { status, headers, body } = protocolError(
        error instanceof RequestError ? "invalid_host" : "internal_error",
      );
      return new Response(body, { status, headers });
    },
  });
}
