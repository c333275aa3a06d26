import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { randomSecret } from "../market/client-hash.ts";
import { memoryConversationStore } from "../memory/memory-conversation-store.ts";
import { memoryStreamCapacity } from "../memory/memory-stream-capacity.ts";
import { memoryTokenSpend } from "../memory/memory-token-spend.ts";
import type { ResolvedOptions } from "../options/api-options-schema.ts";
import type { Clock, Logger } from "../ports.ts";
import type { AiSettings } from "./ai-settings.ts";
import { type ConversationTokens, conversationTokens } from "./conversation-token.ts";
import { groundedResponder } from "./grounded-responder.ts";

/**
 * Ask AI's settings from its options, checked and with their defaults already (`parseOptions`):
 * the ports not given get their embedded implementations here.
 */
export function resolveAiSettings(
  ai: ResolvedOptions["ai"],
  taxonomy: TaxonomyIndex,
  logger: Logger,
  /** The bundled catalog's digest, when that is the catalog served. */
  bundledDigest: string | undefined,
  clock: Clock,
): AiSettings {
  const { tokenSecret, tokenTtlSeconds } = ai;
  const tokens =
    tokenSecret === undefined
      ? warnOnFirstSign(conversationTokens(randomSecret(), tokenTtlSeconds), logger)
      : conversationTokens(tokenSecret, tokenTtlSeconds);
  return {
    enabled: ai.enabled,
    // Unset: only the deployment's own site may call Ask AI from a browser.
    allowedOrigins: ai.allowedOrigins ?? [],
    responder: ai.responder === undefined ? groundedResponder(taxonomy) : ai.responder,
    moderator: ai.moderator ?? null,
    tokens,
    tokenTtlSeconds,
    conversations: ai.conversations ?? memoryConversationStore({ clock }),
    limits: ai.limits,
    capacity: ai.capacity ?? memoryStreamCapacity(),
    dailyTokenBudget: ai.dailyTokenBudget,
    tokenSpend: ai.tokenSpend ?? memoryTokenSpend(),
    corpusDigest: ai.corpusDigest ?? bundledDigest,
    heartbeatMs: ai.heartbeatMs,
    idleTimeoutMs: ai.idleTimeoutMs,
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
