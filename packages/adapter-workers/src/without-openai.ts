import { createWorker } from "./create-worker.ts";

export {
  createWorker,
  type Worker,
  type WorkerContext,
  type WorkerEnv,
  type WorkerOptions,
} from "./create-worker.ts";

/**
 * The Worker without the `openai` package (a smaller bundle): Ask AI answers with the
 * built-in grounded responder, and an `AI_MODEL` binding answers 503 `not_configured`.
 */
export default createWorker();
