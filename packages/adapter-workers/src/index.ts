import { openAiModels } from "@grc-directory/core/openai";
import { createWorker } from "./create-worker.ts";

export { openAiModels } from "@grc-directory/core/openai";
export {
  createWorker,
  type Worker,
  type WorkerContext,
  type WorkerEnv,
  type WorkerOptions,
} from "./create-worker.ts";

/** The Worker with every option: `AI_MODEL` and `OPENAI_*` bindings select a model. */
export default createWorker({ openAi: openAiModels });
