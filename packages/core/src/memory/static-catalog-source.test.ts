import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { staticCatalogSource } from "./static-catalog-source.ts";

describe("static catalog source", () => {
  it("prepares its catalog once and hands out that prepared version to every request", async () => {
    const { catalog } = loadCatalog(structuredClone(fixtureDocument));
    const source = staticCatalogSource(catalog);
    const [first, second] = await Promise.all([source.current(), source.current()]);
    expect(first.catalog).toBe(second.catalog);
    expect((await source.current()).catalog).toBe(first.catalog);
    expect(first).toMatchObject({ source: "static", fallback: false });
    expect(first.catalog.vendors).toBe(catalog.vendors);
    expect(first.catalog.index.vendors).toHaveLength(catalog.vendors.length);
    expect(first.catalog.positionOfSlug.size).toBe(catalog.vendors.length);
  });
});
