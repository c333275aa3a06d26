import { loadOnce } from "../async/load-once.ts";
import { withTimeout } from "../async/with-timeout.ts";
import { randomSecret } from "../market/client-hash.ts";
import type { SecretSource } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";

/** Where the generated secrets live when no operator secret is set. */
export const SECRET_KEYS = {
  interest: "grc:secret:interest",
  aiToken: "grc:secret:ai-token",
} as const;

/** Stores a candidate unless the key holds one already, and answers whichever is kept. */
const SET_IF_ABSENT = `redis.call("SET", KEYS[1], ARGV[1], "NX")
return redis.call("GET", KEYS[1])`;

/** Options of `upstashSecretSource`. */
export interface UpstashSecretSourceOptions {
  redis: RedisCommands;
  /** e.g. `SECRET_KEYS.interest`. */
  key: string;
  /** Longest the load may take; default 1000 ms. */
  timeoutMs?: number;
}

/**
 * A secret generated once and kept in Redis, so every instance on the same database uses
 * the same one: the first instance's random candidate wins (set-if-absent, one atomic
 * script), the others read it. Loaded on first use and kept for the life of the process;
 * a failed load is not kept, the next call tries again. The key never expires: deleting
 * it rotates the secret for instances started afterwards.
 */
export function upstashSecretSource(options: UpstashSecretSourceOptions): SecretSource {
  const script = options.redis.createScript<unknown>(SET_IF_ABSENT);
  const timeoutMs = options.timeoutMs ?? 1000;

  async function load(): Promise<string> {
    const value = await withTimeout(script.exec([options.key], [randomSecret()]), timeoutMs);
    if (typeof value !== "string" || value.length < 16) {
      throw new Error(`${options.key} in Redis does not hold a secret of 16+ characters`);
    }
    return value;
  }

  return { secret: loadOnce(load) };
}
