import type { MeterProvider, TracerProvider } from "@opentelemetry/api";
import * as v from "valibot";
import type { CatalogDocument } from "../catalog/catalog-document.ts";
import type { TaxonomyAdditions } from "../catalog/taxonomy-additions.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import type { LexiconInput } from "../free-text/lexicon/lexicon-schema.ts";
import { type AllowedOrigins, parseAllowedOrigins } from "../http/allowed-origins.ts";
import { parseBasePath } from "../http/base-path.ts";
import { parsePublicUrl, parseTrustProxy } from "../http/public-origin.ts";
import type {
  CatalogSource,
  ChatResponder,
  ClientIpResolver,
  Clock,
  ConversationStore,
  HeapUse,
  InterestStore,
  Logger,
  Moderator,
  RateLimiter,
  StreamCapacity,
  TokenSpendStore,
} from "../ports.ts";
import { type Deprecation, parseDeprecations } from "../site/deprecations.ts";
import { parseSubmissionUrl } from "../site/submission-url.ts";
import {
  checkedOnUse,
  parsedBy,
  port,
  portOrNull,
  positiveWholeNumber,
  secret,
} from "./option-schemas.ts";

/**
 * The options of `createApi`, each with its default: the one place they are written. The
 * environment variables and Worker bindings (`@grc-directory/core/config`), the CLI usage,
 * the OpenAPI document and the docs read them from here.
 */
export const ApiOptionsSchema = v.object({
  /**
   * The path prefix the API is mounted under when it shares a server with another app:
   * every route then answers under it (`/directory/api/v1/search`, `/directory/openapi.json`,
   * the home page at `/directory` and `/directory/`, …), and every path outside it answers a
   * JSON 404 `NOT_FOUND` whose hint names the prefix.
   *
   * It must match the path the host mounts the API at, and the host must pass requests
   * unchanged (full path, prefix included). Every link the API writes carries it: absolute
   * URLs (search and tools `detailsPage`, market links, llms.txt, agent.txt, the MCP server
   * card, developer examples), site links in HTML and Markdown pages, the chat script's
   * endpoint, and the OpenAPI `servers` entry. A catalog `detailsPage` that is a site path
   * (`/vendors/x`) is a path of the directory's site, so it resolves under the prefix too
   * (`https://host/directory/vendors/x`), where the API serves the vendor's page.
   * `recordPageView` likewise expects page URLs under the prefix, as visitors see them.
   *
   * Starts with "/", no trailing "/", no "?" or "#", percent-encoded; `""` or `"/"` mean none.
   * Anything else throws a `TypeError` here.
   * @default ""
   * @example "/directory"
   * @see docs/library.md#mounting-under-a-path-prefix
   */
  basePath: v.optional(parsedBy<string, string>(parseBasePath), ""),
  /**
   * The origin the directory is reached at: when set, every absolute URL the API writes
   * (search and tools `detailsPage`, market links, llms.txt, agent.txt, the OpenAPI
   * `servers`, the MCP server card, pages, Ask AI links) starts with it plus `basePath`,
   * whatever the request's `Host` or forwarding headers say. An origin only: a path, query,
   * fragment or credentials throw a `TypeError` here (the prefix is `basePath`).
   * @default none: links use the request's origin, see `trustProxy`
   * @example "https://grc.example.com"
   * @see docs/configuration.md#the-public-origin
   */
  publicUrl: v.optional(parsedBy<string, string | undefined>(parsePublicUrl)),
  /**
   * How many reverse proxies in front of the API append to the forwarding headers (0 to 10;
   * anything else throws a `TypeError` here). With `publicUrl` unset, the origin of links
   * then comes from the trusted proxy's `X-Forwarded-Proto`/`X-Forwarded-Host`, else its
   * `Forwarded` `proto=`/`host=` (the entry `trustProxy` from the end of each list); values
   * that are not `http`/`https` or a valid `host[:port]` are ignored. Unless `clientIp` is
   * given, the client address likewise comes from `X-Forwarded-For` (`forwardedFor`).
   * @default 0
   */
  trustProxy: v.optional(parsedBy<number, number>(parseTrustProxy), 0),
  /**
   * A catalog document (validated now; an invalid one throws `CatalogValidationError`), or a
   * `CatalogSource` port that loads one (e.g. `upstashCatalogSource`).
   * @default the bundled sample catalog (`createCatalogApi` has none and needs one)
   * @see docs/catalog.md#catalog-format
   */
  catalog: v.optional(checkedOnUse<CatalogDocument | CatalogSource>()),
  /**
   * Frameworks, regions, service types or aliases added to the built-in taxonomy (validated
   * now; a bad one throws `TaxonomyError`).
   * @default none
   */
  taxonomy: v.optional(checkedOnUse<TaxonomyAdditions>()),
  /**
   * Decides every rate limit (catalog, pages, Ask AI).
   * @default `memoryRateLimiter({ clock })`: in-process sliding windows
   * @see upstashRateLimiter in `@grc-directory/core/upstash`, for several instances
   */
  rateLimiter: v.optional(port<RateLimiter>("RateLimiter")),
  /**
   * Per-client policies, each a number of requests per window: `catalog` (search, tools
   * dump, market) and `pages` (every HTML/Markdown page, the 404 page included). Clients are
   * keyed by `clientKey` (IPv6 by /64). A count that is not a positive whole number throws a
   * `RangeError` here.
   * @example { catalog: { limit: 600, windowSeconds: 60 } }
   */
  rateLimits: v.optional(
    v.object({
      /** Search, tools dump and market, together. */
      catalog: v.optional(
        v.object({
          /**
           * Requests allowed per window per client.
           * @default 120
           */
          limit: v.optional(positiveWholeNumber, 120),
          /**
           * The window, in seconds (a sliding window).
           * @default 60
           */
          windowSeconds: v.optional(positiveWholeNumber, 60),
        }),
        {},
      ),
      /** Every HTML and Markdown page, the 404 page included. */
      pages: v.optional(
        v.object({
          /**
           * Requests allowed per window per client.
           * @default 300
           */
          limit: v.optional(positiveWholeNumber, 300),
          /**
           * The window, in seconds (a sliding window).
           * @default 60
           */
          windowSeconds: v.optional(positiveWholeNumber, 60),
        }),
        {},
      ),
    }),
    {},
  ),
  /**
   * Finds the client's address. Whichever it is, its answer is reduced to the client's key
   * (`clientKey`: port dropped, IPv4-mapped IPv6 as IPv4, IPv6 by /64; not an IP address,
   * the one unknown client) for limits, credits and page-view hashes.
   * @default `forwardedFor(trustProxy)` behind proxies, else `socketAddress` (what the adapter reports as `context.clientAddress`)
   * @see headerAddress, for an edge that names the client in a header
   */
  clientIp: v.optional(
    v.custom<ClientIpResolver>(
      (value) => typeof value === "function",
      "must be a function from a request and its context to an address",
    ),
  ),
  /**
   * What time it is (tests move it by hand).
   * @default `systemClock`
   */
  clock: v.optional(port<Clock>("Clock")),
  /**
   * The JS heap in use and its limit, where the runtime can tell (`nodeHeapUse()` from
   * `@grc-directory/adapter-node`): past `HEAP_CEILING` (85 %) of the limit, a new catalog
   * version's tools dump and `/llms-full.txt` are not made ahead and it goes into service at
   * once, so the version before it is not held beside it.
   * @default none: no such check
   */
  heapUse: v.optional(
    v.custom<HeapUse>(
      (value) => typeof value === "function",
      "must be a function returning the heap's usedBytes and limitBytes",
    ),
  ),
  /**
   * Where core logs what an operator must act on.
   * @default `consoleLogger`: JSON lines through `console`
   */
  logger: v.optional(port<Logger>("Logger")),
  /**
   * Where metrics and spans go (`@opentelemetry/api` providers). Metrics are recorded only
   * when a MeterProvider is given here or registered globally before the API is built.
   * @see docs/operations.md#metrics
   */
  telemetry: v.optional(
    v.object({
      /**
       * Where the API's metrics are recorded (`docs/operations.md#metrics`).
       * @default the global MeterProvider when the API is built: a no-op until an SDK registers one
       */
      meterProvider: v.optional(port<MeterProvider>("MeterProvider")),
      /**
       * Where the API's spans go (`docs/operations.md#traces`).
       * @default the global TracerProvider: a no-op until an SDK registers one
       */
      tracerProvider: v.optional(port<TracerProvider>("TracerProvider")),
    }),
    {},
  ),
  /** Directory interest: the market endpoint and page-view recording. */
  market: v.optional(
    v.object({
      /**
       * Where interest is counted. `null` turns the market off (503 `MARKET_NOT_CONFIGURED`).
       * @default `memoryInterestStore()`: in process memory
       * @see upstashInterestStore in `@grc-directory/core/upstash`, for several instances
       */
      store: v.optional(portOrNull<InterestStore>("InterestStore")),
      /**
       * Seed the built-in memory store with synthetic demo history; answers say
       * `DEMO_DATA`. With a `store`, it throws a `RangeError` at `createApi`.
       * @default false
       */
      demoData: v.optional(v.boolean(), false),
      /**
       * Longest a store call may take before the answer is a 504 `MARKET_TIMEOUT`, in ms.
       * @default 1500
       */
      timeoutMs: v.optional(positiveWholeNumber, 1500),
      /**
       * Secret behind the daily client hashes: text, or a `SecretSource` that loads one (e.g.
       * `upstashSecretSource`, shared by every instance on the store). Instances sharing a
       * store must share it, or per-client caps count per instance.
       * @default random per process
       */
      clientSecret: v.optional(secret),
    }),
    {},
  ),
  /**
   * Routes marked deprecated, by exact path (below `basePath`: `/api/search`, not
   * `/directory/api/search`): from `deprecatedAt` they answer with Deprecation, Sunset and
   * Link. A bad entry throws a `RangeError` here.
   * @default {}
   * @example { "/api/search": { deprecatedAt: "2026-01-01", sunset: "2027-01-01", link: "/deprecation.md#api-search" } }
   * @see docs/site-surface.md#deprecations
   */
  deprecations: v.optional(
    parsedBy<Record<string, Deprecation>, Record<string, Deprecation>>(parseDeprecations),
    {},
  ),
  /** How the public documents name the directory and price fast-track listings. */
  site: v.optional(
    v.object({
      /**
       * The directory's name in titles, pages and documents.
       * @default "GRC Directory"
       */
      name: v.optional(v.string(), "GRC Directory"),
      /**
       * The fast-track listing price, as shown to people on /fast-submission and /pricing.md.
       * @default "EUR 490"
       */
      fastTrackPrice: v.optional(v.string(), "EUR 490"),
      /**
       * The source repository, named on the MCP server card.
       * @default none
       */
      repositoryUrl: v.optional(v.string()),
      /**
       * Where vendors submit a listing, shown on `/fast-submission`: an `https:` URL (a form)
       * or a `mailto:` address; anything else throws a `TypeError` here.
       * @default none: the page says submissions are not configured
       * @example "mailto:listings@grc.example.com"
       */
      submissionUrl: v.optional(parsedBy<string, string | undefined>(parseSubmissionUrl)),
    }),
    {},
  ),
  /** Ask AI (`POST /api/ai-search`). */
  /**
   * How free text (`q` and Ask AI's messages) is read: typo tolerance, ambiguous place names,
   * the languages read (one lexicon each), and the reader itself. Kept as settings, as
   * Meilisearch keeps its `typoTolerance`, so a deployment tunes them without code. `reader` replaces the
   * default gazetteer reader (`createGazetteerReader`) with any `FreeTextReader`, built from the
   * API's merged taxonomy: a model-based reader, or a smaller one for a tight Worker.
   * @see docs/search.md#free-text-settings
   */
  freeText: v.optional(
    v.object({
      /** Typo correction: which words may be misspellings, and of what. */
      typoTolerance: v.optional(
        v.object({
          /** The lengths from which a word may be one or two edits from what was meant. */
          minWordSizeForTypos: v.optional(
            v.pipe(
              v.object({
                /**
                 * Shorter words are never corrected (four-letter acronyms in capitals may still be
                 * one swap of two letters from the taxonomy's: "GPDR").
                 * @default 5
                 */
                oneTypo: v.optional(positiveWholeNumber, 5),
                /**
                 * From this length a word may be two edits away.
                 * @default 8
                 */
                twoTypos: v.optional(positiveWholeNumber, 8),
              }),
              v.check(
                (sizes) => sizes.oneTypo <= sizes.twoTypos,
                "oneTypo must not be greater than twoTypos",
              ),
            ),
            {},
          ),
          /**
           * A misspelling is read as a subdivision's or a city's name from this length, when it is
           * a name of one letter fewer or more with a letter left out ("chicgo", "lisbn"), or when it is the name with two
           * neighbouring letters swapped ("Duabi"): shorter near misses of
           * places are mostly other words ("pharma" is not "Parma"). Countries' names are reached
           * from `oneTypo`.
           * @default 7
           */
          minWordSizeForPlaces: v.optional(positiveWholeNumber, 7),
          /**
           * A word beside the other words of a phrasing is read as the phrasing's word within one
           * edit from this length (two from `minWordSizeForTypos.twoTypos`): "eu ai akt" is the EU
           * AI Act, "red teem" a red team. The words around it make a short word's correction
           * safe where alone it would not be.
           * @default 3
           */
          minWordSizeInPhrase: v.optional(positiveWholeNumber, 3),
          /**
           * Subdivisions and cities of at least this many people lend their names to correction
           * (Edinbrugh -> Edinburgh); smaller places' near misses are mostly other words.
           * @default 100000
           */
          minPlacePopulation: v.optional(positiveWholeNumber, 100_000),
        }),
        {},
      ),
      /**
       * How a place's name that is also a common word reads ("Turkey", "China", "Cork"):
       * `"capitalised"` in a place context ("in Cork") or written with a capital, `"in-context"`
       * only in a place context. Names that are very common words ("Nice", "Reading") read only in
       * a place context either way, and first names that name a city ("Florence") anywhere but
       * beside a word that makes them a person's.
       * @default "capitalised"
       */
      commonWordPlaces: v.optional(v.picklist(["capitalised", "in-context"]), "capitalised"),
      /**
       * The languages read, one lexicon each (`defineLexicon`, see docs/search.md#adding-a-language):
       * the default reads English, German, French, Spanish, Italian, Dutch, Portuguese, Swedish,
       * Polish, Czech, Turkish, Japanese, Chinese, Korean, Arabic, Hindi, Greek, Ukrainian,
       * Danish, Norwegian, Finnish, Hungarian, Romanian, Russian and Hebrew (a Worker reads the
       * first eighteen, `WORKER_LEXICONS`, to start within its 400 ms).
       * A lexicon that breaks the schema throws a `TypeError` naming its language.
       * @default the fifty-one lexicons of `DEFAULT_LEXICONS`
       */
      lexicons: v.optional(
        v.custom<readonly LexiconInput[]>(
          (value) => Array.isArray(value),
          "freeText.lexicons must be an array of lexicons",
        ),
      ),
      /**
       * Builds the reader from the API's taxonomy (defaults and additions merged).
       * @default `createGazetteerReader(taxonomy, freeText)`
       */
      reader: v.optional(
        v.custom<(taxonomy: TaxonomyIndex) => FreeTextReader>(
          (value) => typeof value === "function",
          "freeText.reader must be a function of the taxonomy that returns a FreeTextReader",
        ),
      ),
    }),
    {},
  ),
  ai: v.optional(
    v.object({
      /**
       * `false` answers 503 `disabled`.
       * @default true
       */
      enabled: v.optional(v.boolean(), true),
      /**
       * The other sites whose pages may call Ask AI from the browser: `"*"` for any, or their
       * origins (scheme, host, optional port; no path), as an array or one comma-separated
       * string. A browser request from another origin gets no CORS grant and is refused with
       * 403 `origin_not_allowed`, before any model call; the deployment's own pages (its public
       * origin) always may, and requests without `Origin` (servers, curl, MCP clients that are
       * not browsers) are not concerned. An entry that is not an origin throws a `TypeError` here.
       * @default none: only the deployment's own origin
       * @example ["https://www.example.com", "https://example.com"]
       * @see docs/configuration.md#variables
       */
      allowedOrigins: v.optional(
        parsedBy<string | readonly string[], AllowedOrigins | undefined>(parseAllowedOrigins),
      ),
      /**
       * Who writes answers. `null` means a model was wanted but is not usable: 503
       * `not_configured`.
       * @default `groundedResponder(taxonomy)`: composes answers from the catalog, no model
       * @see openAiResponder in `@grc-directory/core/openai`
       */
      responder: v.optional(portOrNull<ChatResponder>("ChatResponder")),
      /**
       * Screens questions first (fails closed).
       * @default none
       * @see openAiModerator in `@grc-directory/core/openai`
       */
      moderator: v.optional(portOrNull<Moderator>("Moderator")),
      /**
       * HMAC secret of conversation tokens (16+ characters, else a `RangeError` here), or a
       * `SecretSource` that loads one; while a source cannot answer, Ask AI answers 503
       * `unavailable`.
       * @default random per process, with a warning on the first token
       */
      tokenSecret: v.optional(
        v.pipe(
          secret,
          v.check(
            (value) => typeof value !== "string" || value.length >= 16,
            "must be at least 16 characters",
          ),
        ),
      ),
      /**
       * How long a conversation token stays valid after its last turn, in seconds.
       * @default 7200
       */
      tokenTtlSeconds: v.optional(positiveWholeNumber, 7200),
      /** Ask AI's limits; each count that is not a positive whole number throws a `RangeError` here. */
      limits: v.optional(
        v.object({
          /**
           * Requests per client IP per minute.
           * @default 10
           */
          perIpPerMinute: v.optional(positiveWholeNumber, 10),
          /**
           * Requests per conversation per hour.
           * @default 30
           */
          perSessionPerHour: v.optional(positiveWholeNumber, 30),
          /**
           * Turns per conversation (`conversation_limit` after).
           * @default 20
           */
          turnsPerConversation: v.optional(positiveWholeNumber, 20),
          /**
           * Streams open at once, per `capacity` (429 `capacity` over it).
           * @default 20
           */
          concurrentStreams: v.optional(positiveWholeNumber, 20),
        }),
        {},
      ),
      /**
       * Where concurrent streams are counted.
       * @default `memoryStreamCapacity()`: in process memory
       * @see upstashStreamCapacity in `@grc-directory/core/upstash`, across instances
       */
      capacity: v.optional(port<StreamCapacity>("StreamCapacity")),
      /**
       * Where turns per conversation are counted.
       * @default `memoryConversationStore({ clock })`: in process memory (bounded, see docs/ask-ai.md)
       * @see upstashConversationStore in `@grc-directory/core/upstash`, across instances
       */
      conversations: v.optional(port<ConversationStore>("ConversationStore")),
      /**
       * Model tokens allowed per UTC day, counted in `tokenSpend` (the usage the model
       * reports, else estimated from text length). Once the day's spend reaches it, a model
       * answer is refused with 429 `capacity` and `Retry-After` until the next UTC midnight;
       * an answer already started runs to its end. The built-in responder spends none and
       * is never refused. Not a positive whole number: a `RangeError` here.
       * @default none: no budget (the spend is still counted and logged)
       * @example 2000000
       * @see docs/ask-ai.md#daily-token-budget
       */
      dailyTokenBudget: v.optional(positiveWholeNumber),
      /**
       * Where each UTC day's model tokens are counted, for `dailyTokenBudget`.
       * @default `memoryTokenSpend()`: in process memory, a budget per instance
       * @see upstashTokenSpend in `@grc-directory/core/upstash`, one budget across instances
       */
      tokenSpend: v.optional(port<TokenSpendStore>("TokenSpendStore")),
      /**
       * Expected SHA-256 (hex) of the Ask AI corpus; any other corpus answers 503
       * `corpus_integrity`.
       * @default the bundled digest when serving the sample catalog, else none
       * @see corpusDigest
       */
      corpusDigest: v.optional(v.string()),
      /**
       * A heartbeat comment after this much silence on a stream, in ms.
       * @default 15000
       */
      heartbeatMs: v.optional(positiveWholeNumber, 15_000),
      /**
       * Longest wait for moderation or the model's next piece, in ms.
       * @default 30000
       */
      idleTimeoutMs: v.optional(positiveWholeNumber, 30_000),
    }),
    {},
  ),
});

/** The options with every default filled in and every value checked. */
export type ResolvedOptions = v.InferOutput<typeof ApiOptionsSchema>;
