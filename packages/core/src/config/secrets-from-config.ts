import type { SecretSetting } from "../crypto/hmac-signer.ts";
import { memorySecretSource } from "../memory/memory-secret-source.ts";
import type { Logger } from "../ports.ts";
import type { RedisCommands } from "../upstash/redis-commands.ts";
import { SECRET_KEYS, upstashSecretSource } from "../upstash/upstash-secret-source.ts";
import type { ApiConfig } from "./env-schema.ts";

/** The secrets instances must agree on, or where each is loaded from. */
export interface ConfiguredSecrets {
  /** Behind the market's daily client hashes (`market.clientSecret`). */
  interest: SecretSetting;
  /** Of conversation tokens (`ai.tokenSecret`). */
  aiToken: SecretSetting;
}

/**
 * Each secret is the operator's own when set (`INTEREST_SECRET`, `AI_TOKEN_SECRET`).
 * Otherwise, with a shared store, it is generated once and kept in the store
 * (`grc:secret:interest`, `grc:secret:ai-token`), so every instance uses the same one.
 * With neither, it is random per process, and a warning says what that costs.
 */
export function secretsFromConfig(
  config: ApiConfig,
  redis: RedisCommands | undefined,
  logger: Logger,
): ConfiguredSecrets {
  const fromStore = (key: string) =>
    redis ? upstashSecretSource({ redis, key, timeoutMs: config.UPSTASH_TIMEOUT_MS }) : undefined;
  const interest = config.INTEREST_SECRET ?? fromStore(SECRET_KEYS.interest);
  const aiToken = config.AI_TOKEN_SECRET ?? fromStore(SECRET_KEYS.aiToken);
  if (!interest) {
    logger.warn(
      "INTEREST_SECRET is not set and no shared store is configured: client hashes use a random per-process secret, so per-client caps count per instance and start over on restart",
    );
  }
  if (!aiToken && config.AI_ENABLED) {
    logger.warn(
      "AI_TOKEN_SECRET is not set and no shared store is configured: conversation tokens use a random per-process secret, so they work on this instance only and not after a restart",
    );
  }
  return {
    interest: interest ?? memorySecretSource(),
    aiToken: aiToken ?? memorySecretSource(),
  };
}
