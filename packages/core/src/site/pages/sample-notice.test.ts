import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../../../test/fixture-catalog.ts";
import { call } from "../../../test/http-helpers.ts";
import { SITE_PAGES } from "../../../test/site-pages.ts";
import { createApi, createCatalogApi } from "../../app.ts";
import { loadCatalog } from "../../catalog/load-catalog.ts";
import { prepareCatalog } from "../../catalog/prepared-catalog.ts";
import { sampleCatalogDocument } from "../../catalog/sample-catalog.ts";

const SECRET = { tokenSecret: "test-secret-0123456789" };
const PAGES = [...SITE_PAGES, "/no-such-page"];

async function bodies(api: ReturnType<typeof createApi>, path: string) {
  const html = await (await call(api, path)).text();
  const markdown = await (await call(api, path, { headers: { accept: "text/markdown" } })).text();
  return { html: html.slice(html.indexOf("<main>")), markdown };
}

describe("the sample-data notice", () => {
  it.each(PAGES)("is on %s, HTML and Markdown, when the bundled sample is served", async (path) => {
    const { html, markdown } = await bodies(createApi({ ai: SECRET }), path);
    expect(html).toContain(
      "<p><strong>Sample data:</strong> every vendor listed here is fictional",
    );
    expect(markdown).toContain("**Sample data:** every vendor listed here is fictional");
  });

  it("follows the sample document wherever it is loaded from (a Worker's catalog asset)", async () => {
    const api = createCatalogApi({ catalog: sampleCatalogDocument as never, ai: SECRET });
    expect((await bodies(api, "/grc-services/iso-27001")).html).toContain("Sample data:");
  });

  it("is on no page of an operator's catalog", async () => {
    const api = createApi({ catalog: fixtureDocument, ai: SECRET });
    for (const path of [
      ...PAGES.filter((p) => !p.startsWith("/vendors/")),
      "/vendors/zeta-audit",
    ]) {
      const { html, markdown } = await bodies(api, path);
      expect(html, path).not.toContain("Sample data:");
      expect(markdown, path).not.toContain("Sample data");
    }
  });

  it("follows a live catalog as it changes", async () => {
    const version = async (sample: boolean) => {
      const { catalog } = loadCatalog({ ...fixtureDocument, ...(sample ? { sample: true } : {}) });
      return { catalog: await prepareCatalog(catalog), source: "live" as const, fallback: false };
    };
    const versions = { sample: await version(true), own: await version(false) };
    let sample = true;
    const api = createApi({
      catalog: { current: async () => (sample ? versions.sample : versions.own) },
      ai: SECRET,
    });
    expect((await bodies(api, "/")).html).toContain("Sample data:");
    sample = false;
    expect((await bodies(api, "/")).html).not.toContain("Sample data:");
  });
});
