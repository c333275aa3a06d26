import * as v from "valibot";
import { isAllowedOriginsText } from "../http/allowed-origins.ts";
import { parsePublicUrl } from "../http/public-origin.ts";
import { isSubmissionUrl } from "../site/submission-url.ts";
import { envDefault, flagDefault } from "./env-options.ts";

const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const flag = (name: string) =>
  v.pipe(
    v.picklist(["true", "false", "1", "0"], `${name} must be true or false`),
    v.transform((value) => value === "true" || value === "1"),
  );

function isPublicUrl(value: string): boolean {
  try {
    return parsePublicUrl(value) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The settings every runtime reads, with their defaults: environment variables on Node,
 * Bun and Deno, bindings (vars and secrets) on Workers. The names are the same everywhere.
 * A setting that sets a `createApi` option (`ENV_OPTIONS`) defaults to that option's
 * default, read from `ApiOptionsSchema`; its range here is the operator's, often narrower.
 */
export const ApiEnvSchema = v.object({
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isPublicUrl,
        'PUBLIC_URL must be an absolute http or https origin such as "https://grc.example.com", without a path (the prefix is set where the API is mounted), query or fragment',
      ),
    ),
  ),
  TRUST_PROXY: v.optional(wholeNumber("TRUST_PROXY", 0, 10), envDefault("TRUST_PROXY")),
  CATALOG_RATE_LIMIT: v.optional(
    wholeNumber("CATALOG_RATE_LIMIT", 1, 1_000_000),
    envDefault("CATALOG_RATE_LIMIT"),
  ),
  CATALOG_RATE_WINDOW_SECONDS: v.optional(
    wholeNumber("CATALOG_RATE_WINDOW_SECONDS", 1, 86_400),
    envDefault("CATALOG_RATE_WINDOW_SECONDS"),
  ),
  PAGE_RATE_LIMIT: v.optional(
    wholeNumber("PAGE_RATE_LIMIT", 1, 1_000_000),
    envDefault("PAGE_RATE_LIMIT"),
  ),
  PAGE_RATE_WINDOW_SECONDS: v.optional(
    wholeNumber("PAGE_RATE_WINDOW_SECONDS", 1, 86_400),
    envDefault("PAGE_RATE_WINDOW_SECONDS"),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(
      ["debug", "info", "warn", "error", "silent"],
      "LOG_LEVEL must be one of debug, info, warn, error, silent",
    ),
    "info",
  ),
  MARKET_DEMO_DATA: v.optional(flag("MARKET_DEMO_DATA"), flagDefault("MARKET_DEMO_DATA")),
  MARKET_TIMEOUT_MS: v.optional(
    wholeNumber("MARKET_TIMEOUT_MS", 1, 60_000),
    envDefault("MARKET_TIMEOUT_MS"),
  ),
  INTEREST_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, "INTEREST_SECRET must be at least 16 characters")),
  ),
  AI_ENABLED: v.optional(flag("AI_ENABLED"), flagDefault("AI_ENABLED")),
  AI_ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isAllowedOriginsText,
        'AI_ALLOWED_ORIGINS must be "*" or comma-separated origins such as "https://www.example.com,https://example.com": each a scheme (http or https), host and optional port, with no path, query or wildcard',
      ),
    ),
  ),
  AI_MODEL: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  OPENAI_API_KEY: v.optional(v.string()),
  OPENAI_BASE_URL: v.optional(v.pipe(v.string(), v.url("OPENAI_BASE_URL must be a URL"))),
  AI_MODERATION: v.optional(
    v.picklist(["openai", "off"], "AI_MODERATION must be openai or off"),
    "openai",
  ),
  AI_TOKEN_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, "AI_TOKEN_SECRET must be at least 16 characters")),
  ),
  AI_TIMEOUT_MS: v.optional(
    wholeNumber("AI_TIMEOUT_MS", 100, 600_000),
    envDefault("AI_TIMEOUT_MS"),
  ),
  AI_RATE_LIMIT_PER_MINUTE: v.optional(
    wholeNumber("AI_RATE_LIMIT_PER_MINUTE", 1, 10_000_000),
    envDefault("AI_RATE_LIMIT_PER_MINUTE"),
  ),
  AI_SESSION_LIMIT_PER_HOUR: v.optional(
    wholeNumber("AI_SESSION_LIMIT_PER_HOUR", 1, 10_000_000),
    envDefault("AI_SESSION_LIMIT_PER_HOUR"),
  ),
  AI_MAX_TURNS: v.optional(wholeNumber("AI_MAX_TURNS", 1, 1000), envDefault("AI_MAX_TURNS")),
  AI_MAX_STREAMS: v.optional(
    wholeNumber("AI_MAX_STREAMS", 1, 100_000),
    envDefault("AI_MAX_STREAMS"),
  ),
  AI_DAILY_TOKEN_BUDGET: v.optional(wholeNumber("AI_DAILY_TOKEN_BUDGET", 1, 1_000_000_000_000)),
  SITE_NAME: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
    envDefault("SITE_NAME"),
  ),
  FAST_TRACK_PRICE: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
    envDefault("FAST_TRACK_PRICE"),
  ),
  SUBMISSION_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(isSubmissionUrl, "SUBMISSION_URL must be an https:// URL or a mailto: address"),
    ),
  ),
  UPSTASH_REDIS_REST_URL: v.optional(
    v.pipe(v.string(), v.url("UPSTASH_REDIS_REST_URL must be a URL")),
  ),
  UPSTASH_REDIS_REST_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  UPSTASH_TIMEOUT_MS: v.optional(wholeNumber("UPSTASH_TIMEOUT_MS", 50, 60_000), "1000"),
  CATALOG_REFRESH_MS: v.optional(wholeNumber("CATALOG_REFRESH_MS", 100, 3_600_000), "5000"),
  CATALOG_SHA256: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, "CATALOG_SHA256 must be 64 hex digits")),
  ),
});
/** The API settings as read (`readApiConfig`): every setting with a default is set. */
export type ApiConfig = v.InferOutput<typeof ApiEnvSchema>;

/**
 * A server process (Node, Bun, Deno) also reads where to listen, where its catalog is and
 * how long it may take to stop: settings of the server, with their defaults written here.
 */
export const ServerEnvSchema = v.object({
  ...ApiEnvSchema.entries,
  PORT: v.optional(wholeNumber("PORT", 0, 65535), "8787"),
  HOST: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, "HOST must not be empty")),
    "127.0.0.1",
  ),
  CATALOG_FILE: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  SHUTDOWN_TIMEOUT_SECONDS: v.optional(wholeNumber("SHUTDOWN_TIMEOUT_SECONDS", 0, 600), "10"),
  /** Node server: serve Prometheus metrics at `/metrics` on this port (never the API's). */
  METRICS_PORT: v.optional(wholeNumber("METRICS_PORT", 0, 65535)),
  /** Node server: the address the metrics port listens on. */
  METRICS_HOST: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, "METRICS_HOST must not be empty")),
    "127.0.0.1",
  ),
});
/** The API settings plus where a server listens (`readServerConfig`). */
export type ServerConfig = v.InferOutput<typeof ServerEnvSchema>;
