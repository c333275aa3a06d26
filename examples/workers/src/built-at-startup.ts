// The Worker with its catalog in the script and the bindings read at the global scope: the
// whole API is built when the isolate starts, so no request pays for it.
import "./request-context.ts";
import { env } from "cloudflare:workers";
import { createWorker, openAiModels } from "@grc-directory/adapter-workers";
import catalog from "../catalog/catalog.json";

export default createWorker({ catalog, env, openAi: openAiModels });
