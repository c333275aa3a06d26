import { describe, expect, it } from "vitest";
import sampleDigest from "../../data/sample-catalog.digest.json" with { type: "json" };
import { sampleCatalog } from "../catalog/sample-catalog.ts";
import { corpusDigest } from "./corpus.ts";

describe("the bundled corpus digest", () => {
  it("matches the sample catalog (after editing it, run `npx -y pnpm@12 catalog:digest`)", async () => {
    expect(await corpusDigest(sampleCatalog().catalog)).toBe(sampleDigest.sha256);
  });
});
