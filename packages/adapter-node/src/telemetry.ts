import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, createContextKey, diag, ROOT_CONTEXT } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import type { PrometheusExporter } from "@opentelemetry/exporter-prometheus";
import type { DataPointType, MetricData, ResourceMetrics } from "@opentelemetry/sdk-metrics";

/** What `startTelemetry` turns on. */
export interface TelemetrySettings {
  /** Serve Prometheus text at http://{metricsHost}:{metricsPort}/metrics; off when undefined. Port 0 = a free port. */
  metricsPort?: number;
  /** Default "127.0.0.1". */
  metricsHost?: string;
  /**
   * The process environment, read for the standard OTEL_* variables. Read here: whether traces
   * are on (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`,
   * `OTEL_SDK_DISABLED`, `OTEL_TRACES_EXPORTER`) and the service name (`OTEL_SERVICE_NAME`,
   * `service.name` in `OTEL_RESOURCE_ATTRIBUTES`). The OpenTelemetry SDK reads everything else
   * (protocol, endpoints, headers, timeouts, `OTEL_BSP_*`, `OTEL_PROPAGATORS`, resource
   * attributes, `OTEL_LOG_LEVEL`) from `process.env` only, so pass `process.env`: another object
   * takes effect only for the decisions above.
   */
  env: Record<string, string | undefined>;
}

/** Telemetry as started; `shutdown` flushes and stops it. */
export interface RunningTelemetry {
  /** The scrape URL with the port actually bound, when metrics are on. */
  metricsUrl?: string;
  /** True when traces are exported (an OTLP endpoint is configured). */
  tracing: boolean;
  /** Flushes and stops exporters and the metrics server. Never rejects. */
  shutdown(): Promise<void>;
}

const DEFAULT_SERVICE_NAME = "grc-directory-api";
const PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

/**
 * Starts OpenTelemetry for the Node server:
 * - always a global AsyncLocalStorage context manager (unless one is registered already), so
 *   `context.with(...)` holds across awaits;
 * - metrics when `metricsPort` is set: a global MeterProvider read by a PrometheusExporter,
 *   scraped at `metricsUrl` on a server of its own, with OTel names converted for Prometheus
 *   (a histogram `http.server.request.duration` in `s` becomes
 *   `http_server_request_duration_seconds`);
 * - traces when an OTLP endpoint is configured: the SDK's OTLP exporter for
 *   `OTEL_EXPORTER_OTLP_PROTOCOL` (http/protobuf, http/json or grpc) behind a BatchSpanProcessor.
 *
 * `OTEL_SDK_DISABLED=true` turns off both metrics and traces (the SDK starts nothing then). The
 * SDK is imported only when metrics or traces are on. Rejects, naming the port, when the metrics
 * port cannot be bound.
 */
export async function startTelemetry(settings: TelemetrySettings): Promise<RunningTelemetry> {
  const { env } = settings;
  const disabled = env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true";
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const tracing = !disabled && Boolean(endpoint?.trim()) && env.OTEL_TRACES_EXPORTER !== "none";
  const metricsPort = disabled ? undefined : settings.metricsPort;

  let metrics: MetricsServer | undefined;
  let sdk: { shutdown(): Promise<void> } | undefined;
  if (tracing || metricsPort !== undefined) {
    if (metricsPort !== undefined) {
      metrics = await serveMetrics(settings.metricsHost ?? "127.0.0.1", metricsPort);
    }
    try {
      const { NodeSDK } = await import("@opentelemetry/sdk-node");
      const nodeSdk = new NodeSDK({
        serviceName: serviceName(env),
        metricReaders: metrics ? [metrics.reader] : [],
        // Left undefined, the SDK builds the OTLP exporter and BatchSpanProcessor from OTEL_*.
        spanProcessors: tracing ? undefined : [],
        // No log export: the server writes its own JSON logs.
        logRecordProcessors: [],
      });
      nodeSdk.start();
      sdk = nodeSdk;
    } catch (error) {
      await metrics?.close();
      throw error;
    }
  }
  // After the SDK, which registers an AsyncLocalStorageContextManager of its own when it starts
  // (and, were one registered already, only logs the duplicate through diag).
  registerContextManager();

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    const results = await Promise.allSettled([sdk?.shutdown(), metrics?.close()]);
    for (const result of results) {
      if (result.status === "rejected") diag.error("telemetry shutdown failed", result.reason);
    }
  };
  return {
    ...(metrics && { metricsUrl: metrics.url }),
    tracing,
    shutdown: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}

/** `OTEL_SERVICE_NAME`, else none when OTEL_RESOURCE_ATTRIBUTES names one, else the default. */
function serviceName(env: Record<string, string | undefined>): string | undefined {
  const named = env.OTEL_SERVICE_NAME?.trim();
  if (named) return named;
  const inAttributes = /(^|,)\s*service\.name\s*=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? "");
  return inAttributes ? undefined : DEFAULT_SERVICE_NAME;
}

const PROBE = createContextKey("grc-directory context manager probe");

/**
 * Registers an enabled AsyncLocalStorageContextManager unless a context manager is active,
 * so that the request id and span core keeps in the OpenTelemetry context reach every line
 * logged while a request is handled, across awaits. Cheap, and safe to call again.
 */
export function registerContextManager(): void {
  // The API's no-op manager ignores `with`: a value set there is not active inside.
  const probe = ROOT_CONTEXT.setValue(PROBE, true);
  if (context.with(probe, () => context.active() === probe)) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

interface MetricsServer {
  reader: PrometheusExporter;
  url: string;
  close(): Promise<void>;
}

/**
 * The PrometheusExporter as a metric reader, scraped through a server of our own: the exporter's
 * server cannot bind port 0 (it reads 0 as its default, 9464), does not tell the bound port, and
 * reports a failed listen only to a callback. Ours serializes with the exporter's
 * PrometheusSerializer after adding unit suffixes, which it leaves out.
 */
async function serveMetrics(host: string, port: number): Promise<MetricsServer> {
  const [{ PrometheusExporter, PrometheusSerializer }, { DataPointType }] = await Promise.all([
    import("@opentelemetry/exporter-prometheus"),
    import("@opentelemetry/sdk-metrics"),
  ]);
  const reader = new PrometheusExporter({ preventServerStart: true });
  const serializer = new PrometheusSerializer();
  const server = createServer((request, response) => {
    if (request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    reader.collect().then(
      ({ resourceMetrics, errors }) => {
        if (errors.length > 0) diag.error("metrics collection errors", ...errors);
        const text = serializer.serialize(withUnitSuffixes(resourceMetrics, DataPointType.GAUGE));
        response.writeHead(200, { "content-type": PROMETHEUS_TEXT }).end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": PROMETHEUS_TEXT }).end(`# ${String(error)}\n`);
      },
    );
  });
  // Like the exporter's own server: scrapes alone do not keep the process alive.
  server.unref();
  const bound = await listen(server, host, port);
  return {
    reader,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}/metrics`,
    close: () => closeServer(server),
  };
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === "EADDRINUSE" ? "is already in use" : `cannot be bound (${error.message})`;
      reject(new Error(`Metrics port ${port} on ${host} ${reason}`, { cause: error }));
    };
    server.once("error", failed);
    try {
      server.listen(port, host, () => {
        server.off("error", failed);
        resolve((server.address() as AddressInfo).port);
      });
    } catch (error) {
      failed(error as NodeJS.ErrnoException);
    }
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/** Prometheus words for UCUM units (as the OpenTelemetry Collector's translator has them). */
const UNIT_WORDS: Record<string, string> = {
  "1": "",
  d: "days",
  h: "hours",
  min: "minutes",
  s: "seconds",
  ms: "milliseconds",
  us: "microseconds",
  ns: "nanoseconds",
  By: "bytes",
  KiBy: "kibibytes",
  MiBy: "mebibytes",
  GiBy: "gibibytes",
  KBy: "kilobytes",
  MBy: "megabytes",
  GBy: "gigabytes",
  m: "meters",
  V: "volts",
  A: "amperes",
  J: "joules",
  W: "watts",
  g: "grams",
  Cel: "celsius",
  Hz: "hertz",
  "%": "percent",
};
const PER_UNIT_WORDS: Record<string, string> = {
  s: "second",
  m: "minute",
  h: "hour",
  d: "day",
  w: "week",
  mo: "month",
  y: "year",
};

/**
 * The unit suffix of the OTel-to-Prometheus conversion: `{...}` annotations dropped, units in
 * words, `a/b` as `a_per_b`, `1` as `ratio` on gauges only.
 */
function unitSuffix(unit: string, gauge: boolean): string {
  if (unit === "1") return gauge ? "ratio" : "";
  const [main = "", per = ""] = unit
    .replace(/\{[^}]*\}/g, "")
    .split("/")
    .map((part) => part.trim());
  const words = [UNIT_WORDS[main] ?? main, per && `per_${PER_UNIT_WORDS[per] ?? per}`];
  return words
    .filter(Boolean)
    .join("_")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/** The metrics with each name given its unit suffix, unless the name contains it already. */
function withUnitSuffixes(metrics: ResourceMetrics, gauge: DataPointType): ResourceMetrics {
  const rename = (metric: MetricData): MetricData => {
    const { name, unit } = metric.descriptor;
    const suffix = unitSuffix(unit, metric.dataPointType === gauge);
    const words = `_${name.replace(/[^A-Za-z0-9]+/g, "_")}_`;
    if (!suffix || words.includes(`_${suffix}_`)) return metric;
    return { ...metric, descriptor: { ...metric.descriptor, name: `${name}_${suffix}` } };
  };
  return {
    ...metrics,
    scopeMetrics: metrics.scopeMetrics.map((scope) => ({
      ...scope,
      metrics: scope.metrics.map(rename),
    })),
  };
}
