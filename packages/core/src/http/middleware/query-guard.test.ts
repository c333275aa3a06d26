import { describe, expect, it } from "vitest";
import { answering, exchangeFor, keptLogger } from "../../../test/exchange.ts";
import { MAX_QUERY_STRING, queryGuard } from "./query-guard.ts";

describe("queryGuard", () => {
  it("refuses a query string over the limit with 414 before the route reads it", async () => {
    const handler = answering();
    const exchange = exchangeFor(`/api/v1/search?q=${"a".repeat(MAX_QUERY_STRING)}`);
    const response = (await queryGuard({ logger: keptLogger() })(exchange, handler)) as Response;
    expect(response.status).toBe(414);
    expect((await response.json()).error.code).toBe("URI_TOO_LONG");
    expect(handler.calls).toBe(0);
  });

  it("refuses a query string that is not percent-encoded UTF-8, in the route's error shape", async () => {
    const exchange = exchangeFor("/api/ai-search?x=%ZZ");
    exchange.headers["access-control-allow-origin"] = "*";
    const unit = queryGuard({ logger: keptLogger(), format: "ai" });
    const response = (await unit(exchange, answering())) as Response;
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({ ok: false, code: "malformed_query" });
  });

  it("lets a readable query string, and none, through", async () => {
    const handler = answering();
    const unit = queryGuard({ logger: keptLogger() });
    await unit(exchangeFor("/api/v1/search?framework=iso-27001"), handler);
    await unit(exchangeFor("/"), handler);
    expect(handler.calls).toBe(2);
  });
});
