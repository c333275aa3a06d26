import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import type { QuestionLexicon } from "../free-text/question-lexicon.ts";
import { ApiError, type OrApiError } from "../http/api-error.ts";
import { siteRoot } from "../http/base-path.ts";
import { UNKNOWN_CLIENT } from "../http/client-ip.ts";
import type { Handler } from "../http/endpoint.ts";
import { completeSseResponse, sseEvent } from "../http/sse-response.ts";
import type {
  CatalogSnapshot,
  CatalogSource,
  ChatResponder,
  ClientIpResolver,
  Clock,
  Logger,
  RateLimiter,
  ResponderInput,
} from "../ports.ts";
import type { Telemetry } from "../telemetry/instruments.ts";
import {
  type AdmittedTurn,
  admitTurn,
  checkCorpus,
  enforce,
  moderate,
  takeSlot,
} from "./ai-admission.ts";
import { answerAtOnce, startAnswer, streamAnswer } from "./ai-answer.ts";
import type { AiMetaEvent } from "./ai-events.ts";
import { type AiSearchRequest, aiError, readAiSearchRequest } from "./ai-request.ts";
import type { AiSettings } from "./ai-settings.ts";
import { doneData } from "./answer-events.ts";
import { composeAnswer } from "./composed-answers.ts";
import { HISTORY_TURNS } from "./conversation-token.ts";
import type { OpenStreams } from "./open-streams.ts";
import { keptRetrieval, retrievalKey } from "./retrieval-memo.ts";
import { type MeteredAnswer, tokenBudget } from "./token-budget.ts";
import { vendorNameGuard } from "./vendor-name-guard.ts";

export interface AiDeps {
  taxonomy: TaxonomyIndex;
  /** Reads the question (`Dependencies.freeText`). */
  freeText: FreeTextReader;
  /** Reads its size, industry, language, topic and follow-up words (`Dependencies.questionLexicon`). */
  questionLexicon: QuestionLexicon;
  catalogs: CatalogSource;
  rateLimiter: RateLimiter;
  clientIp: ClientIpResolver;
  clock: Clock;
  logger: Logger;
  telemetry: Telemetry;
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

/** Aborts `abort` when the client goes away; the returned function stops watching. */
function abortWhenClientGoes(request: Request, abort: AbortController): () => void {
  const onClientGone = () => abort.abort();
  request.signal?.addEventListener("abort", onClientGone);
  return () => request.signal?.removeEventListener("abort", onClientGone);
}

/** A turn admitted to be answered, and what its answer is made with. */
interface Turn {
  url: URL;
  body: AiSearchRequest;
  conversation: AdmittedTurn;
  snapshot: CatalogSnapshot;
  responder: ChatResponder;
  now: number;
  /** Aborted when the client goes away, the answer is refused, or the stream ends. */
  abort: AbortController;
  /**
   * Releases what the turn holds (its stream slot) and records what its model spent; runs
   * once, however the turn ends.
   */
  cleanUp(): void;
  /** Counts the tokens a model's answer spends; undefined for a responder with no model. */
  meter: MeteredAnswer | undefined;
  headers: Record<string, string>;
}

/**
 * The answer to an admitted turn: moderation, retrieval, then the responder's answer, sent
 * whole when it comes at once, else streamed; or the refusal.
 */
async function answerTurn(deps: AiDeps, turn: Turn): Promise<OrApiError<Response>> {
  const { body, conversation, responder, abort, headers } = turn;
  const refused = await moderate(deps, body.message, abort.signal);
  if (refused) return refused;
  const { catalog } = turn.snapshot;
  const question = {
    apiId: deps.apiId,
    message: body.message,
    previous: conversation.history.at(-1)?.filters,
    root: siteRoot(turn.url, deps.basePath),
  };
  const found = keptRetrieval(catalog, deps.freeText, question, deps.questionLexicon);
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
    places: found.places,
  };
  const sign = () =>
    deps.ai.tokens.sign(
      {
        sid: conversation.sid,
        turn: conversation.turn,
        history: [...conversation.history, { message: body.message, filters: found.filters }],
      },
      turn.now,
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
    // Its answer is all there at once: sent whole, no stream held open, and composed once
    // for everyone asking the same: such a responder gives the same chunks for the same
    // input, which the retrieval, the locale and the earlier questions make whole.
    const key = JSON.stringify([retrievalKey(question), body.locale, input.history]);
    let composed = catalog.caches.composedAnswers.get(key);
    if (!composed) {
      const chunks = answerAtOnce(deps, responder, input);
      if (chunks instanceof ApiError) return chunks;
      composed = composeAnswer(meta(), chunks, guard());
      catalog.caches.composedAnswers.set(key, composed);
    }
    const done = sseEvent("done", doneData(composed.end, await sign(), deps.logger));
    const response = completeSseResponse(composed.events + done, headers);
    turn.cleanUp();
    return response;
  }
  const started = await startAnswer(deps, responder, input, abort);
  if (started instanceof ApiError) return started;
  const answer = turn.meter ? turn.meter.watch(started, input) : started;
  const token = await sign();
  return streamAnswer(deps, {
    meta: meta(),
    answer,
    guard: guard(),
    token,
    abort,
    onClose: turn.cleanUp,
    headers,
  });
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
  const budget = tokenBudget(deps);

  return async (request, url, context, headers) => {
    if (!ai.enabled) return aiError(503, "disabled", "Ask AI is switched off on this deployment.");
    const responder = ai.responder;
    if (!responder) {
      return aiError(
        503,
        "not_configured",
        "Ask AI has no usable model configured on this deployment.",
      );
    }
    const limited = await enforce(
      deps,
      ipPolicy,
      deps.clientIp(request, context) ?? UNKNOWN_CLIENT,
    );
    if (limited) return limited;
    const body = await readAiSearchRequest(request);
    if (body instanceof ApiError) return body;
    const now = deps.clock.now();
    const conversation = await admitTurn(deps, body, now);
    if (conversation instanceof ApiError) return conversation;
    const snapshot = await deps.catalogs.current();
    const corrupt = await checkCorpus(deps, snapshot);
    if (corrupt) return corrupt;

    if (deps.streams.closing) return aiError(503, RESTARTING.code, RESTARTING.message);
    // An answer made at once with no moderation to wait for holds no stream and waits on no
    // network: it takes no stream slot (on Upstash, two round trips fewer) and does not watch
    // for the client going away. Moderation and models take a slot and are aborted then.
    // A model's answer spends tokens: refused once today's budget is spent, and metered. A
    // responder that answers at once needs no model (the built-in one): never refused.
    const usesModel = responder.respondAtOnce === undefined;
    const spent = usesModel ? await budget.check(now) : undefined;
    if (spent) return spent;
    const atOnce = responder.respondAtOnce !== undefined && ai.moderator === null;
    const release = atOnce ? undefined : await takeSlot(deps);
    if (release instanceof ApiError) return release;
    const abort = new AbortController();
    const stopWatching = atOnce ? undefined : abortWhenClientGoes(request, abort);
    const meter = usesModel
      ? budget.meter(now, { model: responder.model, requestId: headers["x-request-id"] })
      : undefined;
    // Recorded once the answer ends: a shutdown waits for it, and so does a Worker.
    const recordSpend =
      meter &&
      deps.streams.trackRelease(() => {
        const recording = meter.finish();
        context.waitUntil?.(recording);
        return recording;
      });
    const cleanUp = () => {
      stopWatching?.();
      release?.();
      recordSpend?.();
    };
    const turn = {
      url,
      body,
      conversation,
      snapshot,
      responder,
      now,
      abort,
      cleanUp,
      meter,
      headers,
    };
    let answer: OrApiError<Response>;
    try {
      answer = await answerTurn(deps, turn);
    } catch (error) {
      abort.abort();
      cleanUp();
      throw error;
    }
    if (answer instanceof ApiError) {
      // Whatever was started for this answer (moderation, the model) stops with the refusal.
      abort.abort();
      cleanUp();
    } else {
      deps.telemetry.aiAnswers.add(1, { responder: usesModel ? "model" : "built-in" });
    }
    return answer;
  };
}
