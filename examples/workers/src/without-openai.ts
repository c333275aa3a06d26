// The same Worker without the openai package: Ask AI answers with the built-in responder.
// Deploy it with `wrangler deploy src/without-openai.ts`.
import "./request-context.ts";

export { default } from "@grc-directory/adapter-workers/without-openai";
