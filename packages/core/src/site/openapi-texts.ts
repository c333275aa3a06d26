import { MAX_BODY_BYTES } from "../ai/ai-request.ts";
import { MAX_CURSOR_LENGTH } from "../catalog/search-cursor.ts";
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_VALUES_PER_FILTER,
} from "../catalog/search-query.ts";
import { MINIMUM_VIEWS_PER_PERIOD } from "../market/methodology.ts";
import { optionDefaults } from "../options/parse-options.ts";

/** The error codes a response may carry, as its description lists them. */
const codes = (...list: string[]) => `Codes: ${list.map((code) => `\`${code}\``).join(", ")}.`;

/** How every tag filter of the search is matched, after the filter's noun. */
const TAG_VALUE = `as a lowercase hyphenated slug or any alias (matched case-, accent- and separator-insensitively: \`ISO 27001\`, \`iso_27001\`, \`27001\` are all \`iso-27001\`). Repeatable up to ${MAX_VALUES_PER_FILTER} times (or comma-separated); repeated values are ANDed: a vendor must carry every one. An unknown value is a 422 \`UNKNOWN_ALIAS\` with suggestions.`;

/**
 * The OpenAPI document's prose: every summary and description that is the same for every
 * deployment, by where it goes in the document. The limits it states are the code's, and the
 * rate limits, Ask AI limits and heartbeat it names are the defaults of the options schema
 * (the document is the same for deployments that set others: `/openapi.json` is held byte
 * for byte to the default document on every runtime). `buildOpenApiDocument` builds the
 * document around it and finishes the search filters' descriptions with the deployment's
 * slugs. A Worker reads it, with the component schemas, from
 * its static assets (`SiteFiles.openApiParts`) instead of carrying it in its script.
 */
export function openApiTexts() {
  const { rateLimits, ai } = optionDefaults();
  const { catalog } = rateLimits;
  return {
    info: {
      summary:
        "Read-only API of a curated directory of ISO 27001, SOC 2 and other GRC service vendors.",
      description: `Catalog search, a full tools dump, directory page-interest statistics (market) and an Ask AI chat. No authentication. Stable paths carry a major version (/api/v1/); backward-compatible fields may be added within v1. Catalog and market GETs share a per-client-IP limit (${catalog.limit} requests per ${catalog.windowSeconds} s unless the deployment sets another), advertised in RateLimit-Policy and RateLimit headers (a sliding window; see those headers). Every answer carries X-Content-Type-Options: nosniff; every answer no shared cache may keep (errors, market, Ask AI) carries X-Request-Id, and no cacheable one does (search, the tools dump, documents, pages, their 304s), since a CDN would replay it to other clients. /api answers allow any origin (CORS). A query string that is not valid percent-encoded UTF-8 is refused with 400 MALFORMED_QUERY on every path. Deprecation policy: /deprecation.md.`,
    },
    tags: {
      catalog: "Vendor search and the full dump.",
      market: "Directory page interest.",
      ai: "Ask AI.",
    },
    /** What the catalog and market operations may all answer. */
    errors: {
      notFound: "Unknown path. Code: `NOT_FOUND`; the hint names /openapi.json and /llms.txt.",
      uriTooLong:
        "Query string over 8,192 characters, refused before parsing. Code: `URI_TOO_LONG`.",
      malformedQuery:
        "A query string that is not valid percent-encoded UTF-8 (a `%` not followed by two hex digits, bytes that are not UTF-8, an encoded U+FFFD), refused before any parameter is read; the message quotes the offending `name=value` as sent. Code: `MALFORMED_QUERY`.",
      rateLimited: `Over the catalog limit from one client IP (the RateLimit-Policy header; by default ${catalog.limit} catalog and market requests in ${catalog.windowSeconds} s). ${codes("RATE_LIMITED")}`,
      internal:
        "A bug on our side; logged, with nothing of it in the answer. Code: `INTERNAL_ERROR`.",
    },
    search: {
      summary: "Search the vendor catalog by exact tags",
      versioned: "The path for new integrations.",
      unversioned:
        "Same handler as /api/v1/search, kept for existing clients; it takes a `cursor` alike. Its `next` links lead to /api/v1/search, the path for new integrations.",
      description:
        'Filters match exact tags after alias normalization, with no hierarchy expansion (a warning names broader regions that were not included). Warnings: BROADER_REGION_NOT_INCLUDED, QUERY_PLACE_WIDENED (a place in q searched as a broader region), QUERY_TERM_CORRECTED (a misspelling in q read as a known word). Results are unranked, in name order (case- and accent-insensitive). At least one of framework, region, service_type, or a q that names one, is required. `count` is the number of results on this page, `total` the number of matches in all. When more remain, `next` is the URL of the next page (this query on /api/v1/search plus `cursor`), also sent as `Link: <…>; rel="next"`: follow it until an answer has none. A page resumes after the last vendor of the previous one by name, not by offset, so vendors added or removed meanwhile are neither repeated nor skipped. Answers are CDN-cacheable with a strong ETag (304 on If-None-Match).',
      framework: `A compliance framework ${TAG_VALUE}`,
      region: `A region of service coverage (not headquarters) ${TAG_VALUE}`,
      serviceType: `A service type ${TAG_VALUE}`,
      serviceTypeAlias: "Alias of service_type; values of all four names count together.",
      q: `Free text, at most ${MAX_QUERY_LENGTH} characters. The longest hits become filters merged with the explicit ones: aliases as written, then inflected forms (auditors, penetration tests), everyday names (pentest, phishing simulation), country adjectives and demonyms (German, Swiss) and common terms in German, French, Spanish, Italian, Dutch, Portuguese and Swedish. Official names, acronyms and artefacts (Health Insurance Portability and Accountability Act, QSA, 3PAO) name their framework. Cities, subdivisions and countries in those languages are read as their country's region, or, for a country without one, its broader region (Hong Kong as apac), each reported in warnings as QUERY_PLACE_WIDENED; a place name that is also a word or a first name counts only where the text makes it a place (in Nice, Victoria, Australia). A word of 5 or more letters that matches nothing is corrected within one edit (two from 8 letters) and reported as QUERY_TERM_CORRECTED. A language spoken is no region (German-speaking, in French). Leftover words (stop-words dropped) are returned in unparsedQueryTerms and do not filter. Region codes that are ordinary words (in, no, us, de, es) count only in capitals.`,
      qExample: "soc 2 type ii auditors in the united kingdom",
      limit: `Results to return, 1 to ${MAX_LIMIT}; default ${DEFAULT_LIMIT}.`,
      cursor: `Where the next page starts: take it from \`next\` of the previous answer (or follow \`next\` as given). Opaque, at most ${MAX_CURSOR_LENGTH} characters, and bound to the filters it was issued for: it serves the same framework, region and service_type tags however they are spelled (q or parameters, aliases, order), and limit may change between pages. It names the last vendor shown, with a check digest; it holds no secret, since a forged cursor can only name a position in name order. Malformed, changed, too long or for other filters: 400 \`INVALID_CURSOR\`. Taken on both search paths alike.`,
      ok: "Up to `limit` matching vendors in name order: the first ones, or those after the cursor's position. `total` counts every match; `next` (and the Link header) leads to the next page while more remain.",
      notModified: "Not modified: the If-None-Match ETag is current.",
      malformed: `Malformed query. ${codes("MISSING_FILTER", "EMPTY_FILTER", "INVALID_LIMIT", "REPEATED_PARAMETER", "TOO_MANY_VALUES", "QUERY_TOO_LONG", "UNKNOWN_PARAMETER", "INVALID_CURSOR", "MALFORMED_QUERY")}`,
      methodNotAllowed: `Any method but GET, HEAD and OPTIONS; \`Allow: GET, HEAD, OPTIONS\`. ${codes("METHOD_NOT_ALLOWED")}`,
      unknownAlias: `A value matches no alias; \`error.unknown\` lists each with suggested slugs. ${codes("UNKNOWN_ALIAS")}`,
    },
    tools: {
      summary: "Every listed service, public fields only",
      ok: "The dump, vendors in name order.",
      notModified: "Not modified.",
      methodNotAllowed: `Any method but GET, HEAD and OPTIONS. ${codes("METHOD_NOT_ALLOWED")}`,
    },
    market: {
      summary: "Directory page interest: a point lookup or a ranking",
      versioned: "The path for new integrations.",
      unversioned: "Same handler as /api/v1/market.",
      description: `First-party interest in the directory's /grc-services/* pages plus admitted external API point lookups, counted 1:1 after caps, per UTC day. Not market share, adoption, unique buyers or visitor location. Point mode: framework and/or region. Ranking mode: dimension. A row needs ${MINIMUM_VIEWS_PER_PERIOD} views in the current period to be ranked; growth also needs them in a complete comparison period. Each 200 point lookup credits every key it names, at most once per client per key per UTC day and 25 times per key per day. Never cached by HTTP; a ranking may lag recorded events by about a second (the server shares one store read per second among rankings). A point lookup's own figures never lag: they are read for its key alone; only the other keys' views its rank and peerCount compare with come from that shared read. HEAD is refused so that nothing counts without a GET.`,
      framework:
        "Point mode: one framework slug or alias, given once. A repeat or a comma list (iso-27001,soc-2) is 400 REPEATED_PARAMETER.",
      region:
        "Point mode: one region slug or alias (the page viewed, not the visitor), given once. A repeat or a comma list (de,fr) is 400 REPEATED_PARAMETER.",
      dimension: "Ranking mode.",
      window: "Period length; default 30d.",
      days: "Alias of window: 30 or 90, with or without a trailing d. Not with window.",
      limit: `Ranking mode only: 1 to ${MAX_LIMIT}, default ${DEFAULT_LIMIT}.`,
      ok: "A MarketSuccess: `result` in point mode, `results` in ranking mode.",
      malformed: `Malformed query. ${codes("MISSING_MODE", "CONFLICTING_MODES", "REPEATED_PARAMETER", "INVALID_WINDOW", "INVALID_DIMENSION", "INVALID_LIMIT", "EMPTY_FILTER", "UNKNOWN_PARAMETER", "MALFORMED_QUERY")}`,
      methodNotAllowed: `Any method but GET and OPTIONS, HEAD included; \`Allow: GET, OPTIONS\`. ${codes("METHOD_NOT_ALLOWED")}`,
      unknownAlias: `A value matches no alias; \`error.unknown\` lists suggestions. ${codes("UNKNOWN_ALIAS")}`,
      unavailable: `The interest store is not configured or unavailable, or a point lookup could not be counted (a 200 point lookup always was, except on Workers, where counting runs after the response). ${codes("MARKET_NOT_CONFIGURED", "MARKET_UNAVAILABLE")}`,
      timeout: `The interest store did not answer in time, for the read or the count. ${codes("MARKET_TIMEOUT")}`,
    },
    ai: {
      summary: "Ask AI: short vendor recommendations as server-sent events",
      description: `Recommends up to 5 catalog vendors, each with its detailsPage; not an exhaustive search. Events, each \`data:\` one JSON object: \`meta\` (AiMetaEvent) first, then \`delta\` (AiDeltaEvent) pieces, then \`done\` (AiDoneEvent, with the token for a follow-up) or \`error\` (AiErrorEvent; \`unavailable\` when the model fails mid-answer or the server shuts down). A \`: keep-alive\` comment is sent after ${ai.heartbeatMs / 1000} s of silence. Limits: ${ai.limits.perIpPerMinute} requests per IP per minute, ${ai.limits.perSessionPerHour} per conversation per hour, ${ai.limits.turnsPerConversation} turns per conversation, a cap on concurrent streams.`,
      requestBody: `At most ${MAX_BODY_BYTES / 1024} KiB.`,
      ok: "An event stream. Event payloads: meta = AiMetaEvent, delta = AiDeltaEvent, done = AiDoneEvent, error = AiErrorEvent (see components.schemas).",
      streamExample:
        'event: meta\ndata: {"model":"grounded-catalog","locale":"en","answerLocale":"en","vendors":[],"filters":{"frameworks":["soc-2"],"regions":[],"serviceTypes":[]}}\n\nevent: delta\ndata: {"text":"Here are"}\n\nevent: done\ndata: {"token":"…","finishReason":"stop"}\n\n',
      malformed: `Malformed request: its body, or (\`malformed_query\`) a query string that is not valid percent-encoded UTF-8, although this path reads none. ${codes("bad_json", "bad_message", "bad_token", "malformed_query")}`,
      uriTooLong: `Query string over 8,192 characters, refused before parsing. ${codes("uri_too_long")}`,
      originNotAllowed: `A browser request (with \`Origin\`) from a site the operator did not allow; only the deployment's own pages and the origins it lists may call Ask AI from a browser. Requests without \`Origin\` are not concerned. ${codes("origin_not_allowed")}`,
      methodNotAllowed: `Any method but POST and OPTIONS; \`Allow: POST, OPTIONS\`. ${codes("method_not_allowed")}`,
      tooLarge: `Body over ${MAX_BODY_BYTES / 1024} KiB. ${codes("too_large")}`,
      moderated: `Refused by input moderation. ${codes("moderation_refused")}`,
      limited: `A limit was reached. \`rate_limited\` and \`capacity\` carry Retry-After (seconds to wait); \`conversation_limit\` carries none, since waiting never clears it: start a new conversation by leaving out \`token\`. A \`rate_limited\` answer also carries RateLimit-Policy and RateLimit for the policy refused: \`ai-ip\` (per client IP per minute) or \`ai-session\` (per conversation per hour). ${codes("rate_limited", "conversation_limit", "capacity")}`,
      internal: `A bug on our side; logged. ${codes("internal_error")}`,
      unavailable: `Ask AI cannot answer now. ${codes("disabled", "not_configured", "corpus_integrity", "unavailable", "moderation_unavailable")}`,
    },
    headers: {
      rateLimitPolicy: `The limit policy, e.g. \`"catalog";q=${catalog.limit};w=${catalog.windowSeconds}\`: at most q requests per w seconds per client (a sliding window; IPv6 clients by /64).`,
      rateLimit: `On an answer only this client keeps (\`no-store\`: errors, market answers, a 429): the requests it has left in the sliding window and \`t\`, the seconds until the limiter's current fixed window ends, e.g. \`"catalog";r=${catalog.limit - 7};t=36\`. On an answer a shared cache may store (search, the tools dump, /llms-full.txt, pages, and their 304s) it tells no one's count, since a CDN replays it to every client: it is the policy's whole quota and window, \`"catalog";r=${catalog.limit};t=${catalog.windowSeconds}\`, the same for every client.`,
      retryAfter: "Seconds to wait.",
      etag: "Strong ETag: SHA-256 of the body.",
      cacheControl:
        "CDN caching policy; `no-store` on answers from the fallback catalog (`catalog.fallback: true`).",
      requestId:
        "The request's id, for support and logs: the caller's own when it is 8 to 128 characters of [A-Za-z0-9._:-], else a fresh UUID. Absent from answers a shared cache may store (a CDN would replay it to other clients).",
      link: 'When more matches remain, `<next>; rel="next"`: the body\'s `next`, on 304s too. On a deprecated path it follows the path\'s `rel="deprecation"` and `rel="sunset"` links.',
    },
    externalDocs: "Site index for agents",
  };
}

/** The OpenAPI document's prose, as `openApiTexts` writes it. */
export type OpenApiTexts = ReturnType<typeof openApiTexts>;
