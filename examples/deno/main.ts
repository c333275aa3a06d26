// Deno needs no adapter package: `Deno.serve` already calls a fetch-style handler, so the
// only glue is the peer address for rate limits. Everything else comes from the core.
import { type ProtocolErrorKind, protocolError, servedFetch } from "@grc-directory/core/adapter";
import {
  apiFromConfig,
  clientIpFromConfig,
  jsonLogger,
  parseCatalogStream,
  publicUrlWarning,
  readServerConfig,
} from "@grc-directory/core/config";
import { openAiModels } from "@grc-directory/core/openai";
import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";

// Lines logged while a request is handled carry its request id: core keeps it in the
// OpenTelemetry context, which follows awaits once a context manager is registered.
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());

const config = readServerConfig(Deno.env.toObject());
const logger = jsonLogger(config.LOG_LEVEL);
const warning = publicUrlWarning(config);
if (warning) logger.warn(warning);
// Parsed as it streams from disk, a vendor at a time: no string of the whole file.
const catalog = config.CATALOG_FILE
  ? await parseCatalogStream((await Deno.open(config.CATALOG_FILE)).readable, config.CATALOG_FILE)
  : undefined;
const api = apiFromConfig(config, {
  logger,
  clientIp: clientIpFromConfig(config),
  catalog,
  openAi: openAiModels,
});
// One access line per request (at LOG_LEVEL info), with the request id.
const answer = servedFetch(api, { logger });

/** The API's JSON error for a request refused before it reaches the API. */
function errorAnswer(kind: ProtocolErrorKind): Response {
  const { status, headers, body } = protocolError(kind);
  return new Response(body, { status, headers });
}

/** Deno cannot build the URL of a request whose Host is malformed: that is a 400, not a 500. */
function hasUrl(request: Request): boolean {
  try {
    return URL.canParse(request.url);
  } catch {
    return false;
  }
}

const server = Deno.serve(
  {
    port: config.PORT,
    hostname: config.HOST,
    onListen: ({ hostname, port }) =>
      console.log(
        `GRC Directory API listening on http://${hostname}:${port} (Deno ${Deno.version.deno})`,
      ),
    // The API answers its own errors; this is the last resort, still JSON.
    onError: () => errorAnswer("internal_error"),
  },
  (request, info) =>
    hasUrl(request)
      ? answer(request, { clientAddress: info.remoteAddr.hostname })
      : errorAnswer("invalid_host"),
);

// On SIGTERM/SIGINT: stop accepting and let requests in flight finish; at
// SHUTDOWN_TIMEOUT_SECONDS, Ask AI streams still open end with an `error` event and their
// slots are released (`api.shutdown`); whatever is left a second later is cut by the exit.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.addSignalListener(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    api.drain(); // /readyz answers 503 from now on
    const cut = setTimeout(async () => {
      await api.shutdown();
      setTimeout(() => Deno.exit(0), 1000);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    server.shutdown().then(async () => {
      clearTimeout(cut);
      await api.shutdown();
      Deno.exit(0);
    });
  });
}
