#!/usr/bin/env node
import { parseArgs } from "node:util";
import type { TaxonomyAdditions } from "@grc-directory/core";
import { CatalogValidationError, formatExplanation, TaxonomyError } from "@grc-directory/core";
import {
  ConfigError,
  jsonLogger,
  publicUrlWarning,
  readServerConfig as readConfig,
  ServerEnvSchema,
  upstashFromConfig,
} from "@grc-directory/core/config";
import { pushCatalog } from "@grc-directory/core/upstash";
import * as v from "valibot";
import { type CallApi, serveMcpOverStdio } from "./mcp-stdio-bridge.ts";
import { nodeApi } from "./node-api.ts";
import { readCatalogFile } from "./read-catalog-file.ts";
import { serve } from "./server.ts";
import { startTelemetry } from "./telemetry.ts";

/** `words` joined by ", " in lines of at most `width` characters. */
function wrapList(words: string[], width: number): string {
  const lines = [""];
  for (const word of words) {
    const line = lines[lines.length - 1] ?? "";
    if (line && line.length + word.length + 2 > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line}, ${word}` : word;
  }
  return lines.join(",\n");
}

/** Every setting the server reads, with its default from the schema where it has one. */
const SETTINGS = Object.entries(ServerEnvSchema.entries).map(([name, schema]) => {
  const fallback = v.getDefault(schema);
  return fallback === undefined ? name : `${name} (${fallback})`;
});

const USAGE = `Usage: grc-directory <command>

Commands:
  serve     Start the HTTP API (configured by environment variables, see docs/configuration.md)
  catalog push FILE
            Validate a catalog file and make it the live catalog in Upstash Redis
            (needs UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN)
  mcp       Run the MCP server on stdio; --base-url URL answers from that deployment,
            otherwise from the API in process (same environment as serve)
  explain TEXT
            How the API reads TEXT as q or an Ask AI message, rule by rule (same
            environment as serve: its catalog's taxonomy); --json prints it as JSON

Options:
  --base-url   With mcp: the deployment to query, e.g. https://directory.example
  --json       With explain: the explanation as JSON
  --demo-data  Seed directory interest with synthetic demo history (same as MARKET_DEMO_DATA=true)
  -h, --help   Show this help

Environment (default in parentheses):
${wrapList(SETTINGS, 90)}.`;

async function runServe(demoData: boolean): Promise<void> {
  const config = readConfig(process.env);
  if (demoData) config.MARKET_DEMO_DATA = true;
  const logger = jsonLogger(config.LOG_LEVEL, (line) => process.stdout.write(`${line}\n`));
  const warning = publicUrlWarning(config);
  if (warning) logger.warn(warning);
  // Port 0 on both is two free ports.
  if (config.METRICS_PORT && config.METRICS_PORT === config.PORT) {
    throw new ConfigError(
      "METRICS_PORT must differ from PORT: metrics are never served on the API's port",
    );
  }
  // Before the API is built: its instruments record only through a MeterProvider registered first.
  const telemetry = await startTelemetry({
    metricsPort: config.METRICS_PORT,
    metricsHost: config.METRICS_HOST,
    env: process.env,
  });
  if (telemetry.metricsUrl) process.stdout.write(`Metrics at ${telemetry.metricsUrl}\n`);
  const api = await nodeApi(config, logger);
  const running = await serve(api, { port: config.PORT, host: config.HOST, logger });
  const catalog = config.CATALOG_FILE ?? "bundled sample catalog";
  const interest = config.MARKET_DEMO_DATA ? "demo interest history" : "empty interest store";
  process.stdout.write(`GRC Directory API listening on ${running.url} (${catalog}, ${interest})\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    running
      .close(config.SHUTDOWN_TIMEOUT_SECONDS * 1000)
      .then(() => telemetry.shutdown())
      .then(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function runCatalogPush(file: string): Promise<void> {
  const config = readConfig(process.env);
  const redis = upstashFromConfig(config);
  if (!redis) {
    throw new ConfigError("catalog push needs UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN");
  }
  const document = await readCatalogFile(file);
  const taxonomy = (document as { taxonomy?: TaxonomyAdditions }).taxonomy;
  const { version, vendors, chunks } = await pushCatalog(redis, document, { taxonomy });
  const pieces = chunks === 1 ? "1 chunk" : `${chunks} chunks`;
  process.stdout.write(
    `Pushed ${file}: ${vendors} vendors, live catalog version ${version} (${pieces})\n`,
  );
}

/** stdout carries the MCP protocol: every log line goes to stderr. */
async function runMcp(baseUrl: string | undefined, demoData: boolean): Promise<void> {
  const logger = jsonLogger("warn", (line) => process.stderr.write(`${line}\n`));
  let callApi: CallApi = (request) => fetch(request);
  let origin = baseUrl?.replace(/\/+$/, "") ?? "";
  if (baseUrl === undefined) {
    const config = readConfig(process.env);
    if (demoData) config.MARKET_DEMO_DATA = true;
    const api = await nodeApi(config, logger);
    callApi = (request) => api.fetch(request, { clientAddress: "127.0.0.1" });
    origin = "http://localhost";
  } else if (!URL.canParse(baseUrl)) {
    throw new ConfigError(`--base-url ${baseUrl} is not a URL`);
  }
  await serveMcpOverStdio(callApi, origin);
}

/** `grc-directory explain TEXT`: the API's reading of TEXT, step by step. */
async function runExplain(text: string, json: boolean): Promise<void> {
  const config = readConfig(process.env);
  const logger = jsonLogger("error", (line) => process.stderr.write(`${line}\n`));
  const explanation = (await nodeApi(config, logger)).explainQuery(text);
  process.stdout.write(
    json ? `${JSON.stringify(explanation, null, 2)}\n` : `${formatExplanation(explanation)}\n`,
  );
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      "demo-data": { type: "boolean" },
      "base-url": { type: "string" },
      json: { type: "boolean" },
    },
  });
  const [command] = positionals;
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined && !values.help ? 1 : 0;
  }
  if (command === "serve") {
    await runServe(values["demo-data"] === true);
    return 0;
  }
  if (command === "catalog") {
    const [, action, file] = positionals;
    if (action !== "push" || !file)
      throw new ConfigError(`Usage: grc-directory catalog push FILE\n\n${USAGE}`);
    await runCatalogPush(file);
    return 0;
  }
  if (command === "explain") {
    const text = positionals.slice(1).join(" ");
    if (!text) throw new ConfigError(`Usage: grc-directory explain TEXT\n\n${USAGE}`);
    await runExplain(text, values.json === true);
    return 0;
  }
  if (command === "mcp") {
    await runMcp(values["base-url"], values["demo-data"] === true);
    return 0;
  }
  process.stderr.write(`Unknown command "${command}".\n\n${USAGE}\n`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof CatalogValidationError ||
      error instanceof TaxonomyError ||
      (error as NodeJS.ErrnoException)?.code === "EADDRINUSE" ||
      String((error as NodeJS.ErrnoException)?.code).startsWith("ERR_PARSE_ARGS");
    process.stderr.write(`${known ? (error as Error).message : (error as Error)?.stack}\n`);
    process.exit(1);
  },
);
