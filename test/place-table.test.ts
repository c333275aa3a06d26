import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PLACES = resolve(dirname(fileURLToPath(import.meta.url)), "../packages/core/src/places");
/** What the generator script exports. */
interface PlaceTableScript {
  buildPlaceTable(): Promise<string>;
  buildWorkerPlaceTable(full: string): Promise<string>;
  buildCommonWords(): Promise<string>;
}
/**
 * Imported by a computed path so that `tsc -p test` does not type-check the script itself,
 * whose data packages ship no types this project declares (it runs under tsx, untyped).
 */
const script = new URL("../scripts/place-table.ts", import.meta.url).href;
const { buildCommonWords, buildPlaceTable, buildWorkerPlaceTable } = (await import(
  script
)) as PlaceTableScript;
/** The data packages are read in full: several seconds. */
const GENERATION_TIMEOUT = 120_000;

/**
 * Where the committed module first differs from the generated one, undefined when they are the
 * same (a diff of the whole 16,000-line table, or of its one-line word list, is of no use).
 */
function firstDifference(file: string, generated: string): string | undefined {
  const committed = readFileSync(resolve(PLACES, file), "utf8");
  if (committed === generated) return undefined;
  let at = 0;
  while (at < committed.length && committed[at] === generated[at]) at++;
  const line = committed.slice(0, at).split("\n").length;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80));
  return `${file} differs from line ${line} (run \`pnpm places:table\`):\n  committed: ${around(committed)}\n  generated: ${around(generated)}`;
}

describe("the generated place tables", () => {
  it(
    "commits the gazetteer the data packages give, so it cannot drift from them",
    async () => {
      expect(firstDifference("place-table.ts", await buildPlaceTable())).toBeUndefined();
    },
    GENERATION_TIMEOUT,
  );

  it(
    "commits a Worker's gazetteer: the same places, without the names in scripts its languages do not read",
    async () => {
      const full = readFileSync(resolve(PLACES, "place-table.ts"), "utf8");
      expect(
        firstDifference("place-table.worker.ts", await buildWorkerPlaceTable(full)),
      ).toBeUndefined();
      const worker = readFileSync(resolve(PLACES, "place-table.worker.ts"), "utf8");
      const lines = (table: string) => table.split("\n").filter((line) => /^[csp]\t/.test(line));
      // Every place stays, by its display name's key at least.
      expect(lines(worker).length).toBe(lines(full).length);
      // Hebrew, Thai, Georgian: names no Worker language reads by default (Tel Aviv's תל-אביב).
      for (const script of ["Hebrew", "Thai", "Georgian", "Armenian", "Bengali", "Tamil"]) {
        const letter = new RegExp(`\\p{Script=${script}}`, "u");
        expect(letter.test(full), script).toBe(true);
        expect(letter.test(worker), script).toBe(false);
      }
    },
    GENERATION_TIMEOUT,
  );

  it(
    "commits the common words near a corrected word that the word lists and the gazetteer give",
    async () => {
      expect(firstDifference("common-words.ts", await buildCommonWords())).toBeUndefined();
    },
    GENERATION_TIMEOUT,
  );
});
