import type { Logger } from "../ports.ts";
import { markRequestScoped, requestFields } from "../telemetry/scoped-logger.ts";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
/** How much the JSON logger writes: `debug`, `info`, `warn`, `error` or `silent`. */
export type LogLevel = keyof typeof LEVELS;

/** A logger that writes one JSON object per line, dropping lines below `level`. */
export interface JsonLogger extends Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  enabled(level: Exclude<LogLevel, "silent">): boolean;
}

/**
 * `write` receives each line without its newline; the default is `console.log`. A line
 * written while a request is handled carries its `requestId` (and `traceId`, `spanId` while
 * a span is recorded), see `requestFields`.
 */
export function jsonLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => console.log(line),
): JsonLogger {
  const threshold = LEVELS[level];
  const emit =
    (at: Exclude<LogLevel, "silent">) =>
    (message: string, fields = {}) => {
      if (LEVELS[at] < threshold) return;
      const line = { level: at, time: new Date().toISOString(), message, ...requestFields() };
      write(JSON.stringify(Object.assign(line, fields)));
    };
  return markRequestScoped({
    info: emit("info"),
    warn: emit("warn"),
    error: emit("error"),
    enabled: (at) => LEVELS[at] >= threshold,
  });
}
