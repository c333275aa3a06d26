import type { Moderator } from "../ports.ts";
import { type OpenAiConnection, openAiClient } from "./openai-client.ts";

/** Options of `openAiModerator`: the connection and the moderation model. */
export interface OpenAiModeratorOptions extends OpenAiConnection {
  /** Default `omni-moderation-latest`. */
  model?: string;
}

/** Screens questions with the OpenAI moderation endpoint. */
export function openAiModerator(options: OpenAiModeratorOptions = {}): Moderator {
  const client = openAiClient(options);
  return {
    async check(text, signal) {
      const answer = await client.moderations.create(
        { model: options.model ?? "omni-moderation-latest", input: text },
        { signal },
      );
      return { flagged: answer.results.some((result) => result.flagged) };
    },
  };
}
