import { readFile } from "node:fs/promises";
import {
  type Api,
  type ApiOptions,
  type CatalogDocument,
  createApi,
  forwardedFor,
  type Logger,
  loadCatalog,
  type StreamCapacity,
  sampleCatalogDocument,
  socketAddress,
  type TaxonomyAdditions,
} from "@grc-directory/core";
import { openAiModerator, openAiResponder } from "@grc-directory/core/openai";
import {
  upstashCatalogSource,
  upstashInterestStore,
  upstashRateLimiter,
  upstashStreamCapacity,
} from "@grc-directory/core/upstash";
import { Redis } from "@upstash/redis";
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
 * Ask AI from the environment: the built-in grounded responder unless `AI_MODEL` names a
 * model on an OpenAI-compatible server (`OPENAI_API_KEY`, `OPENAI_BASE_URL`). Half a
 * configuration (a key without a model, or a model without key or URL) answers 503
 * `not_configured` rather than quietly falling back.
 */
export function aiFromConfig(config: ServerConfig, logger: Logger): ApiOptions["ai"] {
  const wantsModel = Boolean(config.AI_MODEL || config.OPENAI_API_KEY || config.OPENAI_BASE_URL);
  const connection = {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeoutMs: config.AI_TIMEOUT_MS,
  };
  const usable = Boolean(config.AI_MODEL && (config.OPENAI_API_KEY || config.OPENAI_BASE_URL));
  if (wantsModel && !usable) {
    logger.warn(
      "Ask AI needs AI_MODEL and OPENAI_API_KEY or OPENAI_BASE_URL; answering 503 not_configured",
    );
  }
  return {
    enabled: config.AI_ENABLED,
    ...(wantsModel
      ? {
          responder:
            usable && config.AI_MODEL
              ? openAiResponder({ ...connection, model: config.AI_MODEL })
              : null,
          moderator:
            usable && config.AI_MODERATION === "openai" ? openAiModerator(connection) : null,
        }
      : {}),
    ...(config.AI_TOKEN_SECRET ? { tokenSecret: config.AI_TOKEN_SECRET } : {}),
    ...(config.CATALOG_SHA256 ? { corpusDigest: config.CATALOG_SHA256 } : {}),
    idleTimeoutMs: config.AI_TIMEOUT_MS,
    limits: {
      perIpPerMinute: config.AI_RATE_LIMIT_PER_MINUTE,
      perSessionPerHour: config.AI_SESSION_LIMIT_PER_HOUR,
      turnsPerConversation: config.AI_MAX_TURNS,
      concurrentStreams: config.AI_MAX_STREAMS,
    },
  };
}

/**
 * The Upstash Redis client when `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set. It retries
 * once, quickly: every call is also bounded by a timeout, and a slow Redis must not hold
 * requests for seconds.
 */
export function upstashFromConfig(config: ServerConfig): Redis | undefined {
  if (!config.UPSTASH_REDIS_REST_URL || !config.UPSTASH_REDIS_REST_TOKEN) return undefined;
  return new Redis({
    url: config.UPSTASH_REDIS_REST_URL,
    token: config.UPSTASH_REDIS_REST_TOKEN,
    retry: { retries: 1, backoff: () => 50 },
  });
}

/**
 * With Upstash configured, the rate limiter, the interest store and the live catalog
 * (falling back to the file's or the bundled catalog) move to Redis.
 */
function sharedState(
  config: ServerConfig,
  document: unknown,
  logger: Logger,
): Partial<ApiOptions> & { capacity?: StreamCapacity } {
  const redis = upstashFromConfig(config);
  if (!redis) return {};
  const { catalog, taxonomy } = loadCatalog(document);
  return {
    rateLimiter: upstashRateLimiter({ redis, timeoutMs: config.UPSTASH_TIMEOUT_MS }),
    market: { store: upstashInterestStore({ redis }) },
    capacity: upstashStreamCapacity({ redis, timeoutMs: config.UPSTASH_TIMEOUT_MS }),
    catalog: upstashCatalogSource({
      redis,
      fallback: catalog,
      taxonomy,
      logger,
      refreshMs: config.CATALOG_REFRESH_MS,
      timeoutMs: config.UPSTASH_TIMEOUT_MS,
    }),
    taxonomy: (document as { taxonomy?: TaxonomyAdditions }).taxonomy,
  };
}

/**
 * Builds the API from configuration: the ports an operator picks through the environment.
 * `createApi` validates the catalog file and throws `CatalogValidationError` on a bad one.
 */
export async function apiFromConfig(config: ServerConfig, logger: Logger): Promise<Api> {
  const catalog = config.CATALOG_FILE
    ? ((await readCatalogFile(config.CATALOG_FILE)) as CatalogDocument)
    : undefined;
  const { capacity, ...shared } = sharedState(config, catalog ?? sampleCatalogDocument, logger);
  if (shared.market && config.MARKET_DEMO_DATA) {
    throw new ConfigError(
      "MARKET_DEMO_DATA seeds the in-memory store; it cannot be used with Upstash",
    );
  }
  return createApi({
    ...(catalog ? { catalog } : {}),
    ...shared,
    clientIp: config.TRUST_PROXY > 0 ? forwardedFor(config.TRUST_PROXY) : socketAddress,
    rateLimits: {
      catalog: {
        limit: config.CATALOG_RATE_LIMIT,
        windowSeconds: config.CATALOG_RATE_WINDOW_SECONDS,
      },
    },
    logger,
    ai: { ...aiFromConfig(config, logger), ...(capacity ? { capacity } : {}) },
    site: { name: config.SITE_NAME, fastTrackPrice: config.FAST_TRACK_PRICE },
    market: {
      ...shared.market,
      ...(shared.market ? {} : { demoData: config.MARKET_DEMO_DATA }),
      timeoutMs: config.MARKET_TIMEOUT_MS,
      ...(config.INTEREST_SECRET ? { clientSecret: config.INTEREST_SECRET } : {}),
    },
  });
}
