export type { OpenAiConnection } from "./openai-client.ts";
export { type OpenAiModeratorOptions, openAiModerator } from "./openai-moderator.ts";
export { type OpenAiResponderOptions, openAiResponder } from "./openai-responder.ts";

import type { OpenAiModels } from "../config/api-from-config.ts";
import { openAiModerator } from "./openai-moderator.ts";
import { openAiResponder } from "./openai-responder.ts";

/** The OpenAI client for `apiFromConfig` (`@grc-directory/core/config`). */
export const openAiModels: OpenAiModels = {
  responder: openAiResponder,
  moderator: openAiModerator,
};
