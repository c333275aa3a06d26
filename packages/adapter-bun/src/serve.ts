import type { Api } from "@grc-directory/core";
import type { JsonLogger } from "@grc-directory/core/config";

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Access log: one line per request. */
  logger?: JsonLogger;
}

/** A listening server and how to stop it. */
export interface RunningServer {
  server: Bun.Server<undefined>;
  /** `http://host:port`, with the port actually bound (useful with port 0). */
  url: string;
  /** Stops accepting, lets requests in flight finish for up to `timeoutMs`, then closes. */
  close(timeoutMs?: number): Promise<void>;
}

/** Serves an API with `Bun.serve`, passing the peer address from `server.requestIP`. */
export function serve(api: Api, options: ServeOptions = {}): RunningServer {
  const accessLog = options.logger?.enabled("info") ? options.logger : undefined;
  const server = Bun.serve({
    port: options.port ?? 8787,
    hostname: options.host ?? "127.0.0.1",
    async fetch(request, bun) {
      const started = performance.now();
      const response = await api.fetch(request, {
        clientAddress: bun.requestIP(request)?.address,
      });
      accessLog?.info("request", {
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        requestId: response.headers.get("x-request-id"),
      });
      return response;
    },
  });
  const host = server.hostname?.includes(":") ? `[${server.hostname}]` : server.hostname;
  return {
    server,
    url: `http://${host}:${server.port}`,
    async close(timeoutMs = 10_000) {
      const force = setTimeout(() => server.stop(true), timeoutMs);
      await server.stop(false);
      clearTimeout(force);
    },
  };
}
