import {
  type Counter,
  type Histogram,
  type Meter,
  type MeterProvider,
  metrics,
  type Tracer,
  type TracerProvider,
  trace,
} from "@opentelemetry/api";

/** The instrumentation scope every instrument and span of the API is created under. */
export const INSTRUMENTATION_SCOPE = "@grc-directory/core";

/** Seconds; the OpenTelemetry HTTP semantic conventions' advised boundaries. */
const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10,
];

/**
 * What the API records through `@opentelemetry/api`. Without an SDK registered each
 * instrument is a no-op; with one, they are what `docs/operations.md` lists.
 */
export interface Telemetry {
  tracer: Tracer;
  meter: Meter;
  /** `http.server.request.duration` (s): by `http.route`, method and status. */
  requestDuration: Histogram;
  /** `grc.rate_limit.refusals`: requests refused with 429, by `policy`. */
  rateLimitRefusals: Counter;
  /** `grc.ai.answers`: Ask AI answers sent, by `responder` (`model` or `built-in`). */
  aiAnswers: Counter;
  /** `grc.ai.refusals`: Ask AI requests refused, by `code`. */
  aiRefusals: Counter;
  /** `grc.ai.tokens`: model tokens spent, by `type` (`prompt`, `completion`) and `estimated`. */
  aiTokens: Counter;
  /** `grc.store.duration` (s): calls to a port, by `store`, `operation` and `outcome`. */
  storeDuration: Histogram;
  /** `grc.store.failures`: calls to a port that failed, by `store` and `operation`. */
  storeFailures: Counter;
}

/** Where the API's meter and tracer come from; the global providers when not given. */
export interface TelemetryProviders {
  meterProvider?: MeterProvider;
  tracerProvider?: TracerProvider;
}

/**
 * The API's instruments. Metrics have no proxy in `@opentelemetry/api`: a MeterProvider must
 * be registered (or given) before the API is built for its instruments to record.
 */
export function createTelemetry(providers: TelemetryProviders = {}): Telemetry {
  const meter = (providers.meterProvider ?? metrics.getMeterProvider()).getMeter(
    INSTRUMENTATION_SCOPE,
  );
  const tracer = (providers.tracerProvider ?? trace.getTracerProvider()).getTracer(
    INSTRUMENTATION_SCOPE,
  );
  const seconds = (name: string, description: string) =>
    meter.createHistogram(name, {
      unit: "s",
      description,
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
  const counter = (name: string, unit: string, description: string) =>
    meter.createCounter(name, { unit, description });
  return {
    tracer,
    meter,
    requestDuration: seconds(
      "http.server.request.duration",
      "Time from a request's arrival to its response's headers.",
    ),
    rateLimitRefusals: counter(
      "grc.rate_limit.refusals",
      "{request}",
      "Requests refused by a rate limit.",
    ),
    aiAnswers: counter("grc.ai.answers", "{answer}", "Ask AI answers sent."),
    aiRefusals: counter("grc.ai.refusals", "{request}", "Ask AI requests refused, by error code."),
    aiTokens: counter(
      "grc.ai.tokens",
      "{token}",
      "Model tokens Ask AI spent, as the model reported them or estimated.",
    ),
    storeDuration: seconds("grc.store.duration", "Duration of calls to a store or source."),
    storeFailures: counter(
      "grc.store.failures",
      "{call}",
      "Calls to a store or source that failed.",
    ),
  };
}
