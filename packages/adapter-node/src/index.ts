export { apiFromConfig, readCatalogFile } from "./api-from-config.ts";
export { ConfigError, EnvSchema, readConfig, type ServerConfig } from "./config.ts";
export { type JsonLogger, jsonLogger, type LogLevel } from "./log.ts";
export { mcpServer } from "./mcp-server.ts";
export { type RunningServer, type ServeOptions, serve } from "./server.ts";
