import { withTimeout } from "../async/with-timeout.ts";
import type { ApiError, OrApiError } from "../http/api-error.ts";
import { rateLimitHeaders } from "../http/rate-limit-headers.ts";
import type { CatalogSnapshot, RateLimitPolicy } from "../ports.ts";
import { type AiSearchRequest, aiError } from "./ai-request.ts";
import type { AiDeps } from "./ai-search-handler.ts";
import type { ConversationState } from "./conversation-token.ts";

/**
 * What may refuse an Ask AI request before its answer starts, each step returning the
 * refusal (an `ApiError` in the Ask AI shape) or what it admitted. A port that fails makes
 * Ask AI fail closed: 503 `unavailable`, logged.
 */

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The 503 of a dependency that failed, logged as `what`. */
export function failClosed(deps: AiDeps, what: string, error: unknown): ApiError {
  deps.logger.warn(`${what}; Ask AI fails closed`, { error: errorMessage(error) });
  return aiError(503, "unavailable", "Ask AI is unavailable right now; retry shortly.");
}

/** A 429 with `Retry-After` (and the limit's headers, when a limit refused). */
export function rateLimited(
  code: string,
  message: string,
  retryAfter: number,
  limitHeaders: Record<string, string> = {},
): ApiError {
  return aiError(429, code, message, {
    "retry-after": String(Math.max(1, Math.ceil(retryAfter))),
    ...limitHeaders,
  });
}

/** Counts a request against a policy: the refusal when over it, else undefined. */
export async function enforce(
  deps: AiDeps,
  policy: RateLimitPolicy,
  key: string,
): Promise<ApiError | undefined> {
  let decision: Awaited<ReturnType<AiDeps["rateLimiter"]["limit"]>>;
  try {
    decision = await deps.rateLimiter.limit(policy, key);
  } catch (error) {
    return failClosed(deps, "rate limiter failed", error);
  }
  if (decision.allowed) return undefined;
  deps.telemetry.rateLimitRefusals.add(1, { policy: policy.name });
  return rateLimited(
    "rate_limited",
    `Too many Ask AI requests: at most ${policy.limit} per ${policy.windowSeconds} seconds.`,
    decision.resetSeconds,
    rateLimitHeaders(policy, decision),
  );
}

/** The conversation a turn belongs to, as admitted. */
export interface AdmittedTurn {
  sid: string;
  turn: number;
  history: ConversationState["history"];
}

/**
 * The conversation this turn continues (or starts), within its session and turn limits.
 *
 * A new conversation's first turn can be over no session or turn limit (both are at least
 * 1): it is checked by the IP limit alone and leaves nothing in a store, its state being its
 * signed token. When it continues, its first follow-up counts that first turn against the
 * session limit too. The turn number comes from the store, which counts follow-ups, so
 * replaying an earlier token still counts as a new turn; the token's own (signed) turn is a
 * floor, so a session the store has forgotten cannot start its count over.
 */
export async function admitTurn(
  deps: AiDeps,
  body: AiSearchRequest,
  now: number,
): Promise<OrApiError<AdmittedTurn>> {
  const { ai } = deps;
  try {
    await ai.tokens.ready();
  } catch (error) {
    return failClosed(deps, "token secret unavailable", error);
  }
  if (body.token === undefined) return { sid: crypto.randomUUID(), turn: 1, history: [] };
  const state = await ai.tokens.verify(body.token, now);
  if (!state) return aiError(400, "bad_token");
  const session = { name: "ai-session", limit: ai.limits.perSessionPerHour, windowSeconds: 3600 };
  if (state.turn === 1) {
    const refused = await enforce(deps, session, state.sid);
    if (refused) return refused;
  }
  const refused = await enforce(deps, session, state.sid);
  if (refused) return refused;
  let counted: number;
  try {
    counted = await ai.conversations.nextTurn(state.sid, ai.tokenTtlSeconds);
  } catch (error) {
    return failClosed(deps, "conversation store failed", error);
  }
  const turn = Math.max(state.turn, counted) + 1;
  if (turn > ai.limits.turnsPerConversation) {
    // No Retry-After: waiting never clears it, a new conversation (no token) does.
    return aiError(
      429,
      "conversation_limit",
      `A conversation has at most ${ai.limits.turnsPerConversation} turns; start a new one by leaving out token.`,
    );
  }
  return { sid: state.sid, turn, history: state.history };
}

/**
 * A stream slot under the concurrency cap (its release), or the refusal. The release is
 * tracked, so that a shutdown waits until the slot is free in the store.
 */
export async function takeSlot(deps: AiDeps): Promise<OrApiError<() => void>> {
  let release: Awaited<ReturnType<AiDeps["ai"]["capacity"]["acquire"]>>;
  try {
    release = await deps.ai.capacity.acquire(deps.ai.limits.concurrentStreams);
  } catch (error) {
    return failClosed(deps, "stream capacity unavailable", error);
  }
  if (!release) return rateLimited("capacity", "Ask AI is at capacity; retry in a few seconds.", 5);
  return deps.streams.trackRelease(release);
}

/** The refusal to answer from a corpus that is empty or does not match its digest. */
export async function checkCorpus(
  deps: AiDeps,
  snapshot: CatalogSnapshot,
): Promise<ApiError | undefined> {
  const problem = await snapshot.catalog.corpusProblem(deps.ai.corpusDigest);
  if (!problem) return undefined;
  deps.logger.error("Ask AI corpus failed its integrity check", { problem });
  return aiError(
    503,
    "corpus_integrity",
    "The Ask AI corpus failed its integrity check; catalog search is unaffected.",
  );
}

/** Screens the question when a moderator is configured: the refusal, if any. */
export async function moderate(
  deps: AiDeps,
  message: string,
  signal: AbortSignal,
): Promise<ApiError | undefined> {
  const moderator = deps.ai.moderator;
  if (!moderator) return undefined;
  let flagged: boolean;
  try {
    ({ flagged } = await withTimeout(moderator.check(message, signal), deps.ai.idleTimeoutMs));
  } catch (error) {
    deps.logger.warn("moderation unavailable; Ask AI fails closed", { error: errorMessage(error) });
    return aiError(
      503,
      "moderation_unavailable",
      "Moderation is unavailable, so the question cannot be answered now.",
    );
  }
  if (!flagged) return undefined;
  return aiError(422, "moderation_refused", "The question was refused by input moderation.");
}
