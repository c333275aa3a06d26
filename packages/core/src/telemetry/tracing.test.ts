import type { Span, Tracer, TracerProvider } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../test/exchange.ts";
import { createTelemetry } from "./instruments.ts";
import { tracing } from "./traced-request.ts";

/** A tracer that keeps each span's final name and whether it ended. */
function keptSpans() {
  const spans: { name: string; ended: boolean; attributes: Record<string, unknown> }[] = [];
  const tracer = {
    startSpan(name: string, options?: { attributes?: Record<string, unknown> }) {
      const kept = { name, ended: false, attributes: { ...options?.attributes } };
      spans.push(kept);
      const span = {
        updateName: (next: string) => {
          kept.name = next;
          return span;
        },
        setAttributes: (attributes: Record<string, unknown>) => {
          Object.assign(kept.attributes, attributes);
          return span;
        },
        setStatus: () => span,
        end: () => {
          kept.ended = true;
        },
        spanContext: () => ({ traceId: "0".repeat(32), spanId: "0".repeat(16), traceFlags: 0 }),
      };
      return span as unknown as Span;
    },
  } as unknown as Tracer;
  const provider: TracerProvider = { getTracer: () => tracer };
  return { spans, provider };
}

describe("tracing", () => {
  it("names the request's span by method and the route template the table wrote", async () => {
    const { spans, provider } = keptSpans();
    const unit = tracing(createTelemetry({ tracerProvider: provider }));
    const exchange = exchangeFor("/vendors/acme");
    exchange.headers["x-request-id"] = "request-id-1";
    const response = (await unit(exchange, async (inner) => {
      inner.route = "/vendors/*";
      return answering()(inner);
    })) as Response;
    expect(response.status).toBe(200);
    expect(spans).toEqual([expect.objectContaining({ name: "GET /vendors/*", ended: true })]);
    expect(spans[0]?.attributes).toMatchObject({
      "url.path": "/vendors/acme",
      "http.route": "/vendors/*",
      "http.response.status_code": 200,
    });
  });

  it("names a request no route took by its method alone", async () => {
    const { spans, provider } = keptSpans();
    await tracing(createTelemetry({ tracerProvider: provider }))(exchangeFor("/nope"), answering());
    expect(spans[0]?.name).toBe("GET");
  });
});
