import { COUNTRY_REGION_CHAINS, PLACE_ROWS } from "./place-table.ts";

/** What a place is: a country, a first-level subdivision (state, province, Land) or a city or town. */
export type PlaceKind = "country" | "subdivision" | "city";

/** One place of the gazetteer. */
export interface Place {
  kind: PlaceKind;
  /** ISO 3166-1 alpha-2 code of the country it is in (or is). */
  country: string;
  /** People living there (a subdivision: the sum of its places); 0 when unknown. */
  population: number;
  /** Its name as GeoNames or ISO 3166 writes it, for messages: `Lisbon`, `Bavaria`. */
  name: string;
  /** The lookup key of that name (`lisbon`): the one typo correction reaches. */
  key: string;
}

/**
 * When a name reads as the place:
 * - `anywhere`;
 * - `in-context` when it is also a very common word, a function word or a first name that
 *   names a country or subdivision ("Nice", "Como", "Jordan"): only in a place context ("in
 *   Jordan", "Victoria, Australia");
 * - `capitalised` when it is a common word that names a country or a large city ("China",
 *   "Turkey", "Cork"): also where written capitalised;
 * - `unless-person` when it is a first name that names a city ("Florence", "Paris"): anywhere
 *   but next to a word that makes it a person ("Paris from legal", "my colleague Florence").
 */
export type NameReading = "anywhere" | "in-context" | "capitalised" | "unless-person";

/** One place a lookup key may name, and when the key reads as it. */
export interface PlaceName {
  place: Place;
  reading: NameReading;
}

/** The places free text can name, by lookup key, and the broader regions of each country. */
export interface Gazetteer {
  /** Lookup key (folded sub-tokens joined by `-`) to the places it names: countries first, then the most populous. */
  readonly names: ReadonlyMap<string, readonly PlaceName[]>;
  /**
   * Every leading run of sub-tokens of a key shorter than the key (`new` of `new-york`): a span
   * that is neither one of these nor a key cannot grow into a place.
   */
  readonly prefixes: ReadonlySet<string>;
  /** Per country, the broader regions it is read as when the taxonomy has no tag for it, most specific first. */
  readonly regionChains: ReadonlyMap<string, readonly string[]>;
  /** Per country, its English name. */
  readonly countryNames: ReadonlyMap<string, string>;
}

const KINDS: Readonly<Record<string, PlaceKind>> = { c: "country", s: "subdivision", p: "city" };
const READINGS: Readonly<Record<string, NameReading>> = {
  "^": "in-context",
  "*": "capitalised",
  "~": "unless-person",
};

function better(a: PlaceName, b: PlaceName): number {
  const country = Number(b.place.kind === "country") - Number(a.place.kind === "country");
  return country || b.place.population - a.place.population;
}

function parse(): Gazetteer {
  const names = new Map<string, PlaceName[]>();
  const prefixes = new Set<string>();
  const countryNames = new Map<string, string>();
  for (const line of PLACE_ROWS.split("\n")) {
    const [kind = "", country = "", population = "0", name = "", keys = ""] = line.split("\t");
    const place: Place = {
      kind: KINDS[kind] ?? "city",
      country,
      population: Number(population),
      name,
      key: "",
    };
    if (place.kind === "country") countryNames.set(country, name);
    for (const [i, marked] of keys.split("|").entries()) {
      const reading = READINGS[marked[0] ?? ""];
      const key = reading ? marked.slice(1) : marked;
      if (i === 0) place.key = key;
      const entry: PlaceName = { place, reading: reading ?? "anywhere" };
      const list = names.get(key);
      // GeoNames and ISO 3166-2 may both list a subdivision: one entry per kind and country.
      if (list?.some((n) => n.place.kind === place.kind && n.place.country === country)) continue;
      // A literal holds exactly its entries; an array grown by push holds room for 16 more.
      names.set(key, list ? [...list, entry] : [entry]);
      let end = key.indexOf("-");
      while (end !== -1) {
        prefixes.add(key.slice(0, end));
        end = key.indexOf("-", end + 1);
      }
    }
  }
  for (const list of names.values()) list.sort(better);
  const regionChains = new Map(
    COUNTRY_REGION_CHAINS.split(" ").map((entry) => {
      const [code = "", chain = ""] = entry.split(":");
      return [code, chain.split(",")] as const;
    }),
  );
  return { names, prefixes, regionChains, countryNames };
}

let gazetteer: Gazetteer | undefined;

/**
 * The gazetteer, parsed from the generated table on first use. It is static data, the same for
 * every API in the process, so it is parsed once (with a taxonomy's typo index, 240-290 ms and
 * 13.5 MiB on the benchmark machine; see BENCHMARKS.md).
 */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= parse();
  return gazetteer;
}
