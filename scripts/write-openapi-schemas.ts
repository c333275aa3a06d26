import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deriveOpenApiSchemas } from "../packages/core/src/site/openapi-schemas.ts";

/**
 * Writes the OpenAPI document's component schemas, derived from the valibot schemas, to
 * packages/core/src/site/openapi-schemas.generated.json, which the served /openapi.json reads.
 * `pnpm build` runs it; run it (`pnpm openapi:schemas`) after changing a response or request
 * schema, and commit the file: the tests fail while it is stale.
 */
const target = fileURLToPath(
  new URL("../packages/core/src/site/openapi-schemas.generated.json", import.meta.url),
);
const text = `${JSON.stringify(deriveOpenApiSchemas(), null, 2)}\n`;
let current = "";
try {
  current = readFileSync(target, "utf8");
} catch {
  // Not written yet.
}
if (current === text) {
  console.info("openapi-schemas.generated.json is up to date");
} else {
  writeFileSync(target, text);
  console.info("wrote packages/core/src/site/openapi-schemas.generated.json");
}
