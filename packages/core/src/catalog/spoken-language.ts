import { LANGUAGE_NAMES, REGION_DEMONYMS } from "./region-demonyms.ts";
import { phrasingsOf } from "./term-table.ts";

/**
 * Words before a language name that make it the language spoken (or no region at all): "in
 * German", "speaks French", "translate to Spanish", "to polish our ISMS".
 */
const BEFORE: ReadonlySet<string> = new Set(
  (
    "in|into|to|speak|speaks|speaking|spoken|fluent|native|language|languages|translate|translated|" +
    "translation|auf|en|op|em|pa|sprechen|spricht|parle|parlant|habla|hablan|parla"
  ).split("|"),
);
/** Words after a language name that make it the language spoken: "German-speaking", "French speakers". */
const AFTER: ReadonlySet<string> = new Set(
  "speaking|speaker|speakers|speaks|language|languages|native|translation|translator|sprachig|sprachige|sprachigen".split(
    "|",
  ),
);
/** Words that join language names into one list: "German and French speaking". */
const JOINS: ReadonlySet<string> = new Set("and|or|und|oder|et|ou|y|o|e|en|och|eller".split("|"));

const isLanguage = (token: string | undefined) => token !== undefined && LANGUAGE_NAMES.has(token);

/** One-word demonyms, which may name a language's variety: "Brazilian Portuguese", "Swiss German". */
const DEMONYMS: ReadonlySet<string> = new Set(
  Object.values(REGION_DEMONYMS.regions ?? {})
    .flatMap(phrasingsOf)
    .filter((demonym) => /^[a-z]+$/.test(demonym)),
);

/**
 * Whether the token at `at`, a demonym that is also a language name, names the language
 * someone speaks rather than a country: the list of language names it stands in (joined by
 * "and"/"or") follows a word such as "in" or "speaks", or precedes one such as "speaking".
 */
export function spokenLanguage(tokens: readonly string[], at: number): boolean {
  if (!isLanguage(tokens[at])) return false;
  let first = at;
  while (JOINS.has(tokens[first - 1] ?? "") && isLanguage(tokens[first - 2])) first -= 2;
  let last = at;
  while (JOINS.has(tokens[last + 1] ?? "") && isLanguage(tokens[last + 2])) last += 2;
  // "in Brazilian Portuguese": a variety's demonym may stand between.
  const before = DEMONYMS.has(tokens[first - 1] ?? "") ? first - 2 : first - 1;
  return BEFORE.has(tokens[before] ?? "") || AFTER.has(tokens[last + 1] ?? "");
}

/**
 * Whether the demonym at `at` names the variety of a language spoken right after it rather
 * than a country: "Swiss German speaking", "Brazilian Portuguese translation".
 */
export function qualifiesSpokenLanguage(tokens: readonly string[], at: number): boolean {
  return spokenLanguage(tokens, at + 1);
}
