import { describe, expect, it } from "vitest";
import { catalogView } from "../catalog/catalog-view.ts";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { sampleCatalog, sampleCatalogDocument } from "../catalog/sample-catalog.ts";
import { retrieve } from "./retrieval.ts";
import { retrievalMemo } from "./retrieval-memo.ts";

const ROOT = "https://directory.example";

describe("retrievalMemo", () => {
  const { catalog, taxonomy } = sampleCatalog();
  const view = catalogView(catalog);

  it("answers a question asked again with the retrieval kept the first time, equal to a fresh one", () => {
    const kept = retrievalMemo(taxonomy);
    const message = "SOC 2 auditor in Germany for a 50-person SaaS startup";
    const first = kept(message, undefined, catalog, view, ROOT);
    expect(kept(message, undefined, catalog, view, ROOT)).toBe(first);
    expect(first).toEqual(retrieve(message, undefined, catalog, view, taxonomy, ROOT));
  });

  it("keeps apart what the retrieval depends on: the previous filters, the site root and the catalog version", () => {
    const kept = retrievalMemo(taxonomy);
    const message = "what about Germany?";
    const previous = { frameworks: ["soc-2"], regions: ["us"], serviceTypes: ["audit"] };
    const alone = kept(message, undefined, catalog, view, ROOT);
    const followUp = kept(message, previous, catalog, view, ROOT);
    expect(followUp).not.toBe(alone);
    expect(followUp.filters.frameworks).toEqual(["soc-2"]);
    const other = kept("SOC 2 in the US", undefined, catalog, view, "https://other.example");
    expect(other.vendors[0]?.detailsPage).toMatch(/^https:\/\/other\.example\//);
    const { catalog: nextVersion } = loadCatalog(sampleCatalogDocument);
    expect(kept(message, undefined, nextVersion, catalogView(nextVersion), ROOT)).not.toBe(alone);
  });

  it("freezes a kept retrieval, so a responder changing its input cannot change the next answer", () => {
    const found = retrievalMemo(taxonomy)("SOC 2 in the US", undefined, catalog, view, ROOT);
    expect(found.vendors.length).toBeGreaterThan(0);
    expect(() => found.vendors.pop()).toThrow(TypeError);
    expect(() => {
      (found.vendors[0] as { name: string }).name = "Changed";
    }).toThrow(TypeError);
    expect(() => found.filters.frameworks.push("iso-27001")).toThrow(TypeError);
    expect(() => found.signals.sizes.push("startup")).toThrow(TypeError);
  });
});
