import { MAX_BODY_BYTES } from "../ai/ai-request.ts";
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_VALUES_PER_FILTER,
  SEARCH_EXAMPLE,
} from "../catalog/search-query.ts";
import { MINIMUM_VIEWS_PER_PERIOD } from "../market/methodology.ts";
import { optionDefaults } from "../options/parse-options.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";

type Json = Record<string, unknown>;

type TagDimension = "frameworks" | "regions" | "serviceTypes";

/** What the OpenAPI document takes from the deployment's taxonomy: its canonical slugs. */
export type OpenApiTaxonomy = {
  taxonomy: Record<TagDimension, readonly { slug: string }[]>;
};

/** What the OpenAPI document states of the deployment's settings. */
export interface OpenApiSettings {
  /** The catalog and market policy (`rateLimits.catalog`), shown in the headers' examples. */
  catalogPolicy: { limit: number; windowSeconds: number };
  /** Ask AI's limits and heartbeat, stated in its operation. */
  ai: {
    limits: { perIpPerMinute: number; perSessionPerHour: number; turnsPerConversation: number };
    heartbeatMs: number;
  };
}

/** The settings of a deployment that keeps every default. */
function defaultSettings(): OpenApiSettings {
  const { rateLimits, ai } = optionDefaults();
  return { catalogPolicy: rateLimits.catalog, ai };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

const CATALOG_HEADERS = {
  "RateLimit-Policy": header("RateLimitPolicy"),
  RateLimit: header("RateLimit"),
  "X-Request-Id": header("XRequestId"),
};

function error(description: string, codes: string[], extraHeaders: Json = {}): Json {
  return {
    description: `${description} Codes: ${codes.map((code) => `\`${code}\``).join(", ")}.`,
    headers: { ...CATALOG_HEADERS, ...extraHeaders },
    content: { "application/json": { schema: ref("ApiError") } },
  };
}

/** Answers every catalog and market operation may give; the 429 names the default policy. */
function commonErrors(defaultPolicy: OpenApiSettings["catalogPolicy"]): Json {
  const { limit, windowSeconds } = defaultPolicy;
  return {
    "404": {
      description: "Unknown path. Code: `NOT_FOUND`; the hint names /openapi.json and /llms.txt.",
      content: { "application/json": { schema: ref("ApiError") } },
    },
    "414": {
      description:
        "Query string over 8,192 characters, refused before parsing. Code: `URI_TOO_LONG`.",
      content: { "application/json": { schema: ref("ApiError") } },
    },
    "429": error(
      `Over the catalog limit from one client IP (the RateLimit-Policy header; by default ${limit} catalog and market requests in ${windowSeconds} s).`,
      ["RATE_LIMITED"],
      {
        "Retry-After": header("RetryAfter"),
      },
    ),
    "500": {
      description:
        "A bug on our side; logged, with nothing of it in the answer. Code: `INTERNAL_ERROR`.",
      content: { "application/json": { schema: ref("ApiError") } },
    },
  };
}

function tagParameter(name: string, noun: string, slugs: string[], repeatable: boolean): Json {
  const many = repeatable
    ? ` Repeatable up to ${MAX_VALUES_PER_FILTER} times (or comma-separated); repeated values are ANDed: a vendor must carry every one.`
    : " Given at most once.";
  return {
    name,
    in: "query",
    required: false,
    description: `${noun} as a lowercase hyphenated slug or any alias (matched case-, accent- and separator-insensitively: \`ISO 27001\`, \`iso_27001\`, \`27001\` are all \`iso-27001\`).${many} An unknown value is a 422 \`UNKNOWN_ALIAS\` with suggestions. Canonical slugs: ${slugs.join(", ")}.`,
    ...(repeatable ? { style: "form", explode: true } : {}),
    schema: repeatable
      ? { type: "array", maxItems: MAX_VALUES_PER_FILTER, items: { type: "string", minLength: 1 } }
      : { type: "string", minLength: 1 },
    "x-canonical-values": slugs,
  };
}

function searchOperation(
  taxonomy: OpenApiTaxonomy,
  common: Json,
  operationId: string,
  note: string,
): Json {
  const slugs = (dimension: "frameworks" | "regions" | "serviceTypes") =>
    taxonomy.taxonomy[dimension].map((entry) => entry.slug);
  const serviceType = tagParameter("service_type", "A service type", slugs("serviceTypes"), true);
  return {
    operationId,
    summary: "Search the vendor catalog by exact tags",
    description: `${note} Filters match exact tags after alias normalization, with no hierarchy expansion (a warning names broader regions that were not included). Results are unranked, in name order (case- and accent-insensitive). At least one of framework, region, service_type, or a q that names one, is required. \`count\` is the number of results in the answer; the total number of matches is not exposed. Answers are CDN-cacheable with a strong ETag (304 on If-None-Match).`,
    tags: ["catalog"],
    parameters: [
      tagParameter("framework", "A compliance framework", slugs("frameworks"), true),
      tagParameter(
        "region",
        "A region of service coverage (not headquarters)",
        slugs("regions"),
        true,
      ),
      serviceType,
      ...["service_types", "type", "types"].map((name) => ({
        ...serviceType,
        name,
        description: `Alias of service_type; values of all four names count together.`,
      })),
      {
        name: "q",
        in: "query",
        description: `Free text, at most ${MAX_QUERY_LENGTH} characters. The longest hits become filters merged with the explicit ones: aliases as written, then inflected forms (auditors, penetration tests), everyday names (pentest, phishing simulation), country adjectives and demonyms (German, Swiss) and common terms in German, French, Spanish, Italian, Dutch, Portuguese and Swedish. A language spoken is no region (German-speaking, in French). Leftover words (stop-words dropped) are returned in unparsedQueryTerms and do not filter. Region codes that are ordinary words (in, no, us, de, es) count only in capitals.`,
        schema: { type: "string", minLength: 1, maxLength: MAX_QUERY_LENGTH },
        example: "soc 2 type ii auditors in the united kingdom",
      },
      {
        name: "limit",
        in: "query",
        description: `Results to return, ${1} to ${MAX_LIMIT}; default ${DEFAULT_LIMIT}.`,
        schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
      },
    ],
    responses: {
      "200": {
        description: "The first `limit` matching vendors in name order.",
        headers: {
          ...CATALOG_HEADERS,
          ETag: header("ETag"),
          "Cache-Control": header("CacheControl"),
        },
        content: {
          "application/json": {
            schema: ref("CatalogSearchSuccess"),
          },
        },
      },
      "304": {
        description: "Not modified: the If-None-Match ETag is current.",
        headers: { ETag: header("ETag") },
      },
      "400": error("Malformed query.", [
        "MISSING_FILTER",
        "EMPTY_FILTER",
        "INVALID_LIMIT",
        "REPEATED_PARAMETER",
        "TOO_MANY_VALUES",
        "QUERY_TOO_LONG",
        "UNKNOWN_PARAMETER",
      ]),
      ...common,
      "405": error("Any method but GET, HEAD and OPTIONS; `Allow: GET, HEAD, OPTIONS`.", [
        "METHOD_NOT_ALLOWED",
      ]),
      "422": error("A value matches no alias; `error.unknown` lists each with suggested slugs.", [
        "UNKNOWN_ALIAS",
      ]),
    },
  };
}

function marketOperation(common: Json, operationId: string, note: string): Json {
  const single = (name: string, description: string, schema: Json) => ({
    name,
    in: "query",
    description,
    schema,
  });
  return {
    operationId,
    summary: "Directory page interest: a point lookup or a ranking",
    description: `${note} First-party interest in the directory's /grc-services/* pages plus admitted external API point lookups, counted 1:1 after caps, per UTC day. Not market share, adoption, unique buyers or visitor location. Point mode: framework and/or region. Ranking mode: dimension. A row needs ${MINIMUM_VIEWS_PER_PERIOD} views in the current period to be ranked; growth also needs them in a complete comparison period. Each 200 point lookup credits every key it names, at most once per client per key per UTC day and 25 times per key per day. Never cached by HTTP; a ranking may lag recorded events by about a second (the server shares one store read per second among rankings). A point lookup's own figures never lag: they are read for its key alone; only the other keys' views its rank and peerCount compare with come from that shared read. HEAD is refused so that nothing counts without a GET.`,
    tags: ["market"],
    parameters: [
      single(
        "framework",
        "Point mode: one framework slug or alias, given once. A repeat or a comma list (iso-27001,soc-2) is 400 REPEATED_PARAMETER.",
        {
          type: "string",
          minLength: 1,
        },
      ),
      single(
        "region",
        "Point mode: one region slug or alias (the page viewed, not the visitor), given once. A repeat or a comma list (de,fr) is 400 REPEATED_PARAMETER.",
        {
          type: "string",
          minLength: 1,
        },
      ),
      single("dimension", "Ranking mode.", {
        type: "string",
        enum: ["frameworks", "regions", "combinations"],
      }),
      single("window", "Period length; default 30d.", {
        type: "string",
        enum: ["30d", "90d"],
        default: "30d",
      }),
      single("days", "Alias of window: 30 or 90, with or without a trailing d. Not with window.", {
        type: "string",
        enum: ["30", "90", "30d", "90d"],
      }),
      single("limit", `Ranking mode only: 1 to ${MAX_LIMIT}, default ${DEFAULT_LIMIT}.`, {
        type: "integer",
        minimum: 1,
        maximum: MAX_LIMIT,
        default: DEFAULT_LIMIT,
      }),
    ],
    responses: {
      "200": {
        description: "A MarketSuccess: `result` in point mode, `results` in ranking mode.",
        headers: {
          ...CATALOG_HEADERS,
          "Cache-Control": { schema: { type: "string", const: "no-store" } },
        },
        content: {
          "application/json": {
            schema: { oneOf: [ref("MarketPointSuccess"), ref("MarketRankingSuccess")] },
          },
        },
      },
      "400": error("Malformed query.", [
        "MISSING_MODE",
        "CONFLICTING_MODES",
        "REPEATED_PARAMETER",
        "INVALID_WINDOW",
        "INVALID_DIMENSION",
        "INVALID_LIMIT",
        "EMPTY_FILTER",
        "UNKNOWN_PARAMETER",
      ]),
      ...common,
      "405": error("Any method but GET and OPTIONS, HEAD included; `Allow: GET, OPTIONS`.", [
        "METHOD_NOT_ALLOWED",
      ]),
      "422": error("A value matches no alias; `error.unknown` lists suggestions.", [
        "UNKNOWN_ALIAS",
      ]),
      "503": error(
        "The interest store is not configured or unavailable, or a point lookup could not be counted (a 200 point lookup always was, except on Workers, where counting runs after the response).",
        ["MARKET_NOT_CONFIGURED", "MARKET_UNAVAILABLE"],
      ),
      "504": error("The interest store did not answer in time, for the read or the count.", [
        "MARKET_TIMEOUT",
      ]),
    },
  };
}

const aiError = (description: string, codes: string[]) => ({
  description: `${description} Codes: ${codes.map((code) => `\`${code}\``).join(", ")}.`,
  content: { "application/json": { schema: ref("AiSearchError") } },
});

/** `POST /api/ai-search`, with the deployment's limits and heartbeat. */
function aiOperation(ai: OpenApiSettings["ai"]): Json {
  const { limits } = ai;
  return {
    operationId: "askAi",
    summary: "Ask AI: short vendor recommendations as server-sent events",
    description: `Recommends up to 5 catalog vendors, each with its detailsPage; not an exhaustive search. Events, each \`data:\` one JSON object: \`meta\` (AiMetaEvent) first, then \`delta\` (AiDeltaEvent) pieces, then \`done\` (AiDoneEvent, with the token for a follow-up) or \`error\` (AiErrorEvent; \`unavailable\` when the model fails mid-answer or the server shuts down). A \`: keep-alive\` comment is sent after ${ai.heartbeatMs / 1000} s of silence. Limits: ${limits.perIpPerMinute} requests per IP per minute, ${limits.perSessionPerHour} per conversation per hour, ${limits.turnsPerConversation} turns per conversation, a cap on concurrent streams.`,
    tags: ["ai"],
    requestBody: {
      required: true,
      description: `At most ${MAX_BODY_BYTES / 1024} KiB.`,
      content: { "application/json": { schema: ref("AiSearchRequest") } },
    },
    responses: {
      "200": {
        description:
          "An event stream. Event payloads: meta = AiMetaEvent, delta = AiDeltaEvent, done = AiDoneEvent, error = AiErrorEvent (see components.schemas).",
        content: {
          "text/event-stream": {
            schema: { type: "string" },
            example:
              'event: meta\ndata: {"model":"grounded-catalog","locale":"en","answerLocale":"en","vendors":[],"filters":{"frameworks":["soc-2"],"regions":[],"serviceTypes":[]}}\n\nevent: delta\ndata: {"text":"Here are"}\n\nevent: done\ndata: {"token":"…","finishReason":"stop"}\n\n',
          },
        },
      },
      "400": aiError("Malformed request.", ["bad_json", "bad_message", "bad_token"]),
      "405": aiError("Any method but POST and OPTIONS; `Allow: POST, OPTIONS`.", [
        "method_not_allowed",
      ]),
      "413": aiError(`Body over ${MAX_BODY_BYTES / 1024} KiB.`, ["too_large"]),
      "422": aiError("Refused by input moderation.", ["moderation_refused"]),
      "429": {
        ...aiError(
          "A limit was reached; Retry-After says when to retry (0: start a new conversation). A `rate_limited` answer also carries RateLimit-Policy and RateLimit for the policy refused: `ai-ip` (per client IP per minute) or `ai-session` (per conversation per hour).",
          ["rate_limited", "conversation_limit", "capacity"],
        ),
        headers: {
          "Retry-After": header("RetryAfter"),
          "RateLimit-Policy": header("RateLimitPolicy"),
          RateLimit: header("RateLimit"),
        },
      },
      "500": aiError("A bug on our side; logged.", ["internal_error"]),
      "503": aiError("Ask AI cannot answer now.", [
        "disabled",
        "not_configured",
        "corpus_integrity",
        "unavailable",
        "moderation_unavailable",
      ]),
    },
  };
}

/**
 * The OpenAPI 3.1 document of a deployment, as an object: `JSON.stringify` it once. Its
 * `components.schemas` come from the same valibot schemas that validate and type the
 * answers (`deriveOpenApiSchemas`), derived at build time into
 * `openapi-schemas.generated.json`; a test proves that file is what the schemas derive, so
 * the document cannot drift from the code (the API reads them through its `SiteFiles`).
 * With a `basePath`, the server URL is that prefix (resolved against the document's own
 * URL, so a client generated from `/directory/openapi.json` calls
 * `/directory/api/v1/search`); paths stay unprefixed. With a `publicOrigin` (the
 * `publicUrl` option) the server URL is absolute: that origin plus the prefix. Prose about
 * defaults reads them from the options schema; the header examples and Ask AI's limits are
 * the deployment's `settings` (every default when not given).
 */
export function openApiDocument(
  taxonomy: OpenApiTaxonomy,
  basePath: string,
  publicOrigin: string | undefined,
  schemas: OpenApiSchemas,
  settings: OpenApiSettings = defaultSettings(),
): Json {
  const defaults = defaultSettings();
  const common = commonErrors(defaults.catalogPolicy);
  const search = (id: string, note: string) => ({
    get: searchOperation(taxonomy, common, id, note),
  });
  const market = (id: string, note: string) => ({ get: marketOperation(common, id, note) });
  const { limit, windowSeconds } = settings.catalogPolicy;
  return {
    openapi: "3.1.0",
    info: {
      title: "GRC Directory API",
      version: "1.0.0",
      summary:
        "Read-only API of a curated directory of ISO 27001, SOC 2 and other GRC service vendors.",
      description: `Catalog search, a full tools dump, directory page-interest statistics (market) and an Ask AI chat. No authentication. Stable paths carry a major version (/api/v1/); backward-compatible fields may be added within v1. Catalog and market GETs share a per-client-IP limit (${defaults.catalogPolicy.limit} requests per ${defaults.catalogPolicy.windowSeconds} s unless the deployment sets another), advertised in RateLimit-Policy and RateLimit headers. Every answer carries X-Request-Id and X-Content-Type-Options: nosniff; /api answers allow any origin (CORS). Deprecation policy: /deprecation.md.`,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: (publicOrigin ?? "") + basePath || "/", description: "This deployment" }],
    security: [],
    tags: [
      { name: "catalog", description: "Vendor search and the full dump." },
      { name: "market", description: "Directory page interest." },
      { name: "ai", description: "Ask AI." },
    ],
    paths: {
      "/api/v1/search": search("searchVendors", "The path for new integrations."),
      "/api/search": search(
        "searchVendorsUnversioned",
        "Same handler as /api/v1/search; kept for existing clients.",
      ),
      "/api/tools.json": {
        get: {
          operationId: "toolsDump",
          summary: "Every listed service, public fields only",
          tags: ["catalog"],
          responses: {
            "200": {
              description: "The dump, vendors in name order.",
              headers: {
                ...CATALOG_HEADERS,
                ETag: header("ETag"),
                "Cache-Control": header("CacheControl"),
              },
              content: { "application/json": { schema: ref("ToolsDump") } },
            },
            "304": { description: "Not modified.", headers: { ETag: header("ETag") } },
            ...common,
            "405": error("Any method but GET, HEAD and OPTIONS.", ["METHOD_NOT_ALLOWED"]),
          },
        },
      },
      "/api/v1/market": market("marketInterest", "The path for new integrations."),
      "/api/market": market("marketInterestUnversioned", "Same handler as /api/v1/market."),
      "/api/ai-search": { post: aiOperation(settings.ai) },
    },
    components: {
      schemas,
      headers: {
        RateLimitPolicy: {
          description: `The limit policy, e.g. \`"catalog";q=${limit};w=${windowSeconds}\`: at most q requests per w seconds per client (a sliding window; IPv6 clients by /64).`,
          schema: { type: "string" },
        },
        RateLimit: {
          description: `Requests left and seconds to the end of the current fixed window, e.g. \`"catalog";r=${limit - 1};t=${windowSeconds}\`.`,
          schema: { type: "string" },
        },
        RetryAfter: { description: "Seconds to wait.", schema: { type: "integer", minimum: 0 } },
        ETag: { description: "Strong ETag: SHA-256 of the body.", schema: { type: "string" } },
        CacheControl: {
          description:
            "CDN caching policy; `no-store` on answers from the fallback catalog (`catalog.fallback: true`).",
          schema: { type: "string" },
        },
        XRequestId: {
          description: "The request's id, for support and logs.",
          schema: { type: "string" },
        },
      },
    },
    externalDocs: { description: "Site index for agents", url: `${basePath}/llms.txt` },
    "x-example": SEARCH_EXAMPLE,
  };
}
