/// <reference path="../types/stopword.d.ts" />
import { eng } from "stopword";
import { note, placeNames, type Reading, type Span } from "../free-text/reading/reading.ts";
import { READING_RULES } from "../free-text/reading-rules.ts";
import type { PlaceName } from "../places/gazetteer.ts";

/** English function words, never read as a code in lower case ("or" Oregon, "in" Indiana, "me" Maine). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(eng);

/** Whether a word as written is a code in capitals of two or three letters ("TX", "NSW"). */
function isCapitalCode(original: string): boolean {
  return /^\p{Lu}{2,3}$/u.test(original);
}

/**
 * Whether a word of two or three letters may be a subdivision's code where written: in capitals
 * ("OR", "IN"), or in lower case unless it is an English function word ("or", "in").
 */
function mayBeCode(plain: string, original: string): boolean {
  return isCapitalCode(original) || (/^\p{L}{2,3}$/u.test(original) && !FUNCTION_WORDS.has(plain));
}

/**
 * Whether the word at `at`, a code of two or three letters, may be a subdivision's code here: in
 * capitals, or in lower case unless an English function word ("or", "in") or a word of a
 * language another word of the text is written in ("na" in a Czech or Polish text).
 */
function readsAsCode(at: number, { plain, tokens, words, lookup }: Reading): boolean {
  const code = plain[at] ?? "";
  const written = words[tokens[at]?.word ?? -1]?.original ?? "";
  if (!mayBeCode(code, written)) return false;
  if (written === written.toUpperCase()) return true;
  const languages = lookup.roles.evidence.get(code);
  if (!languages) return true;
  return !plain.some(
    (other, i) =>
      i !== at && lookup.roles.evidence.get(other)?.some((l) => languages.includes(l)) === true,
  );
}

/**
 * The countries with a first-level subdivision of the code the token at `at` is, where it is a
 * word of its own that `readsAsCode` (as addresses write it after a city: "Phoenix AZ", "sydney
 * nsw"); empty where it is none.
 */
export function codeCountriesAt(text: Reading, at: number): readonly string[] {
  const token = text.tokens[at];
  if (!token?.alone || token.word === text.tokens[at - 1]?.word) return [];
  if (!readsAsCode(at, text)) return [];
  return text.lookup.gazetteer.subdivisionCountries((text.plain[at] ?? "").toUpperCase());
}

/** Whether the token at `at` is a subdivision code of a city's country among `names`: a place context. */
export function cityCodeAt(text: Reading, at: number, names: readonly PlaceName[]): boolean {
  const countries = codeCountriesAt(text, at);
  return names.some((n) => n.place.kind === "city" && countries.includes(n.place.country));
}

/** The places of a span whose country is one of `countries`. */
function inCountries(names: readonly PlaceName[], countries: readonly string[]): PlaceName[] {
  return names.filter((n) => countries.includes(n.place.country));
}

/**
 * How the code at `at` after a city's `names` reads: the places it narrows them to (a
 * subdivision of their country, or a smaller town in the one country with that code), an
 * `abbreviation` the data does not hold (after a comma: the city reads alone), a `product`'s
 * name with the city (a country code that fits none of its countries), or undefined when it
 * is no code of the city.
 */
function readCode(
  { plain, words, tokens, lookup }: Reading,
  names: readonly PlaceName[],
  at: number,
  next: Span | undefined,
): PlaceName[] | "abbreviation" | "product" | undefined {
  const word = words[tokens[at]?.word ?? 0];
  const code = plain[at]?.toUpperCase() ?? "";
  const capitals = isCapitalCode(word?.original ?? "");
  const withCode = lookup.gazetteer.subdivisionCountries(code);
  const fitting = inCountries(names, withCode);
  // In lower case only a code that fits the city, and never a function word ("or", "in").
  if (fitting.length > 0 && mayBeCode(plain[at] ?? "", word?.original ?? "")) return fitting;
  if (!capitals) return undefined;
  const [first] = names;
  if (code.length === 2 && withCode.length === 1 && !next && first) {
    // A town of the gazetteer's size there would be in it: a smaller one ("Paris TX").
    const place = { ...first.place, country: withCode[0] ?? "", population: 0 };
    return [{ place, reading: "anywhere" }];
  }
  const region = next?.hit ? lookup.countryOf(next.hit.slug) : undefined;
  if (names.some((n) => n.place.country === region)) return undefined;
  if (word?.afterComma) return "abbreviation";
  return next ? "product" : undefined;
}

/** Why a city before a subdivision of another country is not read. */
const TOWN =
  "rejects the city: the subdivision after it has no city of that name in the gazetteer, so a smaller town there is meant, read by the subdivision alone (Paris, Texas)";
/** Why a city before a country code in capitals that fits none of its countries is not read. */
const PRODUCT =
  "rejects both: a country code in capitals that fits none of the city's countries makes a product's or a company's name (Jakarta EE)";

/**
 * Reads a city together with what qualifies it right after it, the way addresses are written:
 *
 * - a subdivision code ("Victoria BC", "Cambridge, MA", "Newcastle NSW") picks the city of that
 *   name in the country with a subdivision of that code, and is read as part of the place (so
 *   "CA" after "San Jose" is California, not Canada). A code in capitals that only one country
 *   has, after a city that country has no place of in the gazetteer, reads as a smaller town
 *   there ("Paris TX");
 * - a subdivision's name ("Athens, Georgia", "Paris, Texas") picks the city of its country, or
 *   stands alone when the gazetteer has no city of that name there (a town below its size);
 * - a country code in capitals that fits none of the city's countries ("Jakarta EE") makes the
 *   pair a product's or a company's name: neither is read.
 *
 * Returns the spans as read (each changed one a new span, `chosen` left as it is) and the tokens
 * read as part of a place (the codes), which are no leftovers.
 */
export function qualifyCities(
  text: Reading,
  chosen: readonly Span[],
): { chosen: Span[]; consumed: number[] } {
  const { tokens, words } = text;
  const consumed: number[] = [];
  // What the span of `chosen` starting at each token is read as now; undefined once it is read
  // as no place (spans never overlap: one starts at a token).
  const current = new Map<number, Span | undefined>(chosen.map((span) => [span.start, span]));
  for (const { start } of chosen) {
    const span = current.get(start);
    const names = span?.places;
    if (!span || !names?.some((n) => n.place.kind === "city")) continue;
    const at = span.start + span.length;
    const next = current.get(at);
    const token = tokens[at];
    const word = token ? words[token.word] : undefined;
    // An address stands in one sentence: "in Tel Aviv. US hospitals want" has no qualifier.
    if (word?.afterStop) continue;
    /** The span at `from` read as `places`, recorded. */
    const narrow = (from: number, length: number, places: readonly PlaceName[]) => {
      current.set(from, { start: from, length, places });
      if (text.trace)
        note(text, READING_RULES.cityQualifier, from, length, () => placeNames(places), "changed");
    };
    if (next?.places) {
      // A city, then a subdivision or country: the city is the one in that country.
      const countries = next.places.map((n) => n.place.country);
      const fitting = inCountries(names, countries);
      if (fitting.length > 0) {
        narrow(start, span.length, fitting);
        const country = fitting[0]?.place.country ?? "";
        narrow(at, next.length, inCountries(next.places, [country]));
      } else if (next.places.every((n) => n.place.kind === "subdivision")) {
        current.set(start, undefined);
        if (text.trace)
          note(
            text,
            READING_RULES.cityQualifier,
            start,
            span.length,
            () => placeNames(names),
            "rejected",
            TOWN,
          );
      }
      continue;
    }
    // A code: a word of two or three letters, alone or read as a region code ("CA", "IL").
    if (next && next.hit?.dimension !== "regions") continue;
    if (!token || !word || !token.alone || !/^\p{L}{2,3}$/u.test(word.original)) continue;
    const reading = readCode(text, names, at, next);
    if (reading === undefined) continue;
    if (reading === "product") {
      current.set(start, undefined);
      if (text.trace)
        note(
          text,
          READING_RULES.cityQualifier,
          start,
          span.length + 1,
          () => placeNames(names),
          "rejected",
          PRODUCT,
        );
    } else if (reading !== "abbreviation") narrow(start, span.length, reading);
    if (next) current.set(at, undefined);
    if (reading !== "product") consumed.push(at);
  }
  return {
    chosen: chosen.flatMap((span) => {
      const now = current.get(span.start);
      return now ? [now] : [];
    }),
    consumed,
  };
}
