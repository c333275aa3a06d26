import {
  type Api,
  type ApiOptions,
  type ChatResponder,
  createApi,
  type Logger,
  memoryRateLimiter,
  type RateLimiter,
} from "@grc-directory/core";
import { jsonLogger } from "@grc-directory/core/config";
import { context, propagation } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  type DataPoint,
  MeterProvider,
  type MetricData,
  MetricReader,
} from "@opentelemetry/sdk-metrics";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureDocument } from "../../core/test/fixture-catalog.ts";
import { ORIGIN } from "../../core/test/http-helpers.ts";

/** A reader the test collects from when it wants to. */
class CollectingReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

/** An API recording into in-memory providers, and what it recorded. */
function observedApi(options: ApiOptions = {}) {
  const reader = new CollectingReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const spans = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({
    spanProcessors: [new SimpleSpanProcessor({ exporter: spans })],
  });
  const api = createApi({
    catalog: fixtureDocument,
    logger: { warn() {}, error() {} },
    ...options,
    telemetry: { meterProvider, tracerProvider },
  });
  const metric = async (name: string): Promise<MetricData | undefined> => {
    const { resourceMetrics } = await reader.collect();
    return resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .find((each) => each.descriptor.name === name);
  };
  const points = async (name: string): Promise<DataPoint<unknown>[]> =>
    ((await metric(name))?.dataPoints ?? []) as DataPoint<unknown>[];
  return { api, spans, points };
}

function get(api: Api, path: string, headers: Record<string, string> = {}) {
  return api.fetch(new Request(`${ORIGIN}${path}`, { headers }), { clientAddress: "203.0.113.9" });
}

/** The in-memory rate limiter as a port that reaches a service (it has `ping`). */
function remoteLimiter(fail: () => boolean, logger?: Logger): RateLimiter {
  const memory = memoryRateLimiter();
  return {
    async ping() {},
    async limit(policy, key) {
      await Promise.resolve();
      logger?.warn("limiter port saw a call", { policy: policy.name });
      if (fail()) throw new Error("store down");
      return memory.limit(policy, key);
    },
  };
}

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(() => {
  context.disable();
});

describe("requests in metrics and traces", () => {
  it("labels the duration by route template, method and status, never by raw path", async () => {
    const { api, points, spans } = observedApi();
    for (const path of [
      "/vendors/one",
      "/vendors/two",
      "/api/v1/search?framework=soc-2",
      "/nope/x",
    ]) {
      await (await get(api, path)).arrayBuffer();
    }
    const recorded = await points("http.server.request.duration");
    const labels = recorded.map((point) => point.attributes);
    expect(labels).toContainEqual(
      expect.objectContaining({
        "http.route": "/api/v1/search",
        "http.request.method": "GET",
        "http.response.status_code": 200,
      }),
    );
    const vendorRoutes = labels.filter((label) => label["http.route"] === "/vendors/*");
    expect(vendorRoutes.length).toBeGreaterThan(0);
    // Two vendor paths, one series per status; the unmatched path has no route at all.
    expect(JSON.stringify(labels)).not.toMatch(/one|two|\/nope/);
    expect(labels.some((label) => label["http.route"] === undefined)).toBe(true);
    const names = spans.getFinishedSpans().map((span) => span.name);
    expect(names).toEqual(["GET /vendors/*", "GET /vendors/*", "GET /api/v1/search", "GET"]);
    expect(spans.getFinishedSpans()[0]?.attributes["url.path"]).toBe("/vendors/one");
  });

  it("names routes with the mount path under a basePath", async () => {
    const { api, spans } = observedApi({ basePath: "/directory" });
    await (await get(api, "/directory/api/v1/search?framework=soc-2")).arrayBuffer();
    expect(spans.getFinishedSpans().map((span) => span.name)).toEqual([
      "GET /directory/api/v1/search",
    ]);
  });

  it("continues the caller's trace from traceparent only when a propagator is registered", async () => {
    const { api, spans } = observedApi();
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    await (await get(api, "/healthz", { traceparent })).arrayBuffer();
    // No propagator is registered here: the span starts its own trace.
    expect(spans.getFinishedSpans()[0]?.spanContext().traceId).not.toBe(
      "0af7651916cd43dd8448eb211c80319c",
    );
    // With W3C Trace Context registered (as the Node SDK does), the request span joins it.
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    try {
      await (await get(api, "/healthz", { traceparent })).arrayBuffer();
    } finally {
      propagation.disable();
    }
    const joined = spans.getFinishedSpans()[1];
    expect(joined?.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
    expect(joined?.parentSpanContext?.spanId).toBe("b7ad6b7169203331");
  });

  it("counts rate-limit refusals by policy", async () => {
    const { api, points } = observedApi({
      rateLimits: { catalog: { limit: 1, windowSeconds: 86_400 } },
    });
    await (await get(api, "/api/tools.json")).arrayBuffer();
    expect((await get(api, "/api/tools.json")).status).toBe(429);
    expect(await points("grc.rate_limit.refusals")).toEqual([
      expect.objectContaining({ attributes: { policy: "catalog" }, value: 1 }),
    ]);
  });
});

describe("stores in metrics and traces", () => {
  it("traces a store that leaves the process as a child span, and counts its failures", async () => {
    let failing = false;
    const { api, points, spans } = observedApi({ rateLimiter: remoteLimiter(() => failing) });
    await (await get(api, "/api/tools.json")).arrayBuffer();
    failing = true;
    // A failing limiter lets the request through.
    expect((await get(api, "/api/tools.json")).status).toBe(200);
    const finished = spans.getFinishedSpans();
    const server = finished.filter((span) => span.name === "GET /api/tools.json");
    const calls = finished.filter((span) => span.name === "rate_limiter.limit");
    expect(calls).toHaveLength(2);
    expect(calls.map((span) => span.parentSpanContext?.spanId)).toEqual(
      server.map((span) => span.spanContext().spanId),
    );
    expect(calls[1]?.status.code).toBe(2); // SpanStatusCode.ERROR
    expect(await points("grc.store.failures")).toEqual([
      expect.objectContaining({
        attributes: { store: "rate_limiter", operation: "limit" },
        value: 1,
      }),
    ]);
    const durations = (await points("grc.store.duration")).map((point) => point.attributes);
    expect(durations).toEqual(
      expect.arrayContaining([
        { store: "rate_limiter", operation: "limit", outcome: "ok" },
        { store: "rate_limiter", operation: "limit", outcome: "error" },
      ]),
    );
  });

  it("leaves ports that live in the process untraced", async () => {
    const { api, spans } = observedApi();
    await (await get(api, "/api/tools.json")).arrayBuffer();
    expect(spans.getFinishedSpans().map((span) => span.name)).toEqual(["GET /api/tools.json"]);
  });

  it("observes the catalog's source, age and size at each collection", async () => {
    const { points } = observedApi();
    expect(await points("grc.catalog.info")).toEqual([
      expect.objectContaining({ attributes: { source: "static", fallback: false }, value: 1 }),
    ]);
    const [vendors] = await points("grc.catalog.vendors");
    expect(vendors?.value).toBe(fixtureDocument.vendors.length);
    const [age] = await points("grc.catalog.age");
    expect(age?.value).toBeGreaterThan(0);
  });
});

describe("log lines of a request", () => {
  it("carry its request id and trace, from handlers and ports alike", async () => {
    // The servers' logger, which ports built from the settings (Upstash) log through too.
    const lines: Record<string, unknown>[] = [];
    const logger = jsonLogger("warn", (line) => lines.push(JSON.parse(line)));
    const { api, spans } = observedApi({
      logger,
      rateLimiter: remoteLimiter(() => true, logger),
    });
    const headers = { "x-request-id": "trace-me-1234" };
    await (await get(api, "/api/tools.json", headers)).arrayBuffer();
    const [server] = spans.getFinishedSpans().filter((span) => span.name.startsWith("GET"));
    const fromPort = lines.find((line) => line.message === "limiter port saw a call");
    const fromHandler = lines.find((line) =>
      String(line.message).startsWith("rate limiter failed"),
    );
    for (const line of [fromPort, fromHandler]) {
      expect(line).toMatchObject({
        requestId: "trace-me-1234",
        traceId: server?.spanContext().traceId,
      });
    }
    // Outside a request, a line has no request id.
    logger.warn("between requests");
    expect(lines.at(-1)).not.toHaveProperty("requestId");
    expect(lines.at(-1)).not.toHaveProperty("traceId");
  });
});

describe("Ask AI in metrics and traces", () => {
  /** A model that answers "Hello" and reports what it spent; it has `ping`, as a server would. */
  const model: ChatResponder = {
    model: "test-model",
    async ping() {},
    async *respond() {
      yield { text: "Hello" };
      yield { finishReason: "stop", usage: { promptTokens: 10, completionTokens: 5 } };
    },
  };
  const ask = (api: Api, origin = ORIGIN) =>
    api.fetch(
      new Request(`${ORIGIN}/api/ai-search`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ message: "ISO 27001 consultants in Germany" }),
      }),
      { clientAddress: "203.0.113.9" },
    );

  it("counts answers, refusals by code and the model's tokens, with a span per model answer", async () => {
    const { api, points, spans } = observedApi({
      ai: { responder: model, tokenSecret: "test-secret-0123456789", dailyTokenBudget: 15 },
    });
    const answered = await ask(api);
    expect(answered.status).toBe(200);
    await answered.text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const spent = await ask(api);
    expect(spent.status).toBe(429);
    expect((await ask(api, "https://elsewhere.example")).status).toBe(403);

    expect(await points("grc.ai.answers")).toEqual([
      expect.objectContaining({ attributes: { responder: "model" }, value: 1 }),
    ]);
    const refusals = await points("grc.ai.refusals");
    expect(refusals.map(({ attributes, value }) => [attributes.code, value])).toEqual(
      expect.arrayContaining([
        ["capacity", 1],
        ["origin_not_allowed", 1],
      ]),
    );
    const tokens = await points("grc.ai.tokens");
    expect(tokens.map(({ attributes, value }) => [attributes.type, value])).toEqual(
      expect.arrayContaining([
        ["prompt", 10],
        ["completion", 5],
      ]),
    );
    const finished = spans.getFinishedSpans();
    const modelSpan = finished.find((span) => span.name === "model.answer");
    const post = finished.find((span) => span.name === "POST /api/ai-search");
    expect(modelSpan?.attributes).toMatchObject({
      "gen_ai.request.model": "test-model",
      "gen_ai.usage.input_tokens": 10,
      "gen_ai.usage.output_tokens": 5,
    });
    expect(modelSpan?.parentSpanContext?.spanId).toBe(post?.spanContext().spanId);
  });
});
