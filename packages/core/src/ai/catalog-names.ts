import { runAtOnce, type Steps } from "../async/run-in-slices.ts";
import { foldText } from "../free-text/fold.ts";

/** Words of a name that say its legal form, not who it is. */
const LEGAL_FORMS = new Set(
  "gmbh ag kg ltd limited llc llp inc plc sas sarl sa sl srl spa bv nv ab oy as aps pty co corp group".split(
    " ",
  ),
);

/** A vendor name without punctuation and legal form: "Bluepeak Cyber GmbH" → "bluepeak cyber". */
export function coreName(name: string): string {
  const words = foldText(name).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => !LEGAL_FORMS.has(word)).join(" ");
}

/** A catalog's vendor names as Ask AI compares them, derived once per catalog version. */
export interface CatalogNames {
  /** `coreName` of each name, in the list's order. */
  core: readonly string[];
  /** Every non-empty core name. */
  known: ReadonlySet<string>;
  /**
   * For each word a core name starts with, the most words of a name starting with it: the
   * spans a text scan must try at that word. A word no name starts with costs one lookup.
   */
  wordsByFirst: ReadonlyMap<string, number>;
}

/**
 * The core names of `names` (a catalog's vendors in index order). Built once per catalog
 * version (`prepareCatalog`), so that a question costs lookups, not a pass over every vendor.
 */
export function catalogNames(names: readonly string[]): CatalogNames {
  return runAtOnce(catalogNameSteps(names));
}

/** Names read between two places where `catalogNameSteps` may stop. */
const NAMES_PER_STEP = 2_000;

/** `catalogNames`, yielding between slices (`runInSlices`). */
export function* catalogNameSteps(names: readonly string[]): Steps<CatalogNames> {
  const core: string[] = [];
  for (const name of names) {
    if (core.length % NAMES_PER_STEP === 0 && core.length > 0) yield;
    core.push(coreName(name));
  }
  const known = new Set<string>();
  const wordsByFirst = new Map<string, number>();
  for (const [position, name] of core.entries()) {
    if (position % NAMES_PER_STEP === 0 && position > 0) yield;
    if (!name || known.has(name)) continue;
    known.add(name);
    const words = name.split(" ");
    const first = words[0] as string;
    wordsByFirst.set(first, Math.max(wordsByFirst.get(first) ?? 0, words.length));
  }
  return { core, known, wordsByFirst };
}
