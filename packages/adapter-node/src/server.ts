import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Api } from "@grc-directory/core";
import type { JsonLogger } from "@grc-directory/core/config";
import { getRequestListener } from "@hono/node-server";

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Access log: one line per request. */
  logger?: JsonLogger;
}

/** A listening server and how to stop it. */
export interface RunningServer {
  server: Server;
  /** `http://host:port`, with the port actually bound (useful with port 0). */
  url: string;
  /** Stops accepting, lets requests in flight finish for up to `timeoutMs`, then closes. */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Serves an API over `node:http`. The Request/Response bridge is `@hono/node-server`'s
 * listener (the fastest well-kept one measured; see BENCHMARKS.md); the adapter only
 * passes the socket address and writes the access log.
 */
export async function serve(api: Api, options: ServeOptions = {}): Promise<RunningServer> {
  const { logger } = options;
  const accessLog = logger?.enabled("info") ? logger : undefined;
  const listener = getRequestListener(async (request, env) => {
    const started = performance.now();
    const response = await api.fetch(request, {
      clientAddress: env.incoming.socket.remoteAddress,
    });
    accessLog?.info("request", {
      method: request.method,
      path: env.incoming.url?.split("?")[0],
      status: response.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      requestId: response.headers.get("x-request-id"),
    });
    return response;
  });

  const server = createServer(listener);
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
    close(timeoutMs = 10_000) {
      return new Promise((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
