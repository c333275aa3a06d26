export type { OpenAiConnection } from "./openai-client.ts";
export { type OpenAiModeratorOptions, openAiModerator } from "./openai-moderator.ts";
export { type OpenAiResponderOptions, openAiResponder } from "./openai-responder.ts";
