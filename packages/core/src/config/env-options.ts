import { optionDefaults } from "../options/parse-options.ts";

/**
 * The `createApi` option each setting sets, by its path in `ApiOptions`: the one table
 * from environment variables and Worker bindings to options. A setting that is not here
 * builds a port (`UPSTASH_*`, `AI_MODEL`, `OPENAI_*`, `AI_MODERATION`), configures the
 * runtime (`LOG_LEVEL`) or the server (`ServerEnvSchema`).
 */
export const ENV_OPTIONS = {
  PUBLIC_URL: "publicUrl",
  TRUST_PROXY: "trustProxy",
  CATALOG_RATE_LIMIT: "rateLimits.catalog.limit",
  CATALOG_RATE_WINDOW_SECONDS: "rateLimits.catalog.windowSeconds",
  PAGE_RATE_LIMIT: "rateLimits.pages.limit",
  PAGE_RATE_WINDOW_SECONDS: "rateLimits.pages.windowSeconds",
  MARKET_DEMO_DATA: "market.demoData",
  MARKET_TIMEOUT_MS: "market.timeoutMs",
  INTEREST_SECRET: "market.clientSecret",
  AI_ENABLED: "ai.enabled",
  AI_ALLOWED_ORIGINS: "ai.allowedOrigins",
  AI_TOKEN_SECRET: "ai.tokenSecret",
  AI_TIMEOUT_MS: "ai.idleTimeoutMs",
  AI_RATE_LIMIT_PER_MINUTE: "ai.limits.perIpPerMinute",
  AI_SESSION_LIMIT_PER_HOUR: "ai.limits.perSessionPerHour",
  AI_MAX_TURNS: "ai.limits.turnsPerConversation",
  AI_MAX_STREAMS: "ai.limits.concurrentStreams",
  AI_DAILY_TOKEN_BUDGET: "ai.dailyTokenBudget",
  SITE_NAME: "site.name",
  FAST_TRACK_PRICE: "site.fastTrackPrice",
  SUBMISSION_URL: "site.submissionUrl",
  CATALOG_SHA256: "ai.corpusDigest",
} as const;

/** A setting that sets an option. */
export type OptionSetting = keyof typeof ENV_OPTIONS;

/** The value at a dotted path of an object (`rateLimits.catalog.limit`). */
export function valueAt(object: unknown, path: string): unknown {
  let value = object;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/**
 * The default of a setting, as its text (`"120"`, `"true"`): the default of the option it
 * sets, as `ApiOptionsSchema` writes it.
 */
export function envDefault(name: OptionSetting): string {
  return String(valueAt(optionDefaults(), ENV_OPTIONS[name]));
}

/** The default of a flag setting (`MARKET_DEMO_DATA`, `AI_ENABLED`), as a flag's text. */
export function flagDefault(name: OptionSetting): "true" | "false" {
  return valueAt(optionDefaults(), ENV_OPTIONS[name]) === true ? "true" : "false";
}
