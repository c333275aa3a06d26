import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import { ApiError } from "../api-error.ts";
import { headWithoutBody } from "./head.ts";

describe("headWithoutBody", () => {
  it("answers HEAD with the GET answer's status and headers and no body", async () => {
    const exchange = exchangeFor("/", { method: "HEAD" });
    exchange.headers["x-kept"] = "yes";
    const response = (await headWithoutBody()(exchange, answering("body"))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("x-kept")).toBe("yes");
    expect(response.body).toBeNull();
  });

  it("leaves every other method's answer, and an error value, as they are", async () => {
    const get = (await headWithoutBody()(exchangeFor("/"), answering("body"))) as Response;
    expect(await get.text()).toBe("body");
    const error = new ApiError(404, "NOT_FOUND", "none");
    const head = exchangeFor("/", { method: "HEAD" });
    expect(await headWithoutBody()(head, async () => error)).toBe(error);
  });
});
