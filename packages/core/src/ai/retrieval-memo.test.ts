import { describe, expect, it } from "vitest";
import { loadCatalog } from "../catalog/load-catalog.ts";
import { prepareCatalog } from "../catalog/prepared-catalog.ts";
import { sampleCatalog, sampleCatalogDocument } from "../catalog/sample-catalog.ts";
import { createGazetteerReader } from "../free-text/free-text-reader.ts";
import { retrieve } from "./retrieval.ts";
import { keptRetrieval } from "./retrieval-memo.ts";

const ROOT = "https://directory.example";
const API_ID = "api";

describe("keptRetrieval", () => {
  const { catalog: loaded, taxonomy } = sampleCatalog();
  const reader = createGazetteerReader(taxonomy);
  const prepared = prepareCatalog(loaded);
  const ask = (message: string, previous?: Parameters<typeof retrieve>[1], root = ROOT) =>
    prepared.then((catalog) =>
      keptRetrieval(catalog, reader, { apiId: API_ID, message, previous, root }),
    );

  it("answers a question asked again with the retrieval kept the first time, equal to a fresh one", async () => {
    const message = "SOC 2 auditor in Germany for a 50-person SaaS startup";
    const first = await ask(message);
    expect(await ask(message)).toBe(first);
    expect(first).toEqual(retrieve(message, undefined, await prepared, reader, ROOT));
  });

  it("keeps apart what the retrieval depends on: the previous filters, the site root, the API and the catalog version", async () => {
    const message = "what about Germany?";
    const previous = { frameworks: ["soc-2"], regions: ["us"], serviceTypes: ["audit"] };
    const alone = await ask(message);
    const followUp = await ask(message, previous);
    expect(followUp).not.toBe(alone);
    expect(followUp.filters.frameworks).toEqual(["soc-2"]);
    const other = await ask("SOC 2 in the US", undefined, "https://other.example");
    expect(other.vendors[0]?.detailsPage).toMatch(/^https:\/\/other\.example\//);
    const question = { apiId: "another api", message, previous: undefined, root: ROOT };
    expect(keptRetrieval(await prepared, reader, question)).not.toBe(alone);
    const nextVersion = await prepareCatalog(loadCatalog(sampleCatalogDocument).catalog);
    const again = { apiId: API_ID, message, previous: undefined, root: ROOT };
    expect(keptRetrieval(nextVersion, reader, again)).not.toBe(alone);
  });

  it("freezes a kept retrieval, so a responder changing its input cannot change the next answer", async () => {
    const found = await ask("SOC 2 in the US");
    expect(found.vendors.length).toBeGreaterThan(0);
    expect(() => found.vendors.pop()).toThrow(TypeError);
    expect(() => {
      (found.vendors[0] as { name: string }).name = "Changed";
    }).toThrow(TypeError);
    expect(() => found.filters.frameworks.push("iso-27001")).toThrow(TypeError);
    expect(() => found.signals.sizes.push("startup")).toThrow(TypeError);
  });
});
