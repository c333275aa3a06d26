import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import type { ApiError } from "../api-error.ts";
import { methods } from "./methods.ts";

describe("methods", () => {
  it("refuses a method the route does not take with 405 and Allow, naming the full path", async () => {
    const handler = answering();
    const unit = methods({ allow: ["GET", "OPTIONS"], basePath: "/directory" });
    const refused = (await unit(
      exchangeFor("/api/v1/market", { method: "HEAD" }),
      handler,
    )) as ApiError;
    expect(refused).toMatchObject({ status: 405, code: "METHOD_NOT_ALLOWED" });
    expect(refused.options.headers).toEqual({ allow: "GET, OPTIONS" });
    expect(refused.message).toBe("/directory/api/v1/market does not accept HEAD.");
    expect(handler.calls).toBe(0);
  });

  it("passes a method the route takes, and words a refusal as the route asks", async () => {
    const handler = answering();
    const unit = methods({ allow: ["POST"], message: (method) => `no ${method} here` });
    await unit(exchangeFor("/mcp", { method: "POST" }), handler);
    expect(handler.calls).toBe(1);
    const refused = (await unit(exchangeFor("/mcp", { method: "DELETE" }), handler)) as ApiError;
    expect(refused.message).toBe("no DELETE here");
  });
});
