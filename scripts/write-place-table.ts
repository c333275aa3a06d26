/**
 * Writes the gazetteer (`packages/core/src/places/place-table.ts`) from the data packages, and
 * a Worker's (`place-table.worker.ts`), then the common words typo correction leaves alone (`common-words.ts`), which are read
 * against it: `pnpm places:table`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { buildCommonWords, buildPlaceTable, buildWorkerPlaceTable } from "./place-table.ts";

const places = new URL("../packages/core/src/places/", import.meta.url);
mkdirSync(places, { recursive: true });
const table = await buildPlaceTable();
writeFileSync(new URL("place-table.ts", places), table);
writeFileSync(new URL("place-table.worker.ts", places), await buildWorkerPlaceTable(table));
writeFileSync(new URL("common-words.ts", places), await buildCommonWords());
console.log(`wrote ${places.pathname}place-table.ts, place-table.worker.ts and common-words.ts`);
