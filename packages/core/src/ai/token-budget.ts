import type { ApiError } from "../http/api-error.ts";
import { throttledWarning } from "../http/throttled-warning.ts";
import { utcDay } from "../market/utc-day.ts";
import type { ResponderChunk, ResponderInput, TokenUsage } from "../ports.ts";
import { failClosed, rateLimited } from "./ai-admission.ts";
import type { StartedAnswer } from "./ai-answer.ts";
import type { AiDeps } from "./ai-search-handler.ts";
import { buildPrompt } from "./prompt.ts";

/**
 * Ask AI's daily model-token budget (`ai.dailyTokenBudget`): checked before each model
 * answer, and each answer's spend recorded once it ends. An answer that starts under the
 * budget runs to its end, so a day may overrun it by what the answers open at that moment
 * spend (each bounded by its prompt and the model's `maxTokens`).
 */

const DAY_MS = 86_400_000;
/** While the budget is spent, its warning is logged at most this often per instance. */
const SPENT_WARNING_MS = 3_600_000;

/** Seconds from `now` to the next UTC midnight, when the day's budget starts over. */
export function secondsToUtcMidnight(now: number): number {
  return Math.ceil(((utcDay(now) + 1) * DAY_MS - now) / 1000);
}

/** Tokens of a text no server counted: a quarter of its characters (UTF-16 units), rounded up. */
export function estimateTokens(characters: number): number {
  return Math.ceil(characters / 4);
}

/** Usage a server reported, when it is usable: whole numbers of tokens, 0 or more. */
function reported(usage: TokenUsage | undefined): TokenUsage | undefined {
  const valid = (tokens: number) => Number.isSafeInteger(tokens) && tokens >= 0;
  return usage && valid(usage.promptTokens) && valid(usage.completionTokens) ? usage : undefined;
}

/**
 * The spend of an answer whose server reported none: the prompt the model was sent
 * (`buildPrompt`, every message's text) and the answer text it gave, each estimated.
 */
export function estimatedUsage(input: ResponderInput, answerCharacters: number): TokenUsage {
  const promptCharacters = buildPrompt(input).reduce((sum, { content }) => sum + content.length, 0);
  return {
    promptTokens: estimateTokens(promptCharacters),
    completionTokens: estimateTokens(answerCharacters),
  };
}

/** What names one answer in its log line. */
export interface AnswerLabels {
  model: string;
  requestId?: string;
}

/** One model answer being metered, from its first piece to its end. */
export interface MeteredAnswer {
  /** The answer, each chunk noted as it passes (its text, the usage its server reports). */
  watch(answer: StartedAnswer, input: ResponderInput): StartedAnswer;
  /**
   * Records what the answer spent, once, however it ended (done, failed, client gone): the
   * usage its server reported, else the estimate. An answer never watched (the model failed
   * before its first piece) records nothing. Never rejects.
   */
  finish(): Promise<void>;
}

/** The budget of one API: the check before an answer, the meter of each answer. */
export interface TokenBudget {
  /**
   * The refusal before a model answer when today's spend (UTC, by `deps.clock`) has reached
   * the budget: 429 `capacity` with `Retry-After` until the next UTC midnight. A store that
   * fails refuses with 503 `unavailable` (fail closed). Undefined: the answer may start.
   */
  check(now: number): Promise<ApiError | undefined>;
  /** Meters one model answer admitted at `now`; it counts toward that UTC day. */
  meter(now: number, labels: AnswerLabels): MeteredAnswer;
}

/** The daily token budget of the API built on `deps`. */
export function tokenBudget(deps: AiDeps): TokenBudget {
  const clock = () => deps.clock.now();
  const warnSpent = throttledWarning(deps.logger, SPENT_WARNING_MS, clock);
  const warnUnrecorded = throttledWarning(deps.logger, 10_000, clock);

  /**
   * Records one answer's spend: added to its day in the store, then logged with the day's
   * total. The one place spend is recorded, where a metric of it belongs.
   */
  async function recordSpend(
    day: number,
    usage: TokenUsage,
    estimated: boolean,
    labels: AnswerLabels,
  ): Promise<void> {
    const tokens = usage.promptTokens + usage.completionTokens;
    deps.telemetry.aiTokens.add(usage.promptTokens, { type: "prompt", estimated });
    deps.telemetry.aiTokens.add(usage.completionTokens, { type: "completion", estimated });
    let dayTokens: number | undefined;
    try {
      dayTokens = await deps.ai.tokenSpend.add(day, tokens);
    } catch (error) {
      warnUnrecorded("token spend not recorded; the day's total misses it", {
        tokens,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    const budget = deps.ai.dailyTokenBudget;
    deps.logger.info?.("Ask AI model answer", {
      ...labels,
      tokens,
      ...usage,
      estimated,
      ...(dayTokens === undefined ? {} : { dayTokens }),
      ...(budget === undefined ? {} : { dailyTokenBudget: budget }),
    });
  }

  return {
    async check(now) {
      const budget = deps.ai.dailyTokenBudget;
      if (budget === undefined) return undefined;
      let spent: number;
      try {
        spent = await deps.ai.tokenSpend.spent(utcDay(now));
      } catch (error) {
        return failClosed(deps, "token spend store failed", error);
      }
      if (spent < budget) return undefined;
      const retryAfter = secondsToUtcMidnight(now);
      warnSpent("Ask AI's daily token budget is spent; model answers are refused until 00:00 UTC", {
        dayTokens: spent,
        dailyTokenBudget: budget,
        retryAfter,
      });
      return rateLimited(
        "capacity",
        "Ask AI has spent today's model budget; retry after 00:00 UTC.",
        retryAfter,
      );
    },

    meter(now, labels) {
      const day = utcDay(now);
      let input: ResponderInput | undefined;
      let usage: TokenUsage | undefined;
      let answerCharacters = 0;
      let recorded: Promise<void> | undefined;
      const note = (result: IteratorResult<ResponderChunk>) => {
        if (result.done || recorded) return;
        answerCharacters += result.value.text?.length ?? 0;
        usage = reported(result.value.usage) ?? usage;
      };
      return {
        watch(answer, given) {
          input = given;
          note(answer.first);
          return {
            first: answer.first,
            async next() {
              const result = await answer.next();
              note(result);
              return result;
            },
          };
        },
        finish() {
          if (!recorded) {
            recorded =
              input === undefined
                ? Promise.resolve()
                : usage
                  ? recordSpend(day, usage, false, labels)
                  : recordSpend(day, estimatedUsage(input, answerCharacters), true, labels);
          }
          return recorded;
        },
      };
    },
  };
}
