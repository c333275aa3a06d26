import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import type { Api } from "@grc-directory/core";
import { closeGracefully, type JsonLogger } from "@grc-directory/core/config";
import { answerClientError } from "./client-error.ts";
import { releaseMemory } from "./release-memory.ts";
import { bridge } from "./request-listener.ts";

/** While closing, how often connections fallen idle are closed. */
const IDLE_SWEEP_MS = 50;

/** Options of `serve`: where to listen, the access log, Node's server limits. */
export interface ServeOptions {
  port?: number;
  host?: string;
  /** Access log: one line per request. */
  logger?: JsonLogger;
  /** Compress answers with br or gzip for clients that accept them; default true. */
  compress?: boolean;
  /**
   * Node's own server limits, passed to `http.createServer` (defaults: Node's, e.g.
   * `headersTimeout` 60 s, `requestTimeout` 300 s, `maxHeaderSize` 16 KiB).
   */
  http?: Pick<
    ServerOptions,
    "headersTimeout" | "requestTimeout" | "keepAliveTimeout" | "connectionsCheckingInterval"
  > & { maxHeaderSize?: number };
  /**
   * Before listening, the server waits until the API's catalog is loaded and prepared
   * (`Api.ready`), so that no request waits on the load. `true` then also gives the heap pages
   * the load left behind back to the system at once (`releaseMemory`: one memory-reducing
   * collection, a pause of about 250 ms at 100,000 vendors), instead of leaving that to V8's
   * own schedule; it is opt-in (see docs/architecture.md#memory). `false` listens at once,
   * without waiting. Default: wait, no collection.
   */
  releaseMemoryAfterLoad?: boolean;
}

/** A listening server and how to stop it. */
export interface RunningServer {
  server: Server;
  /** `http://host:port`, with the port actually bound (useful with port 0). */
  url: string;
  /**
   * Stops accepting and lets requests in flight finish for up to `timeoutMs`; then ends the
   * Ask AI streams still open with an `error` event (`Api.shutdown`), waits until their
   * slots are released, and closes what is left. Resolves as soon as all of that is done.
   */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Serves an API over `node:http`. Requests go to `bridge` (`@hono/node-server`'s, the
 * fastest well-kept one measured, see BENCHMARKS.md, with the socket address and the access
 * log; `requestListener` is the same for a host app's mounted routes); the server only
 * answers requests refused below the API with its JSON errors, and shuts down gracefully.
 */
export async function serve(api: Api, options: ServeOptions = {}): Promise<RunningServer> {
  let closing = false;
  const listener = bridge(api, { logger: options.logger, compress: options.compress });
  /** Once closing, every answer closes its connection. */
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    return listener(request, response);
  };

  if (options.releaseMemoryAfterLoad !== false) await api.ready();
  if (options.releaseMemoryAfterLoad === true) releaseMemory();

  // Node would answer a missing Host with an empty 400 of its own: the bridge's error
  // handler answers it instead, with the API's JSON error.
  const server = createServer({ ...options.http, requireHostHeader: false }, handle);
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8787, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;

  return {
    server,
    url: `http://${host}:${port}`,
    async close(timeoutMs = 10_000) {
      closing = true;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // A connection whose request came before closing (an answer in flight, an Ask AI
      // stream) keeps alive when its answer ends: idle connections are closed as they
      // appear, not at the keep-alive timeout.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await closeGracefully(api, drained, timeoutMs, () => server.closeAllConnections());
      } finally {
        clearInterval(sweep);
      }
    },
  };
}
