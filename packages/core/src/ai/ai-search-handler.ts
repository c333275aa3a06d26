import { withTimeout } from "../async/with-timeout.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { ApiError } from "../http/api-error.ts";
import { siteRoot } from "../http/base-path.ts";
import { UNKNOWN_CLIENT } from "../http/client-ip.ts";
import type { Handler } from "../http/endpoint.ts";
import { rateLimitHeaders } from "../http/rate-limit-headers.ts";
import { completeSseResponse, sseEvent, sseResponse } from "../http/sse-response.ts";
import type {
  CatalogSnapshot,
  CatalogSource,
  ChatResponder,
  ClientIpResolver,
  Clock,
  Logger,
  RateLimiter,
  RateLimitPolicy,
  ResponderChunk,
  ResponderInput,
} from "../ports.ts";
import type { AiMetaEvent } from "./ai-events.ts";
import { type AiSearchRequest, aiError, readAiSearchRequest } from "./ai-request.ts";
import type { AiSettings } from "./ai-settings.ts";
import { answerEvents, doneData } from "./answer-events.ts";
import { composeAnswer } from "./composed-answers.ts";
import { HISTORY_TURNS } from "./conversation-token.ts";
import type { OpenStreams } from "./open-streams.ts";
import { keptRetrieval, retrievalKey } from "./retrieval-memo.ts";
import { vendorNameGuard } from "./vendor-name-guard.ts";

export interface AiDeps {
  taxonomy: TaxonomyIndex;
  catalogs: CatalogSource;
  rateLimiter: RateLimiter;
  clientIp: ClientIpResolver;
  clock: Clock;
  logger: Logger;
  ai: AiSettings;
  basePath: string;
  /** The streams open now, for `Api.shutdown`. */
  streams: OpenStreams;
  /**
   * Names this API in the keys of what it keeps in a catalog version's caches: APIs sharing
   * one catalog source may read questions with different taxonomies and responders.
   */
  apiId: string;
}

/** Why a stream ends early at shutdown, and why a new one is refused then. */
export const RESTARTING = {
  code: "unavailable",
  message: "The server is restarting; ask again in a few seconds.",
} as const;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function rateLimited(
  code: string,
  message: string,
  retryAfter: number,
  limitHeaders: Record<string, string> = {},
): ApiError {
  return new ApiError(429, code, message, undefined, {
    headers: { "retry-after": String(Math.max(0, Math.ceil(retryAfter))), ...limitHeaders },
  });
}

/** Counts a request against a policy; Ask AI fails closed when the limiter itself fails. */
async function enforce(deps: AiDeps, policy: RateLimitPolicy, key: string): Promise<void> {
  let decision: Awaited<ReturnType<RateLimiter["limit"]>>;
  try {
    decision = await deps.rateLimiter.limit(policy, key);
  } catch (error) {
    deps.logger.warn("rate limiter failed; Ask AI fails closed", { error: errorMessage(error) });
    throw aiError(503, "unavailable", "Ask AI is unavailable right now; retry shortly.");
  }
  if (!decision.allowed) {
    throw rateLimited(
      "rate_limited",
      `Too many Ask AI requests: at most ${policy.limit} per ${policy.windowSeconds} seconds.`,
      decision.resetSeconds,
      rateLimitHeaders(policy, decision),
    );
  }
}

/** Counts a follow-up in the conversation store; Ask AI fails closed when the store fails. */
async function countFollowUp(deps: AiDeps, sid: string): Promise<number> {
  try {
    return await deps.ai.conversations.nextTurn(sid, deps.ai.tokenTtlSeconds);
  } catch (error) {
    deps.logger.warn("conversation store failed; Ask AI fails closed", {
      error: errorMessage(error),
    });
    throw aiError(503, "unavailable", "Ask AI is unavailable right now; retry shortly.");
  }
}

/** Loads the token secret (from a shared store); Ask AI fails closed while it cannot. */
async function loadTokenSecret(deps: AiDeps): Promise<void> {
  try {
    await deps.ai.tokens.ready();
  } catch (error) {
    deps.logger.warn("token secret unavailable; Ask AI fails closed", {
      error: errorMessage(error),
    });
    throw aiError(503, "unavailable", "Ask AI is unavailable right now; retry shortly.");
  }
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
async function admitTurn(deps: AiDeps, body: AiSearchRequest, now: number) {
  const { ai } = deps;
  await loadTokenSecret(deps);
  if (body.token === undefined) return { sid: crypto.randomUUID(), turn: 1, history: [] };
  const state = await ai.tokens.verify(body.token, now);
  if (!state) throw aiError(400, "bad_token");
  const session = { name: "ai-session", limit: ai.limits.perSessionPerHour, windowSeconds: 3600 };
  if (state.turn === 1) await enforce(deps, session, state.sid);
  await enforce(deps, session, state.sid);
  const turn = Math.max(state.turn, await countFollowUp(deps, state.sid)) + 1;
  if (turn > ai.limits.turnsPerConversation) {
    throw rateLimited(
      "conversation_limit",
      `A conversation has at most ${ai.limits.turnsPerConversation} turns; start a new one by leaving out token.`,
      0,
    );
  }
  return { sid: state.sid, turn, history: state.history };
}

/**
 * A stream slot under the concurrency cap; the counter's own failure fails closed. The
 * release is tracked, so that a shutdown waits until the slot is free in the store.
 */
async function takeSlot(deps: AiDeps): Promise<() => void> {
  let release: Awaited<ReturnType<AiDeps["ai"]["capacity"]["acquire"]>>;
  try {
    release = await deps.ai.capacity.acquire(deps.ai.limits.concurrentStreams);
  } catch (error) {
    deps.logger.warn("stream capacity unavailable; Ask AI fails closed", {
      error: errorMessage(error),
    });
    throw aiError(503, "unavailable", "Ask AI is unavailable right now; retry shortly.");
  }
  if (!release) throw rateLimited("capacity", "Ask AI is at capacity; retry in a few seconds.", 5);
  return deps.streams.trackRelease(release);
}

/** Refuses to answer from a corpus that is empty or does not match its digest. */
async function checkCorpus(deps: AiDeps, snapshot: CatalogSnapshot): Promise<void> {
  const problem = await snapshot.catalog.corpusProblem(deps.ai.corpusDigest);
  if (!problem) return;
  deps.logger.error("Ask AI corpus failed its integrity check", { problem });
  throw aiError(
    503,
    "corpus_integrity",
    "The Ask AI corpus failed its integrity check; catalog search is unaffected.",
  );
}

/** Screens the question when a moderator is configured; an outage fails closed. */
async function moderate(deps: AiDeps, message: string, signal: AbortSignal): Promise<void> {
  const moderator = deps.ai.moderator;
  if (!moderator) return;
  let flagged: boolean;
  try {
    ({ flagged } = await withTimeout(moderator.check(message, signal), deps.ai.idleTimeoutMs));
  } catch (error) {
    deps.logger.warn("moderation unavailable; Ask AI fails closed", { error: errorMessage(error) });
    throw aiError(
      503,
      "moderation_unavailable",
      "Moderation is unavailable, so the question cannot be answered now.",
    );
  }
  if (flagged) {
    throw aiError(422, "moderation_refused", "The question was refused by input moderation.");
  }
}

/** Aborts `abort` when the client goes away; the returned function stops watching. */
function abortWhenClientGoes(request: Request, abort: AbortController): () => void {
  const onClientGone = () => abort.abort();
  request.signal?.addEventListener("abort", onClientGone);
  return () => request.signal?.removeEventListener("abort", onClientGone);
}

/**
 * Starts the responder and waits for its first piece, so that a model failing before it
 * says anything is a 503 rather than a stream that ends at once.
 */
async function startAnswer(
  deps: AiDeps,
  responder: ChatResponder,
  input: ResponderInput,
  abort: AbortController,
) {
  const chunks = responder.respond(input, abort.signal)[Symbol.asyncIterator]();
  const next = () => withTimeout(chunks.next(), deps.ai.idleTimeoutMs);
  try {
    return { first: await next(), next };
  } catch (error) {
    abort.abort();
    deps.logger.warn("model failed before answering", { error: errorMessage(error) });
    throw aiError(503, "unavailable", "The model is unavailable; retry shortly.");
  }
}

/** Streams `meta`, the remaining `delta`s, then `done` (or `error` if the model fails). */
function streamAnswer(
  deps: AiDeps,
  meta: AiMetaEvent,
  answer: Awaited<ReturnType<typeof startAnswer>>,
  guard: ReturnType<typeof vendorNameGuard>,
  token: string,
  abort: AbortController,
  onClose: () => void,
  headers: Record<string, string>,
): Response {
  return sseResponse(
    async (send, signal) => {
      send("meta", meta);
      const events = answerEvents(send, guard);
      try {
        let result: IteratorResult<ResponderChunk> = answer.first;
        for (; !result.done; result = await answer.next()) {
          if (signal.aborted) return;
          events.chunk(result.value);
        }
        send("done", doneData(events.finish(), token, deps.logger));
      } catch (error) {
        if (signal.aborted) return;
        abort.abort();
        events.failed(errorMessage(error), deps.logger);
      }
    },
    { heartbeatMs: deps.ai.heartbeatMs, abort, onClose, headers, register: deps.streams.add },
  );
}

/**
 * The chunks of a responder that answers at once (`respondAtOnce`); its failure is a 503,
 * as for a model failing before it says anything.
 */
function answerAtOnce(
  deps: AiDeps,
  responder: ChatResponder,
  input: ResponderInput,
): readonly ResponderChunk[] {
  try {
    return responder.respondAtOnce?.(input) ?? [];
  } catch (error) {
    deps.logger.warn("model failed before answering", { error: errorMessage(error) });
    throw aiError(503, "unavailable", "The model is unavailable; retry shortly.");
  }
}

/**
 * `POST /api/ai-search`: a short vendor recommendation streamed as server-sent events
 * (`meta`, `delta`…, then `done` or `error`). Everything that can refuse the request does
 * so before the stream starts, as a JSON `AiSearchError`.
 */
export function aiSearchHandler(deps: AiDeps): Handler {
  const { ai } = deps;
  // The corpus check hashes every vendor when a digest is expected: done now for the
  // catalog at hand, not in the first question (a failure is reported by that question).
  if (ai.enabled && ai.corpusDigest !== undefined) {
    deps.catalogs
      .current()
      .then((snapshot) => snapshot.catalog.corpusProblem(ai.corpusDigest))
      .catch(() => {});
  }
  const ipPolicy = { name: "ai-ip", limit: ai.limits.perIpPerMinute, windowSeconds: 60 };

  return async (request, url, context, headers) => {
    if (!ai.enabled) throw aiError(503, "disabled", "Ask AI is switched off on this deployment.");
    const responder = ai.responder;
    if (!responder) {
      throw aiError(
        503,
        "not_configured",
        "Ask AI has no usable model configured on this deployment.",
      );
    }
    await enforce(deps, ipPolicy, deps.clientIp(request, context) ?? UNKNOWN_CLIENT);
    const body = await readAiSearchRequest(request);
    const now = deps.clock.now();
    const conversation = await admitTurn(deps, body, now);
    const snapshot = await deps.catalogs.current();
    await checkCorpus(deps, snapshot);

    if (deps.streams.closing) throw aiError(503, RESTARTING.code, RESTARTING.message);
    // An answer made at once with no moderation to wait for holds no stream and waits on no
    // network: it takes no stream slot (on Upstash, two round trips fewer) and does not watch
    // for the client going away. Moderation and models take a slot and are aborted then.
    const atOnce = responder.respondAtOnce !== undefined && ai.moderator === null;
    const release = atOnce ? undefined : await takeSlot(deps);
    const abort = new AbortController();
    const stopWatching = atOnce ? undefined : abortWhenClientGoes(request, abort);
    const cleanUp = () => {
      stopWatching?.();
      release?.();
    };

    try {
      await moderate(deps, body.message, abort.signal);
      const { catalog } = snapshot;
      const question = {
        apiId: deps.apiId,
        message: body.message,
        previous: conversation.history.at(-1)?.filters,
        root: siteRoot(url, deps.basePath),
      };
      const found = keptRetrieval(catalog, deps.taxonomy, question);
      const answerLocale =
        !responder.locales || responder.locales.includes(body.locale)
          ? body.locale
          : (responder.locales[0] ?? body.locale);
      const input: ResponderInput = {
        message: body.message,
        intent: found.intent,
        locale: answerLocale,
        history: conversation.history.slice(-HISTORY_TURNS).map((entry) => entry.message),
        vendors: found.vendors,
        matchedCount: found.matchedCount,
        signals: found.signals,
        filters: found.filters,
      };
      const sign = () =>
        ai.tokens.sign(
          {
            sid: conversation.sid,
            turn: conversation.turn,
            history: [...conversation.history, { message: body.message, filters: found.filters }],
          },
          now,
        );
      const meta = (): AiMetaEvent => ({
        model: responder.model,
        locale: body.locale,
        answerLocale,
        ...(answerLocale !== body.locale
          ? {
              note: `This responder answers in ${responder.locales?.join(", ")} only; "${body.locale}" was asked, so the answer is in "${answerLocale}".`,
            }
          : {}),
        vendors: found.vendors.map(({ name, detailsPage }) => ({ name, detailsPage })),
        matchedCount: found.matchedCount,
        filters: found.filters,
      });
      const guard = () =>
        vendorNameGuard(
          catalog.retrieval.names,
          found.vendors.map((vendor) => vendor.name),
        );

      if (responder.respondAtOnce) {
        // Its answer is all there at once: sent whole, no stream held open, and composed
        // once for everyone asking the same: such a responder gives the same chunks for the
        // same input, which the retrieval, the locale and the earlier questions make whole.
        const key = JSON.stringify([retrievalKey(question), body.locale, input.history]);
        let composed = catalog.caches.composedAnswers.get(key);
        if (!composed) {
          composed = composeAnswer(meta(), answerAtOnce(deps, responder, input), guard());
          catalog.caches.composedAnswers.set(key, composed);
        }
        const done = sseEvent("done", doneData(composed.end, await sign(), deps.logger));
        const response = completeSseResponse(composed.events + done, headers);
        cleanUp();
        return response;
      }
      const answer = await startAnswer(deps, responder, input, abort);
      const token = await sign();
      return streamAnswer(deps, meta(), answer, guard(), token, abort, cleanUp, headers);
    } catch (error) {
      // Whatever was started for this answer (moderation, the model) stops with the refusal.
      abort.abort();
      cleanUp();
      throw error;
    }
  };
}
