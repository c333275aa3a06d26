import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { notFound, outsideBasePath } from "./not-found.ts";

describe("the 404 of an unknown path", () => {
  it("names any path asked for, cut to 200 characters, in a body that stays valid JSON", async () => {
    const refuse = notFound("/directory");
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 300 }), async (path) => {
        const response = refuse(path, { "x-request-id": "r" });
        const body = await response.json();
        expect(body.error.code).toBe("NOT_FOUND");
        expect(body.error.message).toBe(`No endpoint at ${path.slice(0, 200)}.`);
        expect(body.error.hint).toContain("/directory/openapi.json");
      }),
    );
  });

  it("answers with the headers gathered for the request, never to be cached", () => {
    const response = outsideBasePath("/directory")("/elsewhere", { "x-request-id": "r" });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("r");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("writes a path that holds the slot's own text as the text it is", async () => {
    const tricky = '/api/\u0000path\u0000/"\\u0000path\\u0000"';
    const body = await notFound()(tricky, {}).json();
    expect(body.error.message).toBe(`No endpoint at ${tricky}.`);
  });
});
