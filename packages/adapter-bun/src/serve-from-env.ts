import {
  apiFromConfig,
  ConfigError,
  clientIpFromConfig,
  jsonLogger,
  parseCatalogStream,
  publicUrlWarning,
  readServerConfig,
} from "@grc-directory/core/config";
import { openAiModels } from "@grc-directory/core/openai";
import { type RunningServer, serve } from "./serve.ts";

/** `CATALOG_FILE` parsed as it streams from disk, a vendor at a time (`parseCatalogStream`). */
async function readCatalogFile(path: string): Promise<unknown> {
  const file = Bun.file(path);
  if (!(await file.exists())) throw new ConfigError(`CATALOG_FILE ${path} cannot be read`);
  return parseCatalogStream(file.stream(), path);
}

/**
 * The Bun server from the environment, with the Node server's variables and defaults
 * (PORT 8787, HOST 127.0.0.1, PUBLIC_URL, TRUST_PROXY, CATALOG_FILE, …). SIGTERM and SIGINT stop it
 * gracefully within `SHUTDOWN_TIMEOUT_SECONDS`.
 */
export async function serveFromEnv(
  env: Record<string, string | undefined> = Bun.env,
): Promise<RunningServer> {
  const config = readServerConfig(env);
  const logger = jsonLogger(config.LOG_LEVEL);
  const warning = publicUrlWarning(config);
  if (warning) logger.warn(warning);
  const catalog = config.CATALOG_FILE ? await readCatalogFile(config.CATALOG_FILE) : undefined;
  const api = apiFromConfig(config, {
    logger,
    clientIp: clientIpFromConfig(config),
    catalog,
    openAi: openAiModels,
  });
  const running = serve(api, { port: config.PORT, host: config.HOST, logger });
  console.log(`GRC Directory API listening on ${running.url} (Bun ${Bun.version})`);
  const stop = (signal: string) => {
    logger.info("shutting down", { signal });
    running.close(config.SHUTDOWN_TIMEOUT_SECONDS * 1000).then(() => process.exit(0));
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return running;
}
