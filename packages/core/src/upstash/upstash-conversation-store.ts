import { withTimeout } from "../async/with-timeout.ts";
import type { ConversationStore } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashConversationStore`. */
export interface UpstashConversationStoreOptions {
  redis: RedisCommands;
  /** Prefix of the per-session counters; default `grc:ai:turns:`. */
  prefix?: string;
  timeoutMs?: number;
}

/** Increments and re-arms the expiry in one atomic round trip. */
const NEXT_TURN = `
local turns = redis.call("INCR", KEYS[1])
redis.call("EXPIRE", KEYS[1], ARGV[1])
return turns
`;

/** Turn counts of every instance's conversations, one expiring Redis counter per session. */
export function upstashConversationStore(
  options: UpstashConversationStoreOptions,
): ConversationStore {
  const prefix = options.prefix ?? "grc:ai:turns:";
  const timeoutMs = options.timeoutMs ?? 1000;
  const script = options.redis.createScript<number>(NEXT_TURN);
  return {
    ping: redisPing(options.redis),
    async nextTurn(sid, ttlSeconds) {
      const turns = await withTimeout(
        script.exec([`${prefix}${sid}`], [String(Math.max(1, Math.ceil(ttlSeconds)))]),
        timeoutMs,
      );
      return Number(turns);
    },
  };
}
