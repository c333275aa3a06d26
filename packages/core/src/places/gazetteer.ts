import {
  COUNTRY_REGION_CHAINS,
  GIVEN_NAMES,
  PLACE_COMPOUNDS,
  PLACE_ROWS,
  SUBDIVISION_CODES,
} from "#place-table";

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

/** A lookup key the gazetteer knows. */
export interface PlaceKey {
  /** The places it names, countries first, then the most populous; empty when it only begins longer keys. */
  readonly names: readonly PlaceName[];
  /**
   * Whether a longer key begins with it and a `-` (`new` of `new-york`): a span that is no
   * known key, or one that does not grow, cannot grow into a place.
   */
  readonly grows: boolean;
}

/** The places free text can name, by lookup key, and the broader regions of each country. */
export interface Gazetteer {
  /**
   * What a lookup key (folded sub-tokens joined by `-`) is to the gazetteer; undefined when it
   * neither names a place nor begins a longer key. A key gives the same answer object each
   * time, and a place is the same object under each of its names.
   */
  lookUp(key: string): PlaceKey | undefined;
  /** The most sub-tokens a key spans. */
  readonly longestKey: number;
  /**
   * Calls `visit` with every name of every place: the key, the place's kind and population,
   * and whether the key is the place's own name. Makes no place.
   */
  forEachKey(visit: (key: string, kind: PlaceKind, population: number, own: boolean) => void): void;
  /** Per country, the broader regions it is read as when the taxonomy has no tag for it, most specific first. */
  readonly regionChains: ReadonlyMap<string, readonly string[]>;
  /** Per country, its English name. */
  readonly countryNames: ReadonlyMap<string, string>;
  /**
   * The countries with a first-level subdivision of this ISO 3166-2 code (`TX`, `BC`, `NSW`,
   * in capitals), the countries with the most people first; empty when none has.
   */
  subdivisionCountries(code: string): readonly string[];
  /**
   * Fixed expressions that begin with a place's name or a demonym and name something else
   * ("Swiss cheese", "Dutch auction"), as a one-word key and the stems of the words after it,
   * joined by `-` (`swiss-chees`).
   */
  readonly compounds: ReadonlySet<string>;
  /** First names that name no place ("jack"): see `GIVEN_NAMES`. */
  readonly givenNames: ReadonlySet<string>;
}

const KINDS: readonly PlaceKind[] = ["country", "subdivision", "city"];
const KIND_CODES: Readonly<Record<string, number>> = { c: 0, s: 1, p: 2 };
const READINGS: readonly NameReading[] = ["anywhere", "in-context", "capitalised", "unless-person"];
const READING_CODES: Readonly<Record<string, number>> = { "^": 1, "*": 2, "~": 3 };
const DASH = 45;
const EMPTY = -1;
const NONE: readonly PlaceName[] = Object.freeze([]);

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a, one code unit further. */
function hashOn(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193);
}

/** FNV-1a of `length` code units of `text` from `start`: what a range table is probed by. */
function hashOf(text: string, start: number, length: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < start + length; i++) hash = hashOn(hash, text.charCodeAt(i));
  return hash;
}

/** Whether `a` from `aStart` and `b` from `bStart` hold the same `length` code units. */
function sameText(a: string, aStart: number, b: string, bStart: number, length: number): boolean {
  for (let i = 0; i < length; i++) {
    if (a.charCodeAt(aStart + i) !== b.charCodeAt(bStart + i)) return false;
  }
  return true;
}

/**
 * A set of ranges of one text, numbered in the order added, in an open-addressing hash table
 * of typed arrays: no range is made into a string to be kept, and a lookup makes none.
 */
class RangeTable {
  readonly #text: string;
  readonly #slots: Int32Array;
  readonly #start: Uint32Array;
  readonly #length: Uint16Array;
  #size = 0;

  constructor(text: string, capacity: number) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.#text = text;
    this.#slots = new Int32Array(slots).fill(EMPTY);
    this.#start = new Uint32Array(capacity);
    this.#length = new Uint16Array(capacity);
  }

  /** The number of the range spelt as `key`, or `EMPTY`. */
  find(key: string): number {
    return this.#slots[this.#slotOf(key, 0, key.length, hashOf(key, 0, key.length))] ?? EMPTY;
  }

  /**
   * The number of the range of the text from `start`, `length` long, added unless one spelt
   * the same is in; `hash` is its `hashOf`.
   */
  add(start: number, length: number, hash: number): number {
    const slot = this.#slotOf(this.#text, start, length, hash);
    const found = this.#slots[slot] ?? EMPTY;
    if (found !== EMPTY) return found;
    const id = this.#size++;
    this.#start[id] = start;
    this.#length[id] = length;
    this.#slots[slot] = id;
    return id;
  }

  /** The text of a range. */
  textOf(id: number): string {
    const start = this.#start[id] ?? 0;
    return this.#text.slice(start, start + (this.#length[id] ?? 0));
  }

  #slotOf(text: string, start: number, length: number, hash: number): number {
    const mask = this.#slots.length - 1;
    let slot = (hash >>> 0) & mask;
    for (;;) {
      const id = this.#slots[slot] ?? EMPTY;
      if (id === EMPTY) return slot;
      if (
        this.#length[id] === length &&
        sameText(this.#text, this.#start[id] ?? 0, text, start, length)
      ) {
        return slot;
      }
      slot = (slot + 1) & mask;
    }
  }
}

function better(a: PlaceName, b: PlaceName): number {
  const country = Number(b.place.kind === "country") - Number(a.place.kind === "country");
  return country || b.place.population - a.place.population;
}

/** The end of the field of `text` that starts at `start`: the next `separator`, or the line's end. */
function fieldEnd(text: string, start: number, lineEnd: number, separator = "\t"): number {
  const end = text.indexOf(separator, start);
  return end === -1 || end > lineEnd ? lineEnd : end;
}

/** How many times `text` holds `character`. */
function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count++;
  return count;
}

/**
 * Reads the generated table in one pass into typed arrays over its own text: a spelling is a
 * range of the table, found through a hash table of ranges, so loading makes no string, array
 * or object per name. A place is made the first time a lookup names it, and kept.
 */
function parse(): Gazetteer {
  const text = PLACE_ROWS;
  const rowCount = countOf(text, "\n") + 1;
  const nameBound = rowCount + countOf(text, "|");
  /** Per row (a place): where its line starts, its kind, population and own name's spelling. */
  const rowStart = new Uint32Array(rowCount);
  const rowKind = new Uint8Array(rowCount);
  const rowPopulation = new Float64Array(rowCount);
  const rowOwnKey = new Int32Array(rowCount);
  /** Every key and every leading run of a key's sub-tokens ("new" of "new-york"). */
  const spellings = new RangeTable(text, nameBound * 2);
  const grows = new Uint8Array(nameBound * 2);
  /** Per name (a place under one spelling): its row and how it reads; chained per spelling. */
  const nameRow = new Uint32Array(nameBound);
  const nameReading = new Uint8Array(nameBound);
  const nameSpelling = new Int32Array(nameBound);
  const firstName = new Int32Array(nameBound * 2).fill(EMPTY);
  const nextName = new Int32Array(nameBound).fill(EMPTY);
  const countryNames = new Map<string, string>();
  let names = 0;
  let longestKey = 1;

  let lineStart = 0;
  for (let row = 0; row < rowCount; row++) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    // kind, country, population, display name, keys.
    const countryAt = fieldEnd(text, lineStart, lineEnd) + 1;
    const populationAt = fieldEnd(text, countryAt, lineEnd) + 1;
    const nameAt = fieldEnd(text, populationAt, lineEnd) + 1;
    const keysAt = fieldEnd(text, nameAt, lineEnd) + 1;
    rowStart[row] = lineStart;
    rowKind[row] = KIND_CODES[text[lineStart] ?? ""] ?? 2;
    rowPopulation[row] = Number(text.slice(populationAt, nameAt - 1));
    if (rowKind[row] === 0) {
      countryNames.set(text.slice(countryAt, populationAt - 1), text.slice(nameAt, keysAt - 1));
    }
    for (let keyAt = keysAt, first = true; keyAt < lineEnd; first = false) {
      const keyEnd = fieldEnd(text, keyAt, lineEnd, "|");
      const reading = READING_CODES[text[keyAt] ?? ""] ?? 0;
      const start = reading === 0 ? keyAt : keyAt + 1;
      // One pass hashes the key and, at each "-", the prefix before it.
      let hash = FNV_OFFSET;
      let parts = 1;
      for (let i = start; i < keyEnd; i++) {
        const code = text.charCodeAt(i);
        if (code === DASH) {
          grows[spellings.add(start, i - start, hash)] = 1;
          parts++;
        }
        hash = hashOn(hash, code);
      }
      longestKey = Math.max(longestKey, parts);
      const spelling = spellings.add(start, keyEnd - start, hash);
      if (first) rowOwnKey[row] = spelling;
      keyAt = keyEnd + 1;
      // GeoNames and ISO 3166-2 may both list a subdivision: one name per kind and country.
      let last = EMPTY;
      let repeated = false;
      for (let n = firstName[spelling] ?? EMPTY; n !== EMPTY; n = nextName[n] ?? EMPTY) {
        const other = nameRow[n] ?? 0;
        repeated ||=
          rowKind[other] === rowKind[row] &&
          sameText(text, (rowStart[other] ?? 0) + 2, text, countryAt, populationAt - 1 - countryAt);
        last = n;
      }
      if (repeated) continue;
      const name = names++;
      nameRow[name] = row;
      nameReading[name] = reading;
      nameSpelling[name] = spelling;
      if (last === EMPTY) firstName[spelling] = name;
      else nextName[last] = name;
    }
    lineStart = lineEnd + 1;
  }

  const places: (Place | undefined)[] = [];
  const placeOf = (row: number): Place => {
    const kept = places[row];
    if (kept) return kept;
    const start = rowStart[row] ?? 0;
    const countryAt = text.indexOf("\t", start) + 1;
    const nameAt = text.indexOf("\t", text.indexOf("\t", countryAt) + 1) + 1;
    const place: Place = {
      kind: KINDS[rowKind[row] ?? 2] ?? "city",
      country: text.slice(countryAt, text.indexOf("\t", countryAt)),
      population: rowPopulation[row] ?? 0,
      name: text.slice(nameAt, text.indexOf("\t", nameAt)),
      key: spellings.textOf(rowOwnKey[row] ?? 0),
    };
    places[row] = place;
    return place;
  };
  const known = new Map<number, PlaceKey>();
  const keyOf = (spelling: number): PlaceKey => {
    let key = known.get(spelling);
    if (key) return key;
    const names: PlaceName[] = [];
    for (let n = firstName[spelling] ?? EMPTY; n !== EMPTY; n = nextName[n] ?? EMPTY) {
      names.push({
        place: placeOf(nameRow[n] ?? 0),
        reading: READINGS[nameReading[n] ?? 0] ?? "anywhere",
      });
    }
    key = { names: names.length === 0 ? NONE : names.sort(better), grows: grows[spelling] === 1 };
    known.set(spelling, key);
    return key;
  };

  const regionChains = new Map(
    COUNTRY_REGION_CHAINS.split(" ").map((entry) => {
      const [code = "", chain = ""] = entry.split(":");
      return [code, chain.split(",")] as const;
    }),
  );
  const subdivisionCountries = new Map<string, string[]>();
  for (const entry of SUBDIVISION_CODES.split(" ")) {
    const [country = "", codes = ""] = entry.split(":");
    for (const code of codes.split(",")) {
      subdivisionCountries.set(code, [...(subdivisionCountries.get(code) ?? []), country]);
    }
  }
  return {
    subdivisionCountries: (code) => subdivisionCountries.get(code) ?? [],
    compounds: new Set(PLACE_COMPOUNDS.split("|")),
    givenNames: new Set(GIVEN_NAMES.split("|")),
    lookUp(key) {
      const spelling = spellings.find(key);
      return spelling === EMPTY ? undefined : keyOf(spelling);
    },
    longestKey,
    forEachKey(visit) {
      for (let n = 0; n < names; n++) {
        const row = nameRow[n] ?? 0;
        const spelling = nameSpelling[n] ?? 0;
        const kind = KINDS[rowKind[row] ?? 2] ?? "city";
        visit(
          spellings.textOf(spelling),
          kind,
          rowPopulation[row] ?? 0,
          spelling === rowOwnKey[row],
        );
      }
    },
    regionChains,
    countryNames,
  };
}

let gazetteer: Gazetteer | undefined;

/**
 * The gazetteer, read from the generated table on first use. It is static data, the same for
 * every API in the process, so it is read once (see BENCHMARKS.md for its start-up time and
 * memory).
 */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= parse();
  return gazetteer;
}
