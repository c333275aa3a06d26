import { describe, expect, it } from "vitest";
import { exchangeFor, keptLogger } from "../../test/exchange.ts";
import { memoryRateLimiter } from "../memory/memory-rate-limiter.ts";
import { createTelemetry } from "../telemetry/instruments.ts";
import { composeRoute, type Route, type RouteDeps } from "./route.ts";

const deps: RouteDeps = {
  logger: keptLogger(),
  basePath: "",
  rateLimiter: memoryRateLimiter({ clock: { now: () => 30_000 } }),
  clientIp: (_request, context) => context.clientAddress,
  telemetry: createTelemetry(),
  warnLimiterFailed: () => {},
};

/** A route limited to one request per client, open to one listed origin. */
function limitedRoute(): Route & { calls: number } {
  const route = {
    path: "/api/thing",
    methods: ["GET", "HEAD", "OPTIONS"],
    cors: ["https://ok.example"],
    rateLimit: { name: "catalog", limit: 1, windowSeconds: 60 },
    calls: 0,
    handler: async (
      _request: Request,
      _url: URL,
      _context: unknown,
      headers: Record<string, string>,
    ) => {
      route.calls += 1;
      return new Response("thing", { headers });
    },
  };
  return route;
}

const send = async (route: Route, path: string, init: RequestInit = {}, ip = "203.0.113.1") =>
  (await composeRoute(route, deps)(exchangeFor(path, init, { clientAddress: ip }))) as Response;

describe("a route's middleware, composed in order", () => {
  it("answers a preflight before the methods, the origin check and the limit", async () => {
    const route = limitedRoute();
    const preflight = await send(route, "/api/thing", {
      method: "OPTIONS",
      headers: { origin: "https://ok.example" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://ok.example");
    expect(route.calls).toBe(0);
  });

  it("refuses a wrong method (405) before an unlisted origin (403), and neither is counted", async () => {
    const route = limitedRoute();
    const other = { origin: "https://other.example" };
    expect((await send(route, "/api/thing", { method: "POST", headers: other })).status).toBe(405);
    expect((await send(route, "/api/thing", { headers: other })).status).toBe(403);
    const counted = await send(route, "/api/thing");
    expect(counted.status).toBe(200);
    expect(counted.headers.get("ratelimit")).toMatch(/r=0/);
  });

  it("refuses a malformed query string before the limit counts it, in the route's shape", async () => {
    const route = limitedRoute();
    const refused = await send(route, "/api/thing?x=%ZZ", {}, "203.0.113.2");
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("MALFORMED_QUERY");
    expect((await send(route, "/api/thing", {}, "203.0.113.2")).status).toBe(200);
  });

  it("answers a HEAD over the limit with the 429's headers and no body", async () => {
    const route = limitedRoute();
    await send(route, "/api/thing", {}, "203.0.113.3");
    const refused = await send(route, "/api/thing", { method: "HEAD" }, "203.0.113.3");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(refused.body).toBeNull();
    expect(route.calls).toBe(1);
  });

  it("gives the handler the params the table found", async () => {
    let seen: unknown;
    const route: Route = {
      path: "/vendors/:slug",
      methods: ["GET"],
      handler: async (_request, _url, _context, _headers, params) => {
        seen = params;
        return new Response("ok");
      },
    };
    const exchange = exchangeFor("/vendors/acme");
    exchange.params = { slug: "acme" };
    await composeRoute(route, deps)(exchange);
    expect(seen).toEqual({ slug: "acme" });
  });
});
