import type { Clock, ConversationStore } from "../ports.ts";
import { countBoundedLru } from "./count-bounded-lru.ts";

export interface MemoryConversationStoreOptions {
  clock: Clock;
  /**
   * Most sessions remembered at once (at least 1); default 10 000 (about 1 MB). Past it the
   * sessions idle longest are forgotten first, so memory stays bounded under a flood of new
   * sessions.
   */
  maxSessions?: number;
}

interface Session {
  turns: number;
  expiresAt: number;
}

/**
 * Turn counts of this process's conversations, each expiring with its session. Sessions
 * live in an LRU cache (`lru-cache`) bounded by `maxSessions`: a turn makes its session the
 * most recent, the session idle longest is forgotten first, and every turn is O(1) however
 * many sessions are open.
 */
export function memoryConversationStore(
  options: MemoryConversationStoreOptions,
): ConversationStore {
  const sessions = countBoundedLru<string, Session>(options.maxSessions ?? 10_000);
  return {
    async nextTurn(sid, ttlSeconds) {
      const now = options.clock.now();
      const current = sessions.get(sid);
      const turns = current && current.expiresAt > now ? current.turns + 1 : 1;
      sessions.set(sid, { turns, expiresAt: now + ttlSeconds * 1000 });
      return turns;
    },
  };
}
