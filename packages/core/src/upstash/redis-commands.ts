/** A Lua script run by its SHA, sent whole only when Redis does not have it yet. */
export interface RedisScript<Result> {
  exec(keys: string[], args: string[]): Promise<Result>;
}

/**
 * The Redis commands the Upstash ports call, and nothing more: `upstashRestClient` answers
 * them, and so does an `@upstash/redis` `Redis` client an application already has.
 */
export interface RedisCommands {
  get<Value = unknown>(key: string): Promise<Value | null>;
  set(key: string, value: unknown): Promise<unknown>;
  zrem(key: string, ...members: string[]): Promise<number>;
  /** `PING`: what the ports' `ping` (`/readyz`) sends. */
  ping(): Promise<unknown>;
  createScript<Result = unknown>(script: string): RedisScript<Result>;
  /** Runs a Lua script (what `@upstash/ratelimit` falls back to on `NOSCRIPT`). */
  eval<Result = unknown>(script: string, keys: string[], args: unknown[]): Promise<Result>;
  /** Runs a Lua script Redis already has, by its SHA-1 (what `@upstash/ratelimit` calls). */
  evalsha<Result = unknown>(sha: string, keys: string[], args: unknown[]): Promise<Result>;
}
