import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import { ApiError } from "../api-error.ts";
import { allowedOrigins } from "./allowed-origins.ts";

describe("allowedOrigins", () => {
  it("refuses a browser request whose origin CORS did not grant, 403 naming the full path", async () => {
    const handler = answering();
    const exchange = exchangeFor("/api/ai-search", {
      method: "POST",
      headers: { origin: "https://other.example" },
    });
    const refused = await allowedOrigins("/directory")(exchange, handler);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: "ORIGIN_NOT_ALLOWED" });
    expect((refused as ApiError).message).toContain("/directory/api/ai-search");
    expect(handler.calls).toBe(0);
  });

  it("lets a granted origin and a request without Origin (a server's) through", async () => {
    const handler = answering();
    const granted = exchangeFor("/api/ai-search", { headers: { origin: "https://ok.example" } });
    granted.headers["access-control-allow-origin"] = "https://ok.example";
    await allowedOrigins()(granted, handler);
    await allowedOrigins()(exchangeFor("/api/ai-search"), handler);
    expect(handler.calls).toBe(2);
  });
});
