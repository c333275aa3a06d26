import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { randomSecret } from "../market/client-hash.ts";
import { memoryConversationStore } from "../memory/memory-conversation-store.ts";
import { memoryStreamCapacity } from "../memory/memory-stream-capacity.ts";
import type { ApiOptions } from "../options.ts";
import type { Clock, Logger } from "../ports.ts";
import { positiveInteger } from "../positive-integer.ts";
import type { AiSettings } from "./ai-settings.ts";
import { type ConversationTokens, conversationTokens } from "./conversation-token.ts";
import { groundedResponder } from "./grounded-responder.ts";

/** Ask AI's settings from options, with the defaults docs/library.md lists. */
export function resolveAiSettings(
  options: ApiOptions,
  taxonomy: TaxonomyIndex,
  logger: Logger,
  /** The bundled catalog's digest, when that is the catalog served. */
  bundledDigest: string | undefined,
  clock: Clock,
): AiSettings {
  const ai = options.ai ?? {};
  const limits = ai.limits ?? {};
  const secret = ai.tokenSecret;
  if (typeof secret === "string" && secret.length < 16) {
    throw new RangeError("ai.tokenSecret must be at least 16 characters");
  }
  const tokenTtlSeconds = positiveInteger("ai.tokenTtlSeconds", ai.tokenTtlSeconds, 7200);
  const tokens =
    secret === undefined
      ? warnOnFirstSign(conversationTokens(randomSecret(), tokenTtlSeconds), logger)
      : conversationTokens(secret, tokenTtlSeconds);
  return {
    enabled: ai.enabled !== false,
    responder: ai.responder === undefined ? groundedResponder(taxonomy) : ai.responder,
    moderator: ai.moderator ?? null,
    tokens,
    tokenTtlSeconds,
    conversations: ai.conversations ?? memoryConversationStore({ clock }),
    limits: {
      perIpPerMinute: positiveInteger("ai.limits.perIpPerMinute", limits.perIpPerMinute, 10),
      perSessionPerHour: positiveInteger(
        "ai.limits.perSessionPerHour",
        limits.perSessionPerHour,
        30,
      ),
      turnsPerConversation: positiveInteger(
        "ai.limits.turnsPerConversation",
        limits.turnsPerConversation,
        20,
      ),
      concurrentStreams: positiveInteger(
        "ai.limits.concurrentStreams",
        limits.concurrentStreams,
        20,
      ),
    },
    capacity: ai.capacity ?? memoryStreamCapacity(),
    corpusDigest: ai.corpusDigest ?? bundledDigest,
    heartbeatMs: positiveInteger("ai.heartbeatMs", ai.heartbeatMs, 15_000),
    idleTimeoutMs: positiveInteger("ai.idleTimeoutMs", ai.idleTimeoutMs, 30_000),
  };
}

/**
 * Without a configured secret, tokens are signed with a random one. That only matters once
 * a conversation token is handed out, so the warning waits for the first one: an API that
 * never answers Ask AI (a search-only embedding, a unit test of a handler) stays quiet.
 */
function warnOnFirstSign(tokens: ConversationTokens, logger: Logger): ConversationTokens {
  let warned = false;
  return {
    ...tokens,
    sign(state, now) {
      if (!warned) {
        warned = true;
        logger.warn(
          "Ask AI token secret not configured: a random one is used, so tokens do not survive a restart or work across instances",
        );
      }
      return tokens.sign(state, now);
    },
  };
}
