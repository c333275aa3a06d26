import { buildPrompt } from "../ai/prompt.ts";
import type { ChatResponder } from "../ports.ts";
import { type OpenAiConnection, openAiClient } from "./openai-client.ts";

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
 * goes away.
 */
export function openAiResponder(options: OpenAiResponderOptions): ChatResponder {
  const client = openAiClient(options);
  return {
    model: options.model,
    async *respond(input, signal) {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          messages: buildPrompt(input),
          stream: true,
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
      }
    },
  };
}
