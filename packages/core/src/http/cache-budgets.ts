/**
 * The bound of every cache core keeps, in one place. Caches are `lru-cache` instances: those
 * of a catalog version live in its prepared catalog (`CatalogCaches`) and go with it; the
 * others belong to one API.
 */

/**
 * Bytes of serialized search answers kept per catalog version, keys included: about a
 * thousand full answers (50 vendors each), half a Workers isolate's 128 MB at most. Bounded
 * by bytes, not by count, because keys carry the origin, which a client chooses.
 */
export const SEARCH_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * Bytes of serialized tools dumps kept per catalog version, one per root URL (origin plus
 * base path): two dumps at 100,000 vendors (~108 MB each), hundreds of the sample's. A dump
 * larger than this is answered but not kept.
 */
export const TOOLS_DUMP_BYTES = 256 * 1024 * 1024;

/**
 * Bytes of `/llms-full.txt` bodies kept per catalog version, one per API and root URL: a
 * few at 100,000 vendors (~28 MB each), hundreds of the sample's. A larger one is answered
 * but not kept.
 */
export const LLMS_FULL_BYTES = 128 * 1024 * 1024;

/** Ask AI retrievals kept per catalog version (question, previous filters, root, API). */
export const KEPT_RETRIEVALS = 1_000;

/**
 * Bytes of question words and their matches in Ask AI's text index (prefix and fuzzy
 * expansions, each a pass over the vocabulary) kept per catalog version, as estimated by
 * `expansionBytes`. Bounded by bytes because both the word and how many terms it expands
 * to are the asker's choice (a short prefix can match thousands of terms).
 */
export const WORD_EXPANSION_BYTES = 8 * 1024 * 1024;

/**
 * Typo corrections of free-text words kept per taxonomy (the word, or that it corrects to
 * nothing): words of real questions repeat, and a correction costs tens of lookups. Bounded by
 * count, since a word is at most 500 characters and most are under 20.
 */
export const KEPT_CORRECTIONS = 20_000;

/**
 * Words whose stems are kept across requests, each with its stem in every language that read
 * it (English, and those of the other languages that admit it): a Snowball run costs 1-2 µs,
 * and words of real questions repeat. Bounded by words, as corrections are.
 */
export const KEPT_STEMS = 20_000;

/** Answers composed at once (the built-in responder) kept per catalog version. */
export const KEPT_COMPOSED_ANSWERS = 2_000;

/**
 * Bytes of rendered copies kept per site document (`/llms.txt`, …), per API: a document is a
 * few KiB, so this holds dozens of origins, however long the Host headers naming them.
 */
export const DOCUMENT_CACHE_BYTES = 256 * 1024;

/** Market query strings whose validated plans are kept, per API. */
export const KEPT_MARKET_PLANS = 1_000;

/**
 * Market answers' parts that hold for a whole UTC day (period bounds, metric, citations,
 * limitations), per query string and root URL, per API; dropped whole when the day changes.
 */
export const KEPT_MARKET_DAY_PARTS = 1_000;

/**
 * Clients' ids for the current UTC day (market credits, page views), per API; dropped whole
 * when the day changes. Bounded like the rate limiter's clients, whose keys are the same.
 */
export const KEPT_CLIENT_IDS = 10_000;

/** Ranking answers kept per ranking read (dimension × window × limit × root: a few). */
export const KEPT_RANKING_BODIES = 64;
