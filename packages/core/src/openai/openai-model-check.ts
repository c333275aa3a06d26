import { APIConnectionError, APIConnectionTimeoutError, APIError, type OpenAI } from "openai";

/** Options of `openAiModelCheck`. */
export interface OpenAiModelCheckOptions {
  /**
   * How long one call's outcome (pending, answered or failed) answers every check, in ms.
   * @default 30000
   */
  keepMs?: number;
  /**
   * Longest the model server may take to answer, in ms; `/readyz` bounds its checks at 1500.
   * @default 1500
   */
  timeoutMs?: number;
  /**
   * Milliseconds since the epoch (tests move it by hand).
   * @default Date.now
   */
  now?: () => number;
}

/**
 * Why the model server did not answer, in words safe for a public `/readyz`: an API error's
 * message may quote the key (`Incorrect API key provided: sk-…`), so only its status is said.
 */
function failure(error: unknown): Error {
  if (error instanceof APIConnectionTimeoutError) return new Error("the model server timed out");
  if (error instanceof APIConnectionError) return new Error("the model server is unreachable");
  if (error instanceof APIError && error.status !== undefined) {
    return new Error(`the model server answered ${error.status}`);
  }
  return new Error(`the model check failed (${error instanceof Error ? error.name : "error"})`);
}

/**
 * A `ping` for a responder on an OpenAI-compatible server: `GET {baseURL}/models`, which every
 * such server answers cheaply (OpenAI, vLLM, Ollama, llama.cpp), with no retry. One call's
 * outcome answers every check for `keepMs`, so however often and from however many places
 * `/readyz` is probed, the server gets one call per responder per 30 s. The call is shared,
 * so one check's `signal` does not end it; its own `timeoutMs` does.
 */
export function openAiModelCheck(
  client: OpenAI,
  options: OpenAiModelCheckOptions = {},
): (signal: AbortSignal) => Promise<void> {
  const keepMs = options.keepMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 1500;
  const now = options.now ?? Date.now;
  let kept: { at: number; outcome: Promise<void> } | undefined;

  async function listModels(): Promise<void> {
    try {
      await client.models.list({ timeout: timeoutMs, maxRetries: 0 });
    } catch (error) {
      throw failure(error);
    }
  }

  return () => {
    const at = now();
    if (!kept || at - kept.at >= keepMs) kept = { at, outcome: listModels() };
    return kept.outcome;
  };
}
