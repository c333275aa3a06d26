import * as zlib from "node:zlib";
import type { Api } from "@grc-directory/core";
import {
  type ProtocolErrorKind,
  protocolError,
  servedFetch,
  zlibCompressor,
} from "@grc-directory/core/adapter";
import { closeGracefully, type JsonLogger } from "@grc-directory/core/config";
import { registerBunContextManager } from "./request-context.ts";

/** Options of `serve`: where to listen, and the access log. */
export interface ServeOptions {
  port?: number;
  host?: string;
  /** Access log: one line per request. */
  logger?: JsonLogger;
  /** Compress answers with br or gzip for clients that accept them; default true. */
  compress?: boolean;
}

/** A listening server and how to stop it. */
export interface RunningServer {
  server: Bun.Server<undefined>;
  /** `http://host:port`, with the port actually bound (useful with port 0). */
  url: string;
  /**
   * Stops accepting and lets requests in flight finish for up to `timeoutMs`; then ends the
   * Ask AI streams still open with an `error` event (`Api.shutdown`), waits until their
   * slots are released, and closes what is left. Resolves as soon as all of that is done.
   */
  close(timeoutMs?: number): Promise<void>;
}

function errorAnswer(kind: ProtocolErrorKind): Response {
  const { status, headers, body } = protocolError(kind);
  return new Response(body, { status, headers });
}

/**
 * Serves an API with `Bun.serve`, passing the peer address from `server.requestIP`. Bun
 * hands over a request with a malformed `Host` as a bare path: it is answered 400
 * `INVALID_HOST` here, in the API's JSON error shape. It registers an AsyncLocalStorage
 * context manager (`registerBunContextManager`) so that every line logged while a request is
 * handled carries its request id.
 */
export function serve(api: Api, options: ServeOptions = {}): RunningServer {
  registerBunContextManager();
  const answer = servedFetch(api, {
    compressor: options.compress === false ? undefined : zlibCompressor(zlib),
    logger: options.logger,
  });
  const server = Bun.serve({
    port: options.port ?? 8787,
    hostname: options.host ?? "127.0.0.1",
    async fetch(request, bun) {
      if (!URL.canParse(request.url)) return errorAnswer("invalid_host");
      return answer(request, { clientAddress: bun.requestIP(request)?.address });
    },
    // The API answers its own errors; this is the last resort, still JSON.
    error: () => errorAnswer("internal_error"),
  });
  const host = server.hostname?.includes(":") ? `[${server.hostname}]` : server.hostname;
  return {
    server,
    url: `http://${host}:${server.port}`,
    async close(timeoutMs = 10_000) {
      // Bun closes idle keep-alive connections at once, and the others as their answers end.
      const stopped = server.stop(false);
      await closeGracefully(api, stopped, timeoutMs, () => server.stop(true));
    },
  };
}
