/**
 * Writes the gazetteer (`packages/core/src/places/place-table.ts`) from the data packages,
 * then the common words typo correction leaves alone (`common-words.ts`), which are read
 * against it: `pnpm places:table`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { buildCommonWords, buildPlaceTable } from "./place-table.ts";

const places = new URL("../packages/core/src/places/", import.meta.url);
mkdirSync(places, { recursive: true });
writeFileSync(new URL("place-table.ts", places), await buildPlaceTable());
writeFileSync(new URL("common-words.ts", places), await buildCommonWords());
console.log(`wrote ${places.pathname}place-table.ts and common-words.ts`);
