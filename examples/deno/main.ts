// Deno needs no adapter package: `Deno.serve` already calls a fetch-style handler, so the
// only glue is the peer address for rate limits. Everything else comes from the core.
import {
  apiFromConfig,
  clientIpFromConfig,
  jsonLogger,
  parseCatalogJson,
  publicUrlWarning,
  readServerConfig,
} from "@grc-directory/core/config";
import { openAiModels } from "@grc-directory/core/openai";

const config = readServerConfig(Deno.env.toObject());
const logger = jsonLogger(config.LOG_LEVEL);
const warning = publicUrlWarning(config);
if (warning) logger.warn(warning);
const catalog = config.CATALOG_FILE
  ? parseCatalogJson(await Deno.readTextFile(config.CATALOG_FILE), config.CATALOG_FILE)
  : undefined;
const api = apiFromConfig(config, {
  logger,
  clientIp: clientIpFromConfig(config),
  catalog,
  openAi: openAiModels,
});

const server = Deno.serve(
  {
    port: config.PORT,
    hostname: config.HOST,
    onListen: ({ hostname, port }) =>
      console.log(
        `GRC Directory API listening on http://${hostname}:${port} (Deno ${Deno.version.deno})`,
      ),
  },
  (request, info) => api.fetch(request, { clientAddress: info.remoteAddr.hostname }),
);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.addSignalListener(signal, () => {
    logger.info("shutting down", { signal });
    server.shutdown().then(() => Deno.exit(0));
  });
}
