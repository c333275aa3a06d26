/**
 * Rewrites packages/core/data/sample-catalog.digest.json after the sample catalog changed:
 * the Ask AI integrity gate refuses a corpus that does not hash to this digest.
 * Run: npx -y pnpm@12 catalog:digest
 */
import { writeFileSync } from "node:fs";
import { corpusDigest } from "../packages/core/src/ai/corpus.ts";
import { sampleCatalog } from "../packages/core/src/catalog/sample-catalog.ts";

const sha256 = await corpusDigest(sampleCatalog().catalog);
const file = new URL("../packages/core/data/sample-catalog.digest.json", import.meta.url);
writeFileSync(file, `${JSON.stringify({ sha256 }, null, 2)}\n`);
console.log(`sample corpus sha256 ${sha256}`);
