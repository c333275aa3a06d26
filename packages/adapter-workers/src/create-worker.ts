import { type Api, headerAddress } from "@grc-directory/core";
import {
  ApiEnvSchema,
  apiFromConfig,
  jsonLogger,
  type OpenAiModels,
  readApiConfig,
} from "@grc-directory/core/config";

/** The part of the Workers `ExecutionContext` the API uses. */
export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** Worker bindings: vars and secrets by the same names as the Node environment. */
export type WorkerEnv = Record<string, unknown>;

/** A module Worker: `export default createWorker()`. */
export interface Worker {
  fetch(request: Request, env: WorkerEnv, ctx: WorkerContext): Promise<Response>;
}

export interface WorkerOptions {
  /** The OpenAI client (`openAiModels`), needed only when `AI_MODEL` is bound. */
  openAi?: OpenAiModels;
  /** A catalog document bundled with the Worker; default the bundled sample. */
  catalog?: unknown;
}

const MISCONFIGURED = JSON.stringify({
  error: "The service is not configured correctly; the operator's log says why.",
  code: "SERVICE_MISCONFIGURED",
});

/**
 * The settings from the bindings: only the names the API reads, with `[vars]` numbers
 * and booleans taken as their text (`AI_ENABLED = false` works as `"false"` does).
 */
function settingsFrom(env: WorkerEnv): Record<string, string | undefined> {
  const settings: Record<string, string | undefined> = {};
  for (const name of Object.keys(ApiEnvSchema.entries)) {
    const value = env[name];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      settings[name] = String(value);
    }
  }
  return settings;
}

/**
 * Builds the API once per isolate, on the first request (bindings arrive with it), with
 * the client IP from `CF-Connecting-IP` and interest recording handed to `ctx.waitUntil`.
 * A bad binding answers 503 `SERVICE_MISCONFIGURED` and logs which one, without its value.
 */
export function createWorker(options: WorkerOptions = {}): Worker {
  let built: { env: WorkerEnv; api: Api } | undefined;
  const apiFor = (env: WorkerEnv): Api => {
    if (built?.env !== env) {
      const config = readApiConfig(settingsFrom(env));
      const api = apiFromConfig(config, {
        logger: jsonLogger(config.LOG_LEVEL),
        clientIp: headerAddress("cf-connecting-ip"),
        catalog: options.catalog,
        ...(options.openAi ? { openAi: options.openAi } : {}),
      });
      built = { env, api };
    }
    return built.api;
  };
  return {
    async fetch(request, env, ctx) {
      let api: Api;
      try {
        api = apiFor(env);
      } catch (error) {
        console.error(JSON.stringify({ level: "error", message: (error as Error).message }));
        return new Response(MISCONFIGURED, {
          status: 503,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "cache-control": "no-store",
          },
        });
      }
      return api.fetch(request, { waitUntil: (promise) => ctx.waitUntil(promise) });
    },
  };
}
