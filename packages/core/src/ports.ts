import type { PreparedCatalog } from "./catalog/prepared-catalog.ts";
import type { TagFilters } from "./catalog/search-index.ts";

/**
 * What a handler needs from the world outside core. Every port is a small interface
 * with an in-memory implementation in `memory/`, so `createApi()` runs as is.
 */

/** Per-request context an adapter passes to `api.fetch(request, context)`. */
export interface RequestContext {
  /** The peer address of the connection, when the runtime knows it. */
  clientAddress?: string;
  /** Runs work after the response (Workers `ctx.waitUntil`). */
  waitUntil?(promise: Promise<unknown>): void;
  /**
   * The id the adapter knows this request by (its access line, `accessLogged`). Without it,
   * the caller's `X-Request-Id` when it is a sane token, else a new UUID (`requestIdFor`).
   */
  requestId?: string;
}

/** The catalog a request is answered from, and where it came from. */
export interface CatalogSnapshot {
  /** The catalog version in service, prepared once when it loaded (`prepareCatalog`). */
  catalog: PreparedCatalog;
  /** `live` when served from a configured live store, `static` for a bundled snapshot. */
  source: "live" | "static";
  /** True when a live store was configured but the static snapshot had to serve. */
  fallback: boolean;
  /** The live store's name for the version in service, when it has one (`/readyz` shows it). */
  version?: string;
}

/**
 * What a port that reaches a service outside the process (Redis, a model server) may add for
 * `/readyz`: `ping` resolves once that service has answered one cheap request (Redis `PING`,
 * `GET /models`) and rejects with why it did not. `/readyz` bounds it with its own timeout
 * and aborts `signal` when that passes. A port whose state lives in the process (the memory
 * ports, the built-in responder) leaves it out: `/readyz` reports it `checked: false`.
 */
export interface Pingable {
  ping?(signal: AbortSignal): Promise<void>;
}

/**
 * Supplies the catalog in service. A source prepares each catalog version once, when it
 * loads (`prepareCatalog`), and hands out that prepared catalog until a newer one replaces
 * it; everything derived from a version (indexes, kept answers) lives in its prepared
 * catalog and goes with it.
 */
export interface CatalogSource extends Pingable {
  current(): Promise<CatalogSnapshot>;
  /** What a live source is doing besides serving (`/readyz` shows it); a static one has nothing to say. */
  status?(): CatalogLoadStatus;
}

/** A live catalog source's version being loaded, and the last load that failed. */
export interface CatalogLoadStatus {
  loading?:
    | {
        version: string;
        /** `fetching` its chunks, then `indexing` it (`prepareCatalog`). */
        phase: "fetching" | "indexing";
        /** Chunks fetched and validated so far, of `chunks` (a version stored whole is one). */
        chunksLoaded: number;
        chunks: number;
        /** Milliseconds since the load began. */
        elapsedMs: number;
      }
    | {
        version: string;
        /**
         * Loaded and indexed, its tools dump and `/llms-full.txt` being made before it goes
         * into service: for `PUBLIC_URL`, and for the roots the version in service was asked
         * them for (`dumpsAhead`).
         */
        phase: "dumps";
        /** Milliseconds since its dumps began. */
        elapsedMs: number;
      };
  lastFailure?: {
    /** The version that failed, when the failure was one version's. */
    version?: string;
    error: string;
    /** When, in epoch milliseconds of the source's clock. */
    at: number;
  };
  /** Counts since the source began (the metrics read them). */
  totals?: {
    /** Versions loaded and swapped in: the versions served. */
    succeeded: number;
    /** Loads given up (the version in service kept serving). */
    failed: number;
    /** Chunks fetched and validated (a version stored whole counts one). */
    chunksFetched: number;
    /**
     * Chunks a loading version took from the version in service instead of fetching them
     * (same content, same taxonomy additions); absent from sources without chunks.
     */
    chunksKept?: number;
    /** How long the last load that succeeded took, fetch to swap, in ms. */
    lastLoadMs?: number;
    /** The longest the last load that succeeded held the event loop at once, in ms. */
    longestSliceMs?: number;
  };
}

/**
 * A secret every instance sharing a store must agree on (the interest client hashes, the
 * conversation tokens). `secret()` may reject while its store is unreachable; callers
 * retry on their next request.
 */
export interface SecretSource {
  secret(): Promise<string>;
}

/** A rate-limit policy: at most `limit` requests per `windowSeconds` per key. */
export interface RateLimitPolicy {
  /** The policy name advertised in `RateLimit-Policy`, e.g. `catalog`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The outcome of counting one request against a policy. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1 while blocked). */
  resetSeconds: number;
}

/** Counts requests per key. */
export interface RateLimiter extends Pingable {
  limit(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision>;
}

/**
 * The JS heap a process holds and the most it may: what a runtime that can tell says (Node's
 * `v8.getHeapStatistics()`, after a full collection when it is near the limit, so garbage
 * does not count as held). A catalog load beside the version in service stops before the
 * heap runs out (`HEAP_CEILING`), where V8 would abort the whole process.
 */
export type HeapUse = () => { usedBytes: number; limitBytes: number };

/** The current time, injectable for tests. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** Finds the client's IP address for rate limiting; `undefined` when it cannot tell. */
export type ClientIpResolver = (request: Request, context: RequestContext) => string | undefined;

/**
 * Structured log sink. Core warns of what an operator must act on; a sink with `info` also
 * gets one line per model answer of Ask AI (the tokens it spent).
 */
export interface Logger {
  info?(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What interest is counted on: a framework, a region, or a framework+region combination. */
export type InterestKind = "framework" | "region" | "combination";

/** Interest counted on one key over some days. */
export interface InterestCounts {
  /** First-party page views of the directory page, after bot filtering. */
  humanPageviews: number;
  /** GET point lookups that named the key, before caps. */
  externalApiInterest: number;
  /** Those lookups that were credited, after the caps. */
  includedExternalApiInterest: number;
}

/** A span of UTC days, `fromDay` included and `toDay` excluded (days since 1970-01-01). */
export interface DayRange {
  fromDay: number;
  toDay: number;
}

/** Caps on counted events. */
export interface InterestCaps {
  /** Events one client can add to one key per UTC day. */
  perClientPerKeyPerDay: number;
  /** Events one key can receive per UTC day from all clients (`Infinity` for none). */
  perKeyPerDay: number;
}

/** One counted event: a human page view or an external API point lookup. */
export interface InterestEvent {
  channel: "human" | "external";
  /** Keys (`kind:slug`) the event counts toward. */
  keys: string[];
  /** UTC day number of the event. */
  day: number;
  /** A salted, daily-rotating hash of the client; never an IP. */
  client: string;
  caps: InterestCaps;
  /** When it happened, ms since epoch. */
  at: number;
}

/** What a store read returns: per key (`kind:slug`), counts for each requested range. */
export interface InterestTotals {
  rows: Map<string, InterestCounts[]>;
  /** The first UTC day anything was recorded, or null when nothing ever was. */
  firstDay: number | null;
  /** When the newest recorded event happened (ms since epoch), or null. */
  lastRecordedAt: number | null;
}

/**
 * Daily UTC buckets of directory interest per key and channel. Keys are `kind:slug`
 * (`framework:iso-27001`, `combination:iso-27001+de`). No method ever receives an IP.
 */
export interface InterestStore extends Pingable {
  /**
   * Counts an event on each key where the caps allow, atomically so that concurrent
   * events never exceed them. External lookups are also counted before caps.
   */
  record(event: InterestEvent): Promise<void>;
  /**
   * Totals of every key of one kind over each range. With `keys`, only those keys (`kind:slug`)
   * are needed: a store may read just them (a point lookup names one) or, ignoring the
   * filter, answer every key of the kind; either way each row is exact.
   */
  totals(kind: InterestKind, ranges: DayRange[], options?: TotalsOptions): Promise<InterestTotals>;
}

/** What a `totals` read may narrow to. */
export interface TotalsOptions {
  /** The only keys (`kind:slug`) the caller reads; rows of other keys may be left out. */
  keys?: readonly string[];
}

/** A vendor the Ask AI answer may recommend, with what a model needs to describe it. */
export interface CandidateVendor {
  name: string;
  detailsPage: string;
  briefSummary: string;
  serviceType: string[];
  regionCovered: string[];
  complianceFrameworkExpertise: string[];
  industrySpecialization: string[];
  problemsTheySolve: string[];
  targetClientsSize: string[];
  supportedLanguages: string[];
}

/** What a responder is asked to answer. */
export interface ResponderInput {
  message: string;
  /**
   * What to write: recommendations of `vendors`; `vendor`, details of the one vendor a
   * follow-up asked about; `off_topic`, a short polite decline naming no vendor.
   */
  intent: "recommend" | "vendor" | "off_topic";
  /** Two-letter language the answer should be in (one of `locales` when it has them). */
  locale: string;
  /** Earlier questions of the conversation, oldest first. */
  history: string[];
  /** The only vendors it may recommend, best first; empty when nothing matched. */
  vendors: CandidateVendor[];
  /** How many catalog vendors matched in all; `vendors` are the best few of them. */
  matchedCount: number;
  /** Company sizes, industries and languages the question asked for (they ranked `vendors`). */
  signals: { sizes: string[]; industries: string[]; languages: string[] };
  /** The filters the question was read as (canonical slugs and labels). */
  filters: TagFilters;
  /**
   * The places this question named and the region each was read as: `{ region: "pt", name:
   * "Lisbon" }`, `{ region: "apac", name: "Hong Kong" }`. Absent or empty when it named none.
   */
  places?: { region: string; name: string }[];
}

/** A piece of a streamed answer: text, and at the end why it ended and what it cost. */
export interface ResponderChunk {
  text?: string;
  finishReason?: string;
  /**
   * The model tokens the whole answer spent, as its server reported them: on the last chunk,
   * when the server reports usage. Without it, Ask AI estimates the spend from text length.
   */
  usage?: TokenUsage;
}

/** Model tokens one answer spent: its prompt and its completion. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** Writes the answer: a chat model, or the built-in grounded composer. */
export interface ChatResponder extends Pingable {
  /** The model name reported in `meta`. */
  readonly model: string;
  /**
   * The languages it can answer in, the first being its fallback; absent when it follows
   * any `locale` (a chat model).
   */
  readonly locales?: readonly string[];
  /** `input` is read-only (frozen): the same retrieval may answer the same question again. */
  respond(input: ResponderInput, signal: AbortSignal): AsyncIterable<ResponderChunk>;
  /**
   * For a responder that needs no model (the built-in one): the very chunks `respond`
   * yields, all at once, and the same chunks for the same input. When present, the answer's
   * events are sent as one complete body instead of a stream held open while the text
   * comes, and an answer to the same input is composed once and sent again.
   */
  respondAtOnce?(input: ResponderInput): readonly ResponderChunk[];
}

/** Screens a message before it reaches the responder. */
export interface Moderator {
  /** Resolves `flagged: true` to refuse the message; rejects when moderation is unavailable. */
  check(text: string, signal: AbortSignal): Promise<{ flagged: boolean }>;
}

/** Concurrent Ask AI streams on this instance. */
export interface StreamCapacity extends Pingable {
  /**
   * A release function when a slot is free under `limit`, otherwise null. A release that
   * talks to a store returns a promise that settles once the slot is free there (it never
   * rejects: a slot that cannot be released expires on its own).
   */
  acquire(limit: number): Promise<(() => Promise<void> | void) | null>;
}

/**
 * Turns taken per Ask AI conversation, kept server-side so that replaying an earlier
 * token cannot reset the count.
 */
export interface ConversationStore extends Pingable {
  /**
   * Counts one more follow-up turn of session `sid` (a turn that came with the session's
   * token; a first turn is not counted here) and resolves how many it has counted, 1 for
   * the first, atomically; the count expires `ttlSeconds` after the last one. Rejects when
   * the store is unavailable.
   */
  nextTurn(sid: string, ttlSeconds: number): Promise<number>;
}

/**
 * Model tokens Ask AI spent per UTC day (days since 1970-01-01), shared by every instance on
 * one store, for `ai.dailyTokenBudget`.
 */
export interface TokenSpendStore extends Pingable {
  /** Tokens counted on `day` so far, 0 when none. Rejects when the store is unavailable. */
  spent(day: number): Promise<number>;
  /**
   * Adds `tokens` (a whole number, 0 or more) to `day`, atomically, and resolves the day's
   * total with them; a day is kept at least until the next one ends. Rejects when the store
   * is unavailable.
   */
  add(day: number, tokens: number): Promise<number>;
}
