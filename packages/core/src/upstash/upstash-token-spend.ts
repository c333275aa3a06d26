import { withTimeout } from "../async/with-timeout.ts";
import type { TokenSpendStore } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashTokenSpend`. */
export interface UpstashTokenSpendOptions {
  redis: RedisCommands;
  /** Prefix of the per-day counters (`{prefix}{day}`); default `grc:ai:tokens:`. */
  prefix?: string;
  /**
   * A day's counter expires this long after its last answer; default two days, so it
   * outlives its day on every instance's clock and is gone the day after.
   */
  retainSeconds?: number;
  timeoutMs?: number;
}

/** Adds to the day's counter and re-arms its expiry in one atomic round trip. */
const ADD = `
local total = redis.call("INCRBY", KEYS[1], ARGV[1])
redis.call("EXPIRE", KEYS[1], ARGV[2])
return total
`;

/**
 * Model tokens spent per UTC day by every instance, one expiring Redis counter per day:
 * `INCRBY` is atomic, so instances adding at once share one budget exactly.
 */
export function upstashTokenSpend(options: UpstashTokenSpendOptions): TokenSpendStore {
  const prefix = options.prefix ?? "grc:ai:tokens:";
  const retain = String(Math.max(1, Math.ceil(options.retainSeconds ?? 2 * 86_400)));
  const timeoutMs = options.timeoutMs ?? 1000;
  const script = options.redis.createScript<number>(ADD);
  return {
    ping: redisPing(options.redis),
    async spent(day) {
      const value = await withTimeout(
        options.redis.get<number | string>(`${prefix}${day}`),
        timeoutMs,
      );
      return Number(value ?? 0);
    },
    async add(day, tokens) {
      const total = await withTimeout(
        script.exec([`${prefix}${day}`], [String(Math.max(0, Math.ceil(tokens))), retain]),
        timeoutMs,
      );
      return Number(total);
    },
  };
}
