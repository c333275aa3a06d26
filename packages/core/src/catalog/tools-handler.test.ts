import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fixtureDocument, NAME_ORDER } from "../../test/fixture-catalog.ts";
import { call, callJson } from "../../test/http-helpers.ts";
import { createApi } from "../app.ts";
import { ToolsDumpSchema } from "./response-schemas.ts";

describe("GET /api/tools.json", () => {
  const api = createApi({ catalog: fixtureDocument });

  it("dumps every service, public fields only, in name order", async () => {
    const { response, body } = await callJson(api, "/api/tools.json");
    expect(response.status).toBe(200);
    expect(v.safeParse(ToolsDumpSchema, body).success).toBe(true);
    expect(body.directory).toBe(fixtureDocument.directory);
    expect(body.lastUpdated).toBe("2026-11-01");
    expect(body.count).toBe(fixtureDocument.vendors.length);
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(NAME_ORDER);
    expect(JSON.stringify(body)).not.toMatch(/email|internalNotes|@|matched/);
  });

  it("is cacheable and conditional", async () => {
    const first = await call(api, "/api/tools.json");
    expect(first.headers.get("cache-control")).toContain("s-maxage=");
    const etag = first.headers.get("etag") ?? "";
    const again = await call(api, "/api/tools.json", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("takes no parameters but ignores none silently: HEAD, OPTIONS and 405 as search", async () => {
    expect((await call(api, "/api/tools.json", { method: "HEAD" })).status).toBe(200);
    expect((await call(api, "/api/tools.json", { method: "OPTIONS" })).status).toBe(204);
    const post = await call(api, "/api/tools.json", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });
});
