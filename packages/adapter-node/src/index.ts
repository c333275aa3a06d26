export {
  type ApiConfig,
  ApiEnvSchema,
  ConfigError,
  type JsonLogger,
  jsonLogger,
  type LogLevel,
  readServerConfig,
  type ServerConfig,
  ServerEnvSchema,
} from "@grc-directory/core/config";
export { nodeHeapUse } from "./heap-use.ts";
export { type CallApi, serveMcpOverStdio } from "./mcp-stdio-bridge.ts";
export { nodeApi } from "./node-api.ts";
export { readCatalogFile } from "./read-catalog-file.ts";
export { releaseMemory } from "./release-memory.ts";
export { type RequestListenerOptions, requestListener } from "./request-listener.ts";
export { type RunningServer, type ServeOptions, serve } from "./server.ts";
export {
  type RunningTelemetry,
  registerContextManager,
  startTelemetry,
  type TelemetrySettings,
} from "./telemetry.ts";
