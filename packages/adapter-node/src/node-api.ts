import type { Api } from "@grc-directory/core";
import {
  apiFromConfig,
  clientIpFromConfig,
  type JsonLogger,
  type ServerConfig,
} from "@grc-directory/core/config";
import { openAiModels } from "@grc-directory/core/openai";
import { nodeHeapUse } from "./heap-use.ts";
import { readCatalogFile } from "./read-catalog-file.ts";

/** The API a Node server runs: the settings, `CATALOG_FILE` read from disk, and OpenAI. */
export async function nodeApi(config: ServerConfig, logger: JsonLogger): Promise<Api> {
  const catalog = config.CATALOG_FILE ? await readCatalogFile(config.CATALOG_FILE) : undefined;
  return apiFromConfig(config, {
    logger,
    clientIp: clientIpFromConfig(config),
    catalog,
    openAi: openAiModels,
    heapUse: nodeHeapUse(),
  });
}
