import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../test/fixture-catalog.ts";
import { cacheText } from "../http/cached-body.ts";
import { loadCatalog } from "./load-catalog.ts";
import { prepareCatalog } from "./prepared-catalog.ts";
import { ROOTS_MADE_AHEAD, rootsAsked } from "./roots-asked.ts";

describe("the roots a version was asked its dumps for", () => {
  it("are this API's /llms-full.txt roots and every tools dump root, most recently asked first, at most two each", async () => {
    const { caches } = await prepareCatalog(loadCatalog(fixtureDocument).catalog);
    const body = await cacheText("{}");
    for (const root of ["https://a.example", "https://b.example", "https://c.example"]) {
      caches.toolsDumps.set(root, body);
    }
    caches.llmsFull.set("api-1 https://a.example", body);
    caches.llmsFull.set("api-2 https://b.example", body);
    caches.llmsFull.set("api-1 https://c.example/grc", body);
    expect(ROOTS_MADE_AHEAD).toBe(2);
    expect(rootsAsked(caches, "api-1")).toEqual({
      toolsDump: ["https://c.example", "https://b.example"],
      llmsFull: ["https://c.example/grc", "https://a.example"],
    });
    expect(rootsAsked(caches, "api-3")).toEqual({
      toolsDump: ["https://c.example", "https://b.example"],
      llmsFull: [],
    });
  });
});
