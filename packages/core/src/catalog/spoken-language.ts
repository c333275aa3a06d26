import type { WordRoles } from "../free-text/word-roles.ts";

/**
 * Whether the token at `at`, a demonym that is also a language name, names the language
 * someone speaks rather than a country: the list of language names it stands in (joined by
 * "and"/"or") follows a word such as "in" or "speaks", or precedes one such as "speaking".
 * `demonyms` are the one-word demonyms, which may name a variety ("in Brazilian Portuguese").
 */
export function spokenLanguage(
  roles: WordRoles,
  demonyms: ReadonlySet<string>,
  tokens: readonly string[],
  at: number,
): boolean {
  const isLanguage = (token: string | undefined) =>
    token !== undefined && roles.languageNames.has(token);
  if (!isLanguage(tokens[at])) return false;
  let first = at;
  while (roles.joins.has(tokens[first - 1] ?? "") && isLanguage(tokens[first - 2])) first -= 2;
  let last = at;
  while (roles.joins.has(tokens[last + 1] ?? "") && isLanguage(tokens[last + 2])) last += 2;
  // "in Brazilian Portuguese": a variety's demonym may stand between.
  const before = demonyms.has(tokens[first - 1] ?? "") ? first - 2 : first - 1;
  return (
    roles.spokenLanguageBefore.has(tokens[before] ?? "") ||
    roles.spokenLanguageAfter.has(tokens[last + 1] ?? "")
  );
}
