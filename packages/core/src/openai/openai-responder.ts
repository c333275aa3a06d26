import { buildPrompt } from "../ai/prompt.ts";
import type { ChatResponder } from "../ports.ts";
import { type OpenAiConnection, openAiClient } from "./openai-client.ts";
import { openAiModelCheck } from "./openai-model-check.ts";

/** Options of `openAiResponder`: the connection and the model to ask. */
export interface OpenAiResponderOptions extends OpenAiConnection {
  /** The chat model, e.g. `gpt-4.1-mini`, or a local model's name. */
  model: string;
  /** Default 0.2: recommendations, not creative writing. */
  temperature?: number;
  /** Default 600. */
  maxTokens?: number;
}

/**
 * A responder on any OpenAI-compatible Chat Completions endpoint, streaming. The prompt
 * limits it to the retrieved vendors; `signal` aborts the HTTP request when the client
 * goes away. It asks for the answer's token usage (`stream_options.include_usage`) and passes
 * it on as the last chunk's `usage` when the server reports it.
 */
export function openAiResponder(options: OpenAiResponderOptions): ChatResponder {
  const client = openAiClient(options);
  return {
    model: options.model,
    ping: openAiModelCheck(client),
    async *respond(input, signal) {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          messages: buildPrompt(input),
          stream: true,
          // The last chunk then reports the tokens spent, for the daily token budget.
          stream_options: { include_usage: true },
          temperature: options.temperature ?? 0.2,
          max_tokens: options.maxTokens ?? 600,
        },
        { signal },
      );
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        const text = choice?.delta?.content;
        if (text) yield { text };
        if (choice?.finish_reason) yield { finishReason: choice.finish_reason };
        if (chunk.usage) {
          const { prompt_tokens, completion_tokens } = chunk.usage;
          yield { usage: { promptTokens: prompt_tokens, completionTokens: completion_tokens } };
        }
      }
    },
  };
}
