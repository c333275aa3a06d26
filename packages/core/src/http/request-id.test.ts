import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../test/exchange.ts";
import { requestId } from "./request-id.ts";

describe("requestId", () => {
  it("keeps a caller's sane X-Request-Id on the answer", async () => {
    const exchange = exchangeFor("/", { headers: { "x-request-id": "caller-id-1234" } });
    const response = (await requestId()(exchange, answering())) as Response;
    expect(response.headers.get("x-request-id")).toBe("caller-id-1234");
  });

  it("prefers the runtime's id, and makes a UUID for a missing or unsafe one", async () => {
    const given = exchangeFor("/", {}, { requestId: "runtime-id-5678" });
    await requestId()(given, answering());
    expect(given.headers["x-request-id"]).toBe("runtime-id-5678");
    const unsafe = exchangeFor("/", { headers: { "x-request-id": "<script>" } });
    await requestId()(unsafe, answering());
    expect(unsafe.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
