import type { Clock, ConversationStore } from "../ports.ts";

export interface MemoryConversationStoreOptions {
  clock: Clock;
  /**
   * Most sessions remembered at once; default 10 000 (about 1 MB). Past it the session
   * idle longest is forgotten first, so memory stays bounded under a flood of new sessions.
   */
  maxSessions?: number;
}

/** Turn counts of this process's conversations, each expiring with its session. */
export function memoryConversationStore(
  options: MemoryConversationStoreOptions,
): ConversationStore {
  const maxSessions = options.maxSessions ?? 10_000;
  // Insertion order is last-use order: a session is re-inserted on each turn.
  const sessions = new Map<string, { turns: number; expiresAt: number }>();
  return {
    async nextTurn(sid, ttlSeconds) {
      const now = options.clock.now();
      const current = sessions.get(sid);
      const turns = current && current.expiresAt > now ? current.turns + 1 : 1;
      sessions.delete(sid);
      sessions.set(sid, { turns, expiresAt: now + ttlSeconds * 1000 });
      for (const [key, entry] of sessions) {
        if (sessions.size <= maxSessions && entry.expiresAt > now) break;
        sessions.delete(key);
      }
      return turns;
    },
  };
}
