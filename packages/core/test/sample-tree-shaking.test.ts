import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** A vendor of the bundled sample, so its text shows whether the sample was bundled. */
const SAMPLE_VENDOR = "Bluepeak Cyber GmbH";

/** The minified bundle of an entry that imports `name` from the core's package entry. */
async function bundleOf(name: string): Promise<string> {
  const index = fileURLToPath(new URL("../src/index.ts", import.meta.url));
  const result = await build({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(index)};`, resolveDir: "." },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    // The core's source, as its own package imports resolve it (`#default-lexicons`).
    conditions: ["@grc-directory/source"],
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

describe("bundling the core", () => {
  it("leaves the bundled sample out with createCatalogApi, where createApi keeps it", async () => {
    expect(await bundleOf("createApi")).toContain(SAMPLE_VENDOR);
    expect(await bundleOf("createCatalogApi")).not.toContain(SAMPLE_VENDOR);
  }, 30_000);
});
