import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import type { Telemetry } from "./instruments.ts";

type Method = (...args: never[]) => unknown;

/**
 * Runs one call to a store as a child span `{store}.{operation}`, recording its duration
 * (`grc.store.duration`) and, when it rejects or throws, a failure (`grc.store.failures`).
 * What the call returns or throws passes through unchanged.
 */
export function traceStoreCall<T>(
  telemetry: Telemetry,
  store: string,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  return telemetry.tracer.startActiveSpan(
    `${store}.${operation}`,
    { kind: SpanKind.CLIENT, attributes: { "grc.store": store, "grc.operation": operation } },
    async (span) => {
      const done = (outcome: "ok" | "error") => {
        const attributes = { store, operation, outcome };
        telemetry.storeDuration.record((performance.now() - started) / 1000, attributes);
        if (outcome === "error") telemetry.storeFailures.add(1, { store, operation });
        span.end();
      };
      try {
        const value = await call();
        done("ok");
        return value;
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        done("error");
        throw error;
      }
    },
  );
}

/**
 * `port`, with each method named in `operations` traced as a store call (`traceStoreCall`).
 * Everything else (`ping`, fields) is the port's own, through the prototype chain.
 */
export function tracedPort<P extends object>(
  port: P,
  store: string,
  operations: readonly (keyof P & string)[],
  telemetry: Telemetry,
): P {
  const traced = Object.create(port) as P;
  for (const operation of operations) {
    const method = port[operation] as unknown as Method;
    if (typeof method !== "function") continue;
    (traced as Record<string, unknown>)[operation] = (...args: never[]) =>
      traceStoreCall(telemetry, store, operation, async () => method.apply(port, args));
  }
  return traced;
}
