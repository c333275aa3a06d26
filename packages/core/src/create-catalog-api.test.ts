import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { fixtureDocument } from "../test/fixture-catalog.ts";
import { createCatalogApi } from "./app.ts";

const SAMPLE_VENDOR = "Bluepeak Cyber GmbH";

/** The minified bundle of an entry that imports `name` from the core's package entry. */
async function bundleOf(name: string): Promise<string> {
  const index = fileURLToPath(new URL("./index.ts", import.meta.url));
  const result = await build({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(index)};`, resolveDir: "." },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

describe("createCatalogApi", () => {
  it("serves the catalog it is given", async () => {
    const api = createCatalogApi({ catalog: fixtureDocument });
    const response = await api.fetch(new Request("http://x.test/api/tools.json"));
    const body = await response.json();
    expect(body.count).toBe(fixtureDocument.vendors.length);
    expect(JSON.stringify(body)).not.toContain(SAMPLE_VENDOR);
  });

  it("refuses to start without a catalog", () => {
    expect(() => createCatalogApi({} as never)).toThrow(TypeError);
  });

  it("leaves the bundled sample out of a bundle, where createApi keeps it", async () => {
    expect(await bundleOf("createApi")).toContain(SAMPLE_VENDOR);
    expect(await bundleOf("createCatalogApi")).not.toContain(SAMPLE_VENDOR);
  }, 30_000);
});
