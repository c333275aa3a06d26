import { describe, expect, it } from "vitest";
import { createGazetteerReader } from "../free-text/free-text-reader.ts";
import { defaultTaxonomy } from "./default-taxonomy.ts";
import type { Taxonomy } from "./taxonomy.ts";
import { createTaxonomyIndex } from "./taxonomy-index.ts";

const withAddition = (addition: Partial<Taxonomy>): Taxonomy => ({
  frameworks: [...defaultTaxonomy.frameworks, ...(addition.frameworks ?? [])],
  regions: [...defaultTaxonomy.regions, ...(addition.regions ?? [])],
  serviceTypes: [...defaultTaxonomy.serviceTypes, ...(addition.serviceTypes ?? [])],
});

describe("the free-text lookup", () => {
  it("leaves no phrase of the built-in tables ambiguous or shadowed by the default taxonomy", () => {
    const { lookup } = createGazetteerReader(createTaxonomyIndex(defaultTaxonomy));
    expect(lookup.ambiguous).toEqual([]);
    expect(lookup.shadowed).toEqual([]);
  });

  it("compares phrases stemmed, sub-token by sub-token", () => {
    const { read } = createGazetteerReader(createTaxonomyIndex(defaultTaxonomy));
    expect(read("Penetration Tests").slugs.serviceTypes).toEqual(["penetration-testing"]);
    expect(read("ISO27001 audits").slugs).toMatchObject({
      frameworks: ["iso-27001"],
      serviceTypes: ["audit"],
    });
  });

  it("reads an operator's added tag inflected too, built from the merged taxonomy", () => {
    const taxonomy = createTaxonomyIndex(
      withAddition({
        serviceTypes: [
          { slug: "tabletop-exercise", label: "Tabletop exercise", aliases: ["crisis drill"] },
        ],
      }),
    );
    expect(
      createGazetteerReader(taxonomy).read("tabletop exercises and crisis drills").slugs,
    ).toEqual({
      frameworks: [],
      regions: [],
      serviceTypes: ["tabletop-exercise"],
    });
  });

  it("lets two added spellings that stem alike serve neither, and still reads each as written", () => {
    const taxonomy = createTaxonomyIndex(
      withAddition({
        serviceTypes: [
          { slug: "hosting", label: "Hosting", aliases: ["hosts"] },
          { slug: "host-review", label: "Host review", aliases: ["hosting review", "hosted"] },
        ],
      }),
    );
    expect(createGazetteerReader(taxonomy).lookup.ambiguous).toContain("host");
    expect(createGazetteerReader(taxonomy).read("hosted").slugs.serviceTypes).toEqual([
      "host-review",
    ]);
    expect(createGazetteerReader(taxonomy).read("hosts").slugs.serviceTypes).toEqual(["hosting"]);
    // "hosters" stems to neither spelling and is more than a typo from each.
    expect(createGazetteerReader(taxonomy).read("hosters").slugs.serviceTypes).toEqual([]);
  });
});
