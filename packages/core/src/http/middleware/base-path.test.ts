import { describe, expect, it } from "vitest";
import { answering, exchangeFor } from "../../../test/exchange.ts";
import { underBasePath } from "./base-path.ts";

describe("underBasePath", () => {
  it("takes the mount path off the URL the routes see", async () => {
    const exchange = exchangeFor("/directory/api/v1/search");
    const seen: string[] = [];
    await underBasePath("/directory")(exchange, async (inner) => {
      seen.push(inner.url.pathname);
      return new Response();
    });
    expect(seen).toEqual(["/api/v1/search"]);
  });

  it("answers a path outside it with the JSON 404 that says where the API is", async () => {
    const handler = answering();
    const response = (await underBasePath("/directory")(
      exchangeFor("/elsewhere", { method: "POST" }),
      handler,
    )) as Response;
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toContain("served under /directory/");
    expect(handler.calls).toBe(0);
  });
});
