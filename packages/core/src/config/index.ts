export {
  aiFromConfig,
  apiFromConfig,
  type ConfigRuntime,
  catalogApiFromConfig,
  clientIpFromConfig,
  type OpenAiModels,
  parseCatalogJson,
  upstashFromConfig,
} from "./api-from-config.ts";
export { parseCatalogStream } from "./catalog-stream.ts";
export {
  type ApiConfig,
  ApiEnvSchema,
  type ServerConfig,
  ServerEnvSchema,
} from "./env-schema.ts";
export { closeGracefully } from "./graceful-close.ts";
export { type JsonLogger, jsonLogger, type LogLevel } from "./json-logger.ts";
export { publicUrlWarning } from "./public-url-warning.ts";
export { ConfigError, readApiConfig, readServerConfig } from "./read-config.ts";
