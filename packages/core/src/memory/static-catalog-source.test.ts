import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { isCatalogPrepared } from "../catalog/prepare-catalog.ts";
import { staticCatalogSource } from "./static-catalog-source.ts";

describe("static catalog source", () => {
  it("builds the catalog's indexes and tools dump when created, before any request reads it", async () => {
    const { catalog } = loadCatalog(structuredClone(fixtureDocument));
    const source = staticCatalogSource(catalog);
    expect(isCatalogPrepared(catalog)).toBe(false);
    const snapshot = await source.current();
    expect(snapshot.catalog).toBe(catalog);
    expect(isCatalogPrepared(catalog)).toBe(true);
  });
});
