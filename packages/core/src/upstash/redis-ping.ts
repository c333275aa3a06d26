import type { Pingable } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";

/**
 * The `ping` of a port on `redis`: resolves once Redis has answered `PING`. `/readyz` bounds
 * it; neither client can cancel a command once sent, so `signal` goes unused.
 */
export function redisPing(redis: RedisCommands): NonNullable<Pingable["ping"]> {
  return async () => {
    await redis.ping();
  };
}
