/**
 * Lints the OpenAPI document the API serves with Redocly's recommended rules: writes it
 * to a temporary file and runs `redocly lint`, failing on any error.
 * Run: npx -y pnpm@12 lint:openapi
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleCatalog } from "../packages/core/src/catalog/sample-catalog.ts";
import { openApiDocument } from "../packages/core/src/site/openapi.ts";
import generatedSchemas from "../packages/core/src/site/openapi-schemas.generated.json" with {
  type: "json",
};

const file = join(mkdtempSync(join(tmpdir(), "openapi-")), "openapi.json");
writeFileSync(
  file,
  JSON.stringify(openApiDocument(sampleCatalog().taxonomy, "", "", generatedSchemas), null, 2),
);
const config = new URL("../redocly.yaml", import.meta.url).pathname;
const result = spawnSync("redocly", ["lint", file, "--config", config], { stdio: "inherit" });
process.exit(result.status ?? 1);
