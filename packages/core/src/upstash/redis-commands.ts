/** A Lua script run by its SHA, sent whole only when Redis does not have it yet. */
export interface RedisScript<Result> {
  exec(keys: string[], args: string[]): Promise<Result>;
}

/**
 * The Redis commands the Upstash ports call, and nothing more: `upstashRestClient` answers
 * them, and so does an `@upstash/redis` `Redis` client an application already has.
 */
export interface RedisCommands {
  /**
   * `GET`, its JSON read back as a value. `upstashRestClient` aborts the request when `signal`
   * aborts (a live catalog's chunk past its timeout); other clients may let it finish.
   */
  get<Value = unknown>(key: string, options?: { signal?: AbortSignal }): Promise<Value | null>;
  set(key: string, value: unknown): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
  /** `EXPIRE`: the key is deleted `seconds` from now. */
  expire(key: string, seconds: number): Promise<unknown>;
  zadd(key: string, entry: { score: number; member: string }): Promise<unknown>;
  /** `ZRANGE key start stop`: members by rank, lowest score first. */
  zrange(key: string, start: number, stop: number): Promise<unknown[]>;
  zrem(key: string, ...members: string[]): Promise<number>;
  /** `PING`: what the ports' `ping` (`/readyz`) sends. */
  ping(): Promise<unknown>;
  createScript<Result = unknown>(script: string): RedisScript<Result>;
  /** Runs a Lua script (what `@upstash/ratelimit` falls back to on `NOSCRIPT`). */
  eval<Result = unknown>(script: string, keys: string[], args: unknown[]): Promise<Result>;
  /** Runs a Lua script Redis already has, by its SHA-1 (what `@upstash/ratelimit` calls). */
  evalsha<Result = unknown>(sha: string, keys: string[], args: unknown[]): Promise<Result>;
}
