import { withTimeout } from "../async/with-timeout.ts";
import type { StreamCapacity } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashStreamCapacity`. */
export interface UpstashStreamCapacityOptions {
  redis: RedisCommands;
  /** Key of the sorted set of open streams; default `grc:ai:streams`. */
  key?: string;
  /**
   * A stream's slot expires after this long even if its instance never releases it
   * (a crash); default 300 s, longer than any answer.
   */
  slotSeconds?: number;
  timeoutMs?: number;
}

/**
 * Drops expired slots, then takes one if fewer than ARGV[2] are open: atomic in Redis, so
 * instances racing for the last slot cannot both get it.
 */
const ACQUIRE = `
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", ARGV[1])
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call("ZADD", KEYS[1], ARGV[3], ARGV[4])
redis.call("EXPIRE", KEYS[1], ARGV[5])
return 1
`;

/**
 * Concurrent Ask AI streams counted across every instance in a Redis sorted set: each
 * slot is scored with its expiry, so a crashed instance's slots free themselves.
 */
export function upstashStreamCapacity(options: UpstashStreamCapacityOptions): StreamCapacity {
  const key = options.key ?? "grc:ai:streams";
  const slotMs = (options.slotSeconds ?? 300) * 1000;
  const timeoutMs = options.timeoutMs ?? 1000;
  const acquireScript = options.redis.createScript(ACQUIRE);
  return {
    ping: redisPing(options.redis),
    async acquire(limit) {
      const id = crypto.randomUUID();
      const now = Date.now();
      const taken = await withTimeout(
        acquireScript.exec(
          [key],
          [now, limit, now + slotMs, id, Math.ceil(slotMs / 1000)].map(String),
        ),
        timeoutMs,
      );
      if (Number(taken) !== 1) return null;
      let released: Promise<void> | undefined;
      return () => {
        // Best effort: a slot that cannot be released expires on its own.
        released ??= withTimeout(options.redis.zrem(key, id), timeoutMs).then(
          () => {},
          () => {},
        );
        return released;
      };
    },
  };
}
