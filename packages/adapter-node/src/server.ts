import { createServer, type Server, type ServerOptions, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Api, protocolError } from "@grc-directory/core";
import { closeGracefully, type JsonLogger } from "@grc-directory/core/config";
import { getRequestListener, RequestError } from "@hono/node-server";
import { answerClientError } from "./client-error.ts";
import { releaseMemory } from "./release-memory.ts";

/** While closing, how often connections fallen idle are closed. */
const IDLE_SWEEP_MS = 50;

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Access log: one line per request. */
  logger?: JsonLogger;
  /**
   * Node's own server limits, passed to `http.createServer` (defaults: Node's, e.g.
   * `headersTimeout` 60 s, `requestTimeout` 300 s, `maxHeaderSize` 16 KiB).
   */
  http?: Pick<
    ServerOptions,
    "headersTimeout" | "requestTimeout" | "keepAliveTimeout" | "connectionsCheckingInterval"
  > & { maxHeaderSize?: number };
  /**
   * Before listening, wait until the API's catalog is loaded and prepared (`Api.ready`), then
   * give the heap pages the load left behind back to the system (`releaseMemory`: one
   * memory-reducing collection). Default true; `false` listens at once and leaves memory to
   * V8's own schedule.
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
 * Serves an API over `node:http`. The Request/Response bridge is `@hono/node-server`'s
 * listener (the fastest well-kept one measured; see BENCHMARKS.md); the adapter only
 * passes the socket address, writes the access log, answers requests refused below the
 * API with its JSON errors, and shuts down gracefully.
 */
export async function serve(api: Api, options: ServeOptions = {}): Promise<RunningServer> {
  const { logger } = options;
  const accessLog = logger?.enabled("info") ? logger : undefined;
  let closing = false;
  type Bindings = Parameters<Parameters<typeof getRequestListener>[0]>[1];
  /** Core's answer. Once closing, every answer closes its connection. */
  const answer = (request: Request, env: Bindings) => {
    if (closing) (env.outgoing as ServerResponse).shouldKeepAlive = false;
    return api.fetch(request, { clientAddress: env.incoming.socket.remoteAddress });
  };
  const logged = async (request: Request, env: Bindings) => {
    const started = performance.now();
    const response = await answer(request, env);
    accessLog?.info("request", {
      method: request.method,
      path: env.incoming.url?.split("?")[0],
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      requestId: response.headers.get("x-request-id"),
    });
    return response;
  };
  const listener = getRequestListener(accessLog ? logged : answer, {
    // A request the bridge cannot turn into a `Request`: a missing or malformed Host.
    errorHandler: (error) => {
      const { status, headers, body } = protocolError(
        error instanceof RequestError ? "invalid_host" : "internal_error",
      );
      return new Response(body, { status, headers });
    },
  });

  if (options.releaseMemoryAfterLoad ?? true) {
    await api.ready();
    releaseMemory();
  }

  // Node would answer a missing Host with an empty 400 of its own: the bridge's error
  // handler answers it instead, with the API's JSON error.
  const server = createServer({ ...options.http, requireHostHeader: false }, listener);
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
