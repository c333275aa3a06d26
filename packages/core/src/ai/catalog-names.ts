import type { CatalogView } from "../catalog/catalog-view.ts";
import { foldText } from "./normalize-text.ts";

const LEGAL_FORMS =
  /\b(?:gmbh|ag|kg|ltd|limited|llc|llp|inc|plc|sas|sarl|sa|sl|srl|spa|bv|nv|ab|oy|as|aps|pty|co|corp|group)\b\.?/g;

/** A vendor name without punctuation and legal form: "Bluepeak Cyber GmbH" → "bluepeak cyber". */
export function coreName(name: string): string {
  return foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(LEGAL_FORMS, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A catalog's vendor names as Ask AI compares them, derived once per list of names. */
export interface CatalogNames {
  /** `coreName` of each name, in the list's order. */
  core: readonly string[];
  /** Every non-empty core name. */
  known: ReadonlySet<string>;
  /** The most words any core name has: the longest span a text scan must try. */
  longestWords: number;
}

const derived = new WeakMap<readonly string[], CatalogNames>();
const namesOfView = new WeakMap<CatalogView, readonly string[]>();

/**
 * The core names of `names`, kept for as long as the list lives: pass the same list for
 * one catalog (`vendorNames`) and a question costs lookups, not a pass over every vendor.
 */
export function catalogNames(names: readonly string[]): CatalogNames {
  let found = derived.get(names);
  if (!found) {
    const core = names.map(coreName);
    const known = new Set(core.filter(Boolean));
    let longestWords = 1;
    for (const name of known) longestWords = Math.max(longestWords, name.split(" ").length);
    found = { core, known, longestWords };
    derived.set(names, found);
  }
  return found;
}

/** The vendors' names in index order, one list per catalog version. */
export function vendorNames(view: CatalogView): readonly string[] {
  let names = namesOfView.get(view);
  if (!names) {
    names = view.index.vendors.map((vendor) => vendor.name);
    namesOfView.set(view, names);
  }
  return names;
}
