import { type Api, buildApi } from "../app.ts";
import type { CatalogDocument } from "../catalog/catalog-document.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { type BundledCatalog, bundledSample } from "../catalog/sample-catalog.ts";
import type { TaxonomyAdditions } from "../catalog/taxonomy-additions.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import type { LexiconInput } from "../free-text/lexicon/lexicon-schema.ts";
import { forwardedFor, socketAddress } from "../http/client-ip.ts";
import type { OpenAiModeratorOptions } from "../openai/openai-moderator.ts";
import type { OpenAiResponderOptions } from "../openai/openai-responder.ts";
import type { ApiOptions } from "../options.ts";
import type {
  ChatResponder,
  ClientIpResolver,
  ConversationStore,
  HeapUse,
  Logger,
  Moderator,
  StreamCapacity,
  TokenSpendStore,
} from "../ports.ts";
import { embeddedSiteFiles } from "../site/embedded-site-files.ts";
import type { SiteFiles } from "../site/site-files.ts";
import type { RedisCommands } from "../upstash/redis-commands.ts";
import { upstashCatalogSource } from "../upstash/upstash-catalog-source.ts";
import { upstashConversationStore } from "../upstash/upstash-conversation-store.ts";
import { upstashInterestStore } from "../upstash/upstash-interest-store.ts";
import { upstashRateLimiter } from "../upstash/upstash-rate-limiter.ts";
import { isRestUrl, upstashRestClient } from "../upstash/upstash-rest-client.ts";
import { upstashStreamCapacity } from "../upstash/upstash-stream-capacity.ts";
import { upstashTokenSpend } from "../upstash/upstash-token-spend.ts";
import { ENV_OPTIONS, type OptionSetting } from "./env-options.ts";
import type { ApiConfig } from "./env-schema.ts";
import { ConfigError } from "./read-config.ts";
import { secretsFromConfig } from "./secrets-from-config.ts";

/**
 * The OpenAI-compatible client, passed in rather than imported so that a build without
 * it (the Workers `without-openai` entry) does not carry the `openai` package.
 */
export interface OpenAiModels {
  responder(options: OpenAiResponderOptions): ChatResponder;
  moderator(options: OpenAiModeratorOptions): Moderator;
}

/** What the runtime supplies besides the settings. */
export interface ConfigRuntime {
  logger: Logger;
  /** How the client IP is found: the socket (see `clientIpFromConfig`) or an edge header. */
  clientIp: ClientIpResolver;
  /** The operator's catalog document, already read; default the bundled sample. */
  catalog?: unknown;
  /** Needed for `AI_MODEL`; without it a configured model answers 503 `not_configured`. */
  openAi?: OpenAiModels;
  /** `freeText.reader`: a Worker passes `readerBuiltAhead(lexicons)`, made at its global scope. */
  freeTextReader?: (taxonomy: TaxonomyIndex) => FreeTextReader;
  /** `freeText.lexicons`, the languages read: a Worker passes those its reader was built with. */
  lexicons?: readonly LexiconInput[];
  /** The JS heap in use and its limit (`heapUse`): Node passes `nodeHeapUse()`. */
  heapUse?: HeapUse;
}

/** Parses a catalog file's text; bad JSON is a `ConfigError` naming the file. */
export function parseCatalogJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`CATALOG_FILE ${name} is not JSON: ${(error as Error).message}`);
  }
}

/** Behind `TRUST_PROXY` proxies, `X-Forwarded-For`; otherwise the socket's peer address. */
export function clientIpFromConfig(config: ApiConfig): ClientIpResolver {
  return config.TRUST_PROXY > 0 ? forwardedFor(config.TRUST_PROXY) : socketAddress;
}

/**
 * The options the settings set (`ENV_OPTIONS`), nested as `ApiOptions` takes them. A setting
 * with a default is always set; one without (`PUBLIC_URL`, the secrets) is left out when
 * unset, so the option keeps its own default.
 */
export function optionsFromConfig(config: ApiConfig): ApiOptions {
  const options: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(ENV_OPTIONS)) {
    const value = config[name as OptionSetting];
    if (value === undefined) continue;
    const keys = path.split(".");
    const option = keys.pop() as string;
    let section = options;
    for (const key of keys) {
      section[key] ??= {};
      section = section[key] as Record<string, unknown>;
    }
    section[option] = value;
  }
  return options as ApiOptions;
}

/**
 * Ask AI from the settings: the built-in grounded responder unless `AI_MODEL` names a
 * model on an OpenAI-compatible server (`OPENAI_API_KEY`, `OPENAI_BASE_URL`). Half a
 * configuration (a key without a model, or a model without key or URL), or a model in a
 * build without the OpenAI client, answers 503 `not_configured` rather than quietly
 * falling back.
 */
export function aiFromConfig(
  config: ApiConfig,
  logger: Logger,
  openAi: OpenAiModels | undefined,
): ApiOptions["ai"] {
  const wantsModel = Boolean(config.AI_MODEL || config.OPENAI_API_KEY || config.OPENAI_BASE_URL);
  const connection = {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeoutMs: config.AI_TIMEOUT_MS,
  };
  const configured = Boolean(config.AI_MODEL && (config.OPENAI_API_KEY || config.OPENAI_BASE_URL));
  if (wantsModel && !configured) {
    logger.warn(
      "Ask AI needs AI_MODEL and OPENAI_API_KEY or OPENAI_BASE_URL; answering 503 not_configured",
    );
  } else if (wantsModel && !openAi) {
    logger.warn(
      "AI_MODEL is set but this build has no OpenAI client; answering 503 not_configured",
    );
  }
  const models = configured ? openAi : undefined;
  return {
    ...optionsFromConfig(config).ai,
    ...(wantsModel
      ? {
          responder:
            models && config.AI_MODEL
              ? models.responder({ ...connection, model: config.AI_MODEL })
              : null,
          moderator:
            models && config.AI_MODERATION === "openai" ? models.moderator(connection) : null,
        }
      : {}),
  };
}

/**
 * The Upstash Redis client when `UPSTASH_REDIS_REST_URL` and `_TOKEN` are set: the lean
 * REST client, not `@upstash/redis`, which would add every Redis command to a Worker
 * script. It retries once, quickly: every call is also bounded by a timeout, and a slow
 * Redis must not hold requests for seconds.
 */
export function upstashFromConfig(config: ApiConfig): RedisCommands | undefined {
  if (!config.UPSTASH_REDIS_REST_URL || !config.UPSTASH_REDIS_REST_TOKEN) return undefined;
  if (!isRestUrl(config.UPSTASH_REDIS_REST_URL)) {
    throw new ConfigError(
      "UPSTASH_REDIS_REST_URL must be the database's REST URL (https://…), not its redis:// address",
    );
  }
  return upstashRestClient({
    url: config.UPSTASH_REDIS_REST_URL,
    token: config.UPSTASH_REDIS_REST_TOKEN,
    retries: 1,
    backoff: () => 50,
  });
}

/**
 * With Upstash configured, the rate limiter, the interest store, Ask AI's stream slots, turn
 * counts and daily token spend, and the live catalog (falling back to the file's or the
 * bundled catalog until it first loads) move to Redis; so do the secrets (`secretsFromConfig`).
 */
function sharedState(
  config: ApiConfig,
  redis: RedisCommands | undefined,
  document: unknown,
  logger: Logger,
  heapUse: HeapUse | undefined,
): Partial<ApiOptions> & {
  capacity?: StreamCapacity;
  conversations?: ConversationStore;
  tokenSpend?: TokenSpendStore;
} {
  if (!redis) return {};
  const { catalog, taxonomy } = loadCatalog(document);
  return {
    rateLimiter: upstashRateLimiter({ redis, timeoutMs: config.UPSTASH_TIMEOUT_MS }),
    market: { store: upstashInterestStore({ redis }) },
    capacity: upstashStreamCapacity({ redis, timeoutMs: config.UPSTASH_TIMEOUT_MS }),
    conversations: upstashConversationStore({ redis, timeoutMs: config.UPSTASH_TIMEOUT_MS }),
    tokenSpend: upstashTokenSpend({ redis, timeoutMs: config.UPSTASH_TIMEOUT_MS }),
    catalog: upstashCatalogSource({
      redis,
      fallback: catalog,
      taxonomy,
      logger,
      refreshMs: config.CATALOG_REFRESH_MS,
      timeoutMs: config.UPSTASH_TIMEOUT_MS,
      ...(heapUse ? { heapUse } : {}),
    }),
    taxonomy: (document as { taxonomy?: TaxonomyAdditions }).taxonomy,
  };
}

/**
 * Builds the API from settings: the ports an operator picks through the environment, over
 * `runtime.catalog` or else the bundled sample. The catalog is validated now: a bad one
 * throws `CatalogValidationError`.
 */
export function apiFromConfig(config: ApiConfig, runtime: ConfigRuntime): Api {
  return configuredApi(config, runtime, bundledSample, embeddedSiteFiles);
}

/**
 * `apiFromConfig` for a runtime that always brings its catalog and its site files: neither
 * the bundled sample nor the embedded site files are referenced, so a bundle built on it
 * (the Workers entry, which reads the files from static assets) leaves them out.
 */
export function catalogApiFromConfig(
  config: ApiConfig,
  runtime: ConfigRuntime & { catalog: unknown; siteFiles: SiteFiles },
): Api {
  return configuredApi(config, runtime, undefined, runtime.siteFiles);
}

function configuredApi(
  config: ApiConfig,
  runtime: ConfigRuntime,
  bundled: BundledCatalog | undefined,
  files: SiteFiles,
): Api {
  const { logger } = runtime;
  const catalog = runtime.catalog as CatalogDocument | undefined;
  const document = catalog ?? bundled?.document;
  if (document === undefined) throw new ConfigError("No catalog was given");
  const redis = upstashFromConfig(config);
  const { capacity, conversations, tokenSpend, ...shared } = sharedState(
    config,
    redis,
    document,
    logger,
    runtime.heapUse,
  );
  if (shared.market && config.MARKET_DEMO_DATA) {
    throw new ConfigError(
      "MARKET_DEMO_DATA seeds the in-memory store; it cannot be used with Upstash",
    );
  }
  const secrets = secretsFromConfig(config, redis, logger);
  const options = optionsFromConfig(config);
  return buildApi(
    {
      ...options,
      ...(catalog ? { catalog } : {}),
      ...shared,
      clientIp: runtime.clientIp,
      ...(runtime.heapUse ? { heapUse: runtime.heapUse } : {}),
      logger,
      freeText: {
        ...(runtime.freeTextReader ? { reader: runtime.freeTextReader } : {}),
        ...(runtime.lexicons ? { lexicons: runtime.lexicons } : {}),
      },
      ai: {
        ...aiFromConfig(config, logger, runtime.openAi),
        tokenSecret: secrets.aiToken,
        ...(capacity ? { capacity } : {}),
        ...(conversations ? { conversations } : {}),
        ...(tokenSpend ? { tokenSpend } : {}),
      },
      market: { ...options.market, ...shared.market, clientSecret: secrets.interest },
    },
    bundled,
    files,
  );
}
