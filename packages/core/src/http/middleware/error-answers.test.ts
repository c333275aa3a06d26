import { describe, expect, it } from "vitest";
import { answering, exchangeFor, keptLogger } from "../../../test/exchange.ts";
import { ApiError } from "../api-error.ts";
import { errorAnswers } from "./error-answers.ts";

const refusal = new ApiError(429, "RATE_LIMITED", "Too many.", "Wait.", {
  headers: { "retry-after": "5" },
});

describe("errorAnswers", () => {
  it("answers an ApiError value in the API's shape, with the gathered and the error's headers", async () => {
    const exchange = exchangeFor("/api/v1/search");
    exchange.headers.ratelimit = '"catalog";r=0;t=5';
    const response = (await errorAnswers({ logger: keptLogger() })(
      exchange,
      async () => refusal,
    )) as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("ratelimit")).toBe('"catalog";r=0;t=5');
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: "RATE_LIMITED", message: "Too many.", hint: "Wait." },
    });
  });

  it("answers in Ask AI's shape, or through the route's own writer", async () => {
    const ai = (await errorAnswers({ logger: keptLogger(), format: "ai" })(
      exchangeFor("/api/ai-search"),
      async () => refusal,
    )) as Response;
    expect(await ai.json()).toEqual({ ok: false, code: "rate_limited", message: "Too many." });
    const written = (await errorAnswers({
      logger: keptLogger(),
      format: (error) => new Response(error.code, { status: error.status }),
    })(exchangeFor("/mcp"), async () => refusal)) as Response;
    expect(await written.text()).toBe("RATE_LIMITED");
  });

  it("logs anything thrown with its stack and answers a generic 500", async () => {
    const logger = keptLogger();
    const response = (await errorAnswers({ logger })(exchangeFor("/"), async () => {
      throw new Error("broken");
    })) as Response;
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe("INTERNAL_ERROR");
    expect(logger.lines[0]?.fields?.error).toMatch(/broken/);
  });

  it("tells onError of each ApiError answered, and passes a Response through", async () => {
    const seen: string[] = [];
    const unit = errorAnswers({ logger: keptLogger(), onError: (error) => seen.push(error.code) });
    await unit(exchangeFor("/"), async () => refusal);
    const ok = (await unit(exchangeFor("/"), answering("fine"))) as Response;
    expect(await ok.text()).toBe("fine");
    expect(seen).toEqual(["RATE_LIMITED"]);
  });
});
