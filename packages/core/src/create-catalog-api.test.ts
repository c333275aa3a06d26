import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { createCatalogApi } from "./app.ts";

describe("createCatalogApi", () => {
  it("serves the catalog it is given", async () => {
    const api = createCatalogApi({ catalog: fixtureDocument });
    const response = await api.fetch(new Request("http://x.test/api/tools.json"));
    const body = await response.json();
    expect(body.count).toBe(fixtureDocument.vendors.length);
    expect(JSON.stringify(body)).not.toContain("Bluepeak Cyber GmbH");
  });

  it("refuses to start without a catalog", () => {
    expect(() => createCatalogApi({} as never)).toThrow(TypeError);
  });
});
