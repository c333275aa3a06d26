import {
  headerAddress,
  type LexiconInput,
  readerBuiltAhead,
  WORKER_LEXICONS,
} from "@grc-directory/core";
import { type FetchHandler, servedFetch } from "@grc-directory/core/adapter";
import {
  ApiEnvSchema,
  ConfigError,
  catalogApiFromConfig,
  jsonLogger,
  type OpenAiModels,
  parseCatalogJson,
  readApiConfig,
} from "@grc-directory/core/config";
import type { SiteFiles } from "@grc-directory/core/site-files";
import { assetSiteFiles } from "./asset-site-files.ts";
import { assetsBinding, fetchAsset } from "./assets-binding.ts";

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

/** Options of `createWorker`: the OpenAI client, a bundled catalog, the site files. */
export interface WorkerOptions {
  /** The OpenAI client (`openAiModels`), needed only when `AI_MODEL` is bound. */
  openAi?: OpenAiModels;
  /**
   * A catalog document bundled with the Worker. Without it, the catalog is the static asset
   * at the `CATALOG_ASSET` path, read through the `ASSETS` binding on the first request.
   */
  catalog?: unknown;
  /**
   * Where `/assets/*` and the OpenAPI document's shared parts come from. Without it,
   * from the `ASSETS` binding at `/assets/<name>` (see `siteFileContents` in
   * `@grc-directory/core/site-files`); `embeddedSiteFiles` of the same module puts them in
   * the script instead.
   */
  siteFiles?: SiteFiles;
  /**
   * The languages free text is read in (one lexicon each). Default `WORKER_LEXICONS`: eighteen
   * languages, so that the reader built at the script's global scope keeps the Worker's
   * start-up under its 400 ms; `ALL_LEXICONS` reads the thirty-three more every other runtime
   * reads, at more start-up (and about 80 KiB gzip more script).
   */
  lexicons?: readonly LexiconInput[];
  /**
   * The bindings, where the script has them at its global scope (`import { env } from
   * "cloudflare:workers"`). With a bundled `catalog`, the API is then built when the Worker is
   * created, at the global scope, so that an isolate's first request costs what the next one
   * does; a request whose bindings differ builds it again with its own.
   */
  env?: WorkerEnv;
}

/** The API's error shape (`{ ok: false, error: { code, message, hint } }`), as core answers. */
const MISCONFIGURED = JSON.stringify({
  ok: false,
  error: {
    code: "SERVICE_MISCONFIGURED",
    message: "The service is not configured correctly.",
    hint: "The operator's log says which setting or catalog is wrong.",
  },
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
 * The catalog from the `CATALOG_ASSET` static asset. Kept out of the script, the catalog
 * does not count toward its size; with `run_worker_first`, the asset is never served to
 * clients, so its private fields stay private.
 */
async function catalogAsset(env: WorkerEnv): Promise<unknown> {
  const path = env.CATALOG_ASSET;
  const assets = assetsBinding(env);
  if (typeof path !== "string" || !path.startsWith("/") || !assets) {
    throw new ConfigError(
      "No catalog: bind CATALOG_ASSET (a path such as /catalog.json) and the ASSETS binding, or pass createWorker({ catalog })",
    );
  }
  const response = await fetchAsset(assets, path);
  if (!response.ok) {
    throw new ConfigError(`CATALOG_ASSET ${path} answered ${response.status} from ASSETS`);
  }
  return parseCatalogJson(await response.text(), `CATALOG_ASSET ${path}`);
}

/**
 * Whether two sets of bindings configure the same API: the same settings, and an `ASSETS`
 * binding in both or neither (the one at the global scope is another object than a request's,
 * and reaches the same assets).
 */
function sameBindings(a: WorkerEnv, b: WorkerEnv): boolean {
  if (a === b) return true;
  return (
    (assetsBinding(a) === undefined) === (assetsBinding(b) === undefined) &&
    JSON.stringify(settingsFrom(a)) === JSON.stringify(settingsFrom(b))
  );
}

/**
 * Builds the API once per isolate, on the first request (bindings arrive with it), with
 * the client IP from `CF-Connecting-IP` and interest recording handed to `ctx.waitUntil`.
 * What free text is read with (the gazetteer, the lexicons, the typo indexes) is built when
 * the Worker is created, at the script's global scope (`readerBuiltAhead`), so no request
 * pays for it; a taxonomy with additions builds its own with the API.
 * Given the bindings and a bundled catalog (`env`, `catalog`), it builds the API at once, at
 * the global scope too.
 * A bad binding or catalog answers 503 `SERVICE_MISCONFIGURED` and logs why, never a
 * secret's value; the next request tries again.
 */
export function createWorker(options: WorkerOptions = {}): Worker {
  const lexicons = options.lexicons ?? WORKER_LEXICONS;
  const freeTextReader = readerBuiltAhead(lexicons);
  let built: { env: WorkerEnv; api: Promise<FetchHandler> } | undefined;
  // The API with its access line (one JSON line per request at LOG_LEVEL info).
  const build = async (env: WorkerEnv): Promise<FetchHandler> => {
    const config = readApiConfig(settingsFrom(env));
    const logger = jsonLogger(config.LOG_LEVEL);
    const api = catalogApiFromConfig(config, {
      logger,
      clientIp: headerAddress("cf-connecting-ip"),
      catalog: options.catalog ?? (await catalogAsset(env)),
      siteFiles: options.siteFiles ?? assetSiteFiles(assetsBinding(env), logger),
      ...(options.openAi ? { openAi: options.openAi } : {}),
      freeTextReader,
      lexicons,
    });
    return servedFetch(api, { logger });
  };
  const apiFor = (env: WorkerEnv): Promise<FetchHandler> => {
    if (!built || !sameBindings(built.env, env)) {
      const api = build(env);
      built = { env, api };
      api.catch(() => {
        if (built?.api === api) built = undefined;
      });
    } else if (built.env !== env) {
      // The same settings in another object (a request's against the global scope's): kept, so
      // the next request with it is matched by identity, not compared setting by setting.
      built.env = env;
    }
    return built.api;
  };
  // Everything it needs is here: build now, not on the first request (a failure is logged then).
  if (options.env && options.catalog !== undefined) void apiFor(options.env).catch(() => {});
  return {
    async fetch(request, env, ctx) {
      let api: FetchHandler;
      try {
        api = await apiFor(env);
      } catch (error) {
        console.error(JSON.stringify({ level: "error", message: (error as Error).message }));
        return new Response(MISCONFIGURED, {
          status: 503,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "cache-control": "no-store",
            "x-content-type-options": "nosniff",
          },
        });
      }
      return api(request, { waitUntil: (promise) => ctx.waitUntil(promise) });
    },
  };
}
