import { LANGUAGE_NAMES } from "./region-demonyms.ts";

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
  return BEFORE.has(tokens[first - 1] ?? "") || AFTER.has(tokens[last + 1] ?? "");
}
