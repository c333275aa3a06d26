import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import { cors } from "./cors.ts";

const METHODS = ["GET", "HEAD", "OPTIONS"];

describe("cors", () => {
  it("grants any origin on every answer of an open route", async () => {
    const exchange = exchangeFor("/api/v1/search", { headers: { origin: "https://a.example" } });
    const response = (await cors({ methods: METHODS })(exchange, answering())) as Response;
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toMatch(/RateLimit/);
  });

  it("answers the preflight itself, 204 with Allow, methods and a day's max-age", async () => {
    const handler = answering();
    const exchange = exchangeFor("/api/v1/search", {
      method: "OPTIONS",
      headers: { origin: "https://a.example", "access-control-request-headers": "X-Custom" },
    });
    const response = (await cors({ methods: METHODS })(exchange, handler)) as Response;
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toBe("X-Custom");
    expect(response.headers.get("access-control-max-age")).toBe("86400");
    expect(handler.calls).toBe(0);
  });

  it("leaves OPTIONS to the route when the route does not take it", async () => {
    const handler = answering();
    await cors({ methods: ["GET"] })(exchangeFor("/api/x", { method: "OPTIONS" }), handler);
    expect(handler.calls).toBe(1);
  });

  it("grants a listed origin and the deployment's own by name, with Vary: Origin, and no other", async () => {
    const unit = cors({ methods: ["POST", "OPTIONS"], origins: ["https://www.example.com"] });
    const grantOf = async (origin: string) => {
      const exchange = exchangeFor("/api/ai-search", { method: "POST", headers: { origin } });
      await unit(exchange, answering());
      return exchange.headers;
    };
    const listed = await grantOf("https://www.example.com");
    expect(listed["access-control-allow-origin"]).toBe("https://www.example.com");
    expect(listed.vary).toBe("Origin");
    expect((await grantOf("http://directory.test"))["access-control-allow-origin"]).toBe(
      "http://directory.test",
    );
    expect((await grantOf("https://other.example"))["access-control-allow-origin"]).toBeUndefined();
  });
});
