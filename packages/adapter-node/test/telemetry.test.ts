import { connect, createServer, type Server } from "node:net";
import { setImmediate } from "node:timers/promises";
import {
  context,
  createContextKey,
  logs,
  metrics,
  propagation,
  ROOT_CONTEXT,
  trace,
} from "@opentelemetry/api";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningTelemetry, startTelemetry, type TelemetrySettings } from "../src/telemetry.ts";
import { type OtlpReceiver, startOtlpReceiver } from "./otlp-receiver.ts";
import { parsePrometheusText } from "./prometheus-text.ts";

const ROUTE = "/api/v1/search";

// The SDK reads the OTEL_* exporter variables from process.env, so each test sets them there (and
// only them: OTEL_* variables of the shell running the tests are removed) and passes the same.
const shellOtelEnv = Object.entries(process.env).filter(([key]) => key.startsWith("OTEL_"));
function otelEnv(variables: Record<string, string> = {}): TelemetrySettings["env"] {
  for (const key of Object.keys(process.env)) if (key.startsWith("OTEL_")) delete process.env[key];
  Object.assign(process.env, variables);
  return process.env;
}

const started: RunningTelemetry[] = [];
const receivers: OtlpReceiver[] = [];
const servers: Server[] = [];
async function start(settings: TelemetrySettings): Promise<RunningTelemetry> {
  const telemetry = await startTelemetry(settings);
  started.push(telemetry);
  return telemetry;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((telemetry) => telemetry.shutdown()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  for (const server of servers.splice(0)) server.close();
  // OTel globals are process-wide: leave none to the next test.
  metrics.disable();
  trace.disable();
  context.disable();
  propagation.disable();
  logs.disable();
  otelEnv(Object.fromEntries(shellOtelEnv) as Record<string, string>);
});

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("startTelemetry: metrics", () => {
  it("serves metrics as Prometheus text on a port of its own, with OTel names converted (unit and _total suffixes)", async () => {
    const telemetry = await start({ metricsPort: 0, env: otelEnv() });
    expect(telemetry.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(telemetry.tracing).toBe(false);

    const meter = metrics.getMeter("telemetry-test");
    const duration = meter.createHistogram("http.server.request.duration", { unit: "s" });
    const attributes = {
      "http.route": ROUTE,
      "http.request.method": "GET",
      "http.response.status_code": 200,
    };
    duration.record(0.02, attributes);
    duration.record(0.3, attributes);
    meter.createCounter("grc.search.results", { unit: "{vendor}" }).add(7, { "http.route": ROUTE });

    const response = await fetch(String(telemetry.metricsUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^http_server_request_duration_seconds_bucket\{.*le="\+Inf"\} 2$/m);
    expect(text).toMatch(/^http_server_request_duration_seconds_sum\{/m);
    expect(text).toMatch(/^http_server_request_duration_seconds_count\{/m);

    const families = parsePrometheusText(text);
    const histogram = families.find(
      (family) => family.name === "http_server_request_duration_seconds",
    );
    expect(histogram?.type).toBe("HISTOGRAM");
    expect(histogram?.metrics[0]?.buckets).toMatchObject({ "+Inf": "2" });
    // parse-prometheus-text-format flattens a histogram to its buckets, dropping labels, count and
    // sum when the series has labels; the series' labels are read from its _count line instead.
    const count = text.split("\n").find((line) => line.startsWith(`${histogram?.name}_count{`));
    expect(count).toContain(`http_route="${ROUTE}"`);
    expect(count).toContain('http_request_method="GET"');
    expect(count).toContain('http_response_status_code="200"');
    expect(count).toMatch(/\} 2$/);
    const counter = families.find((family) => family.name === "grc_search_results_total");
    expect(counter?.type).toBe("COUNTER");
    expect(counter?.metrics[0]).toMatchObject({ value: "7", labels: { http_route: ROUTE } });
    // The resource, with the default service name.
    const target = families.find((family) => family.name === "target_info");
    expect(target?.metrics[0]?.labels).toMatchObject({ service_name: "grc-directory-api" });

    expect((await fetch(new URL("/", String(telemetry.metricsUrl)))).status).toBe(404);
  });

  it("rejects with an error naming the port when the metrics port is already in use", async () => {
    const taken = createServer();
    servers.push(taken);
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;

    await expect(startTelemetry({ metricsPort: port, env: otelEnv() })).rejects.toThrow(
      `Metrics port ${port} on 127.0.0.1 is already in use`,
    );
  });

  it("shutdown resolves and stops the metrics server: the port no longer answers", async () => {
    const telemetry = await start({ metricsPort: 0, env: otelEnv() });
    const port = Number(new URL(String(telemetry.metricsUrl)).port);
    expect((await fetch(String(telemetry.metricsUrl))).status).toBe(200);

    await expect(telemetry.shutdown()).resolves.toBeUndefined();
    expect(await answers(port)).toBe(false);
    await expect(telemetry.shutdown()).resolves.toBeUndefined();
  });
});

describe("startTelemetry: traces", () => {
  it.each(["http/json", "http/protobuf"])(
    "exports spans to an OTLP receiver over %s with OTEL_SERVICE_NAME, a child span across an await keeping its parent",
    async (protocol) => {
      const receiver = await startOtlpReceiver();
      receivers.push(receiver);
      const env = otelEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
        OTEL_SERVICE_NAME: "grc-directory-test",
      });
      const telemetry = await start({ env });
      expect(telemetry.tracing).toBe(true);
      expect(telemetry.metricsUrl).toBeUndefined();

      const tracer = trace.getTracer("telemetry-test");
      await tracer.startActiveSpan("GET /api/v1/search", async (request) => {
        request.setAttribute("http.route", ROUTE);
        await setImmediate();
        tracer.startSpan("catalog.search", { attributes: { "grc.results": 7 } }).end();
        request.end();
      });
      // The spans wait in the batch processor until shutdown flushes them.
      await telemetry.shutdown();

      const spans = await receiver.waitForSpans((received) => received.length >= 2);
      expect(receiver.contentTypes).toEqual([
        protocol === "http/json" ? "application/json" : "application/x-protobuf",
      ]);
      const request = spans.find((span) => span.name === "GET /api/v1/search");
      const search = spans.find((span) => span.name === "catalog.search");
      expect(request).toMatchObject({ parentSpanId: "", attributes: { "http.route": ROUTE } });
      expect(request?.resource["service.name"]).toBe("grc-directory-test");
      expect(search?.attributes).toEqual({ "grc.results": 7 });
      expect(search?.traceId).toBe(request?.traceId);
      expect(search?.parentSpanId).toMatch(/^[0-9a-f]{16}$/);
      expect(search?.parentSpanId).toBe(request?.spanId);
    },
  );

  it("shutdown resolves, not rejects, when the OTLP collector is unreachable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const env = otelEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${typeof address === "object" && address?.port}`,
      // The exporter retries a refused connection until this timeout (default 10 s).
      OTEL_EXPORTER_OTLP_TIMEOUT: "300",
    });
    const telemetry = await start({ env });
    trace.getTracer("telemetry-test").startSpan("lost").end();
    await expect(telemetry.shutdown()).resolves.toBeUndefined();
  });

  it("does not trace when OTEL_SDK_DISABLED is true, even with an endpoint", async () => {
    const env = otelEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9",
      OTEL_SDK_DISABLED: "true",
    });
    const telemetry = await start({ env, metricsPort: 0 });
    expect(telemetry.tracing).toBe(false);
    expect(telemetry.metricsUrl).toBeUndefined();
    expect(trace.getTracer("telemetry-test").startSpan("ignored").isRecording()).toBe(false);
  });
});

describe("startTelemetry with nothing configured", () => {
  it("exports nothing, yet the context set by context.with holds across awaits", async () => {
    const telemetry = await start({ env: otelEnv() });
    expect(telemetry.metricsUrl).toBeUndefined();
    expect(telemetry.tracing).toBe(false);
    expect(trace.getTracer("telemetry-test").startSpan("ignored").isRecording()).toBe(false);

    const key = createContextKey("request id");
    const seen = await context.with(context.active().setValue(key, "x"), async () => {
      await setImmediate();
      await Promise.resolve();
      return context.active().getValue(key);
    });
    expect(seen).toBe("x");
    expect(context.active()).toBe(ROOT_CONTEXT);
    await expect(telemetry.shutdown()).resolves.toBeUndefined();
  });
});
