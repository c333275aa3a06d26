import type { Logger } from "../ports.ts";

/** Logs one JSON line per event through `console`, the one sink every runtime has. */
export const consoleLogger: Logger = {
  warn: (message, fields) =>
    console.warn(
      JSON.stringify({ level: "warn", time: new Date().toISOString(), message, ...fields }),
    ),
  error: (message, fields) =>
    console.error(
      JSON.stringify({ level: "error", time: new Date().toISOString(), message, ...fields }),
    ),
};
