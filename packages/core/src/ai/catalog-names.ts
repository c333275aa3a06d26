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
  const core = names.map(coreName);
  const known = new Set(core.filter(Boolean));
  const wordsByFirst = new Map<string, number>();
  for (const name of known) {
    const words = name.split(" ");
    const first = words[0] as string;
    wordsByFirst.set(first, Math.max(wordsByFirst.get(first) ?? 0, words.length));
  }
  return { core, known, wordsByFirst };
}
