import { trace } from "@opentelemetry/api";
import type { Logger } from "../ports.ts";
import { currentRequestId } from "./request-scope.ts";

/**
 * The fields that tie a line to its request: `requestId`, and `traceId` and `spanId` while a
 * recorded span is active. Empty outside a request.
 */
export function requestFields(): Record<string, string> {
  const requestId = currentRequestId();
  const span = trace.getActiveSpan()?.spanContext();
  const fields: Record<string, string> = requestId ? { requestId } : {};
  if (span && trace.isSpanContextValid(span)) {
    fields.traceId = span.traceId;
    fields.spanId = span.spanId;
  }
  return fields;
}

const SCOPED = new WeakSet<Logger>();

/**
 * `logger`, each line with the fields of the request it was written in (`requestFields`);
 * a field the caller gave wins. A logger that adds them already is returned as it is.
 */
export function requestScopedLogger(logger: Logger): Logger {
  if (SCOPED.has(logger)) return logger;
  const scoped =
    (write: (message: string, fields?: Record<string, unknown>) => void) =>
    (message: string, fields?: Record<string, unknown>) =>
      write.call(logger, message, { ...requestFields(), ...fields });
  const wrapped: Logger = {
    warn: scoped(logger.warn),
    error: scoped(logger.error),
    ...(logger.info ? { info: scoped(logger.info) } : {}),
  };
  SCOPED.add(wrapped);
  return wrapped;
}

/** Marks a logger that adds the request's fields itself (`jsonLogger`). */
export function markRequestScoped<L extends Logger>(logger: L): L {
  SCOPED.add(logger);
  return logger;
}
