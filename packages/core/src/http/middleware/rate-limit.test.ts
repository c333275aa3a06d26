import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import { memoryRateLimiter } from "../../memory/memory-rate-limiter.ts";
import type { RateLimiter, RateLimitPolicy } from "../../ports.ts";
import { createTelemetry } from "../../telemetry/instruments.ts";
import type { ApiError } from "../api-error.ts";
import { type RateLimitDeps, rateLimit } from "./rate-limit.ts";

const POLICY: RateLimitPolicy = { name: "catalog", limit: 2, windowSeconds: 60 };

function deps(rateLimiter: RateLimiter = memoryRateLimiter({ clock: { now: () => 30_000 } })) {
  const warnings: Record<string, unknown>[] = [];
  const built: RateLimitDeps = {
    rateLimiter,
    clientIp: (_request, context) => context.clientAddress,
    telemetry: createTelemetry(),
    warnLimiterFailed: (fields) => warnings.push(fields),
  };
  return { deps: built, warnings };
}

const from = (address: string) => exchangeFor("/api/v1/search", {}, { clientAddress: address });

describe("rateLimit", () => {
  it("counts each request of a client and puts its own count in the answer's headers", async () => {
    const unit = rateLimit({ policy: POLICY }, deps().deps);
    const exchange = from("203.0.113.1");
    const response = (await unit(exchange, answering())) as Response;
    expect(response.headers.get("ratelimit-policy")).toBe('"catalog";q=2;w=60');
    expect(response.headers.get("ratelimit")).toMatch(/^"catalog";r=1;t=\d+$/);
  });

  it("refuses a client over the limit with 429, Retry-After and its headers, not the handler", async () => {
    const unit = rateLimit({ policy: POLICY }, deps().deps);
    const handler = answering();
    await unit(from("203.0.113.2"), handler);
    await unit(from("203.0.113.2"), handler);
    const refused = (await unit(from("203.0.113.2"), handler)) as ApiError;
    expect(handler.calls).toBe(2);
    expect(refused).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(Number(refused.options.headers?.["retry-after"])).toBeGreaterThan(0);
    expect(refused.hint).toContain(
      `Retry after ${refused.options.headers?.["retry-after"]} seconds`,
    );
    // Another client is counted on its own.
    expect(await unit(from("203.0.113.3"), handler)).toBeInstanceOf(Response);
  });

  it("answers every refusal of one reset as one constant, its headers on the answer too", async () => {
    const unit = rateLimit({ policy: { ...POLICY, limit: 1 } }, deps().deps);
    const handler = answering();
    await unit(from("203.0.113.6"), handler);
    await unit(from("203.0.113.7"), handler);
    const first = from("203.0.113.6");
    const refused = (await unit(first, handler)) as ApiError;
    const second = from("203.0.113.7");
    // Another client refused at the same moment: the same window's reset, the same answer.
    expect(await unit(second, handler)).toBe(refused);
    expect(first.headers["retry-after"]).toBe(refused.options.headers?.["retry-after"]);
    expect(second.headers.ratelimit).toBe(refused.options.headers?.ratelimit);
  });

  it("counts only the requests the route says count", async () => {
    const unit = rateLimit(
      { policy: { ...POLICY, limit: 1 }, counts: (exchange) => exchange.request.method === "POST" },
      deps().deps,
    );
    const handler = answering();
    for (let i = 0; i < 3; i++) await unit(from("203.0.113.4"), handler);
    expect(handler.calls).toBe(3);
  });

  it("lets the request through, without headers, when the limiter fails, and warns", async () => {
    const failing: RateLimiter = { limit: async () => Promise.reject(new Error("down")) };
    const { deps: built, warnings } = deps(failing);
    const response = (await rateLimit({ policy: POLICY }, built)(
      from("203.0.113.5"),
      answering(),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit")).toBeNull();
    expect(warnings).toEqual([{ policy: "catalog", error: "down" }]);
  });
});
