import { readFile } from "node:fs/promises";
import {
  type Api,
  type CatalogDocument,
  createApi,
  forwardedFor,
  type Logger,
  socketAddress,
} from "@grc-directory/core";
import type { ServerConfig } from "./config.ts";
import { ConfigError } from "./config.ts";

/** Reads and parses `CATALOG_FILE`; a missing file or bad JSON is a `ConfigError`. */
export async function readCatalogFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ConfigError(`CATALOG_FILE ${path} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`CATALOG_FILE ${path} is not JSON: ${(error as Error).message}`);
  }
}

/**
 * Builds the API from configuration: the ports an operator picks through the environment.
 * `createApi` validates the catalog file and throws `CatalogValidationError` on a bad one.
 */
export async function apiFromConfig(config: ServerConfig, logger: Logger): Promise<Api> {
  const catalog = config.CATALOG_FILE
    ? ((await readCatalogFile(config.CATALOG_FILE)) as CatalogDocument)
    : undefined;
  return createApi({
    ...(catalog ? { catalog } : {}),
    clientIp: config.TRUST_PROXY > 0 ? forwardedFor(config.TRUST_PROXY) : socketAddress,
    rateLimits: {
      catalog: {
        limit: config.CATALOG_RATE_LIMIT,
        windowSeconds: config.CATALOG_RATE_WINDOW_SECONDS,
      },
    },
    logger,
    market: {
      demoData: config.MARKET_DEMO_DATA,
      timeoutMs: config.MARKET_TIMEOUT_MS,
      ...(config.INTEREST_SECRET ? { clientSecret: config.INTEREST_SECRET } : {}),
    },
  });
}
