import { MAX_CURSOR_LENGTH } from "../catalog/search-cursor.ts";
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_VALUES_PER_FILTER,
  SEARCH_EXAMPLE,
} from "../catalog/search-query.ts";
import type { OpenApiSchemas } from "./openapi-schemas.ts";
import type { OpenApiTexts } from "./openapi-texts.ts";

type Json = Record<string, unknown>;

type TagDimension = "frameworks" | "regions" | "serviceTypes";

/** What the OpenAPI document takes from the deployment's taxonomy: its canonical slugs. */
export type OpenApiTaxonomy = {
  taxonomy: Record<TagDimension, readonly { slug: string }[]>;
};

/** What a deployment decides in its OpenAPI document. */
export interface OpenApiDeployment {
  taxonomy: OpenApiTaxonomy;
  basePath: string;
  /** The `publicUrl` origin, when set: the server URL is then absolute. */
  publicOrigin: string | undefined;
}

/**
 * What every deployment's OpenAPI document shares: the component schemas derived from the
 * valibot schemas (`openapi-schemas.generated.json`) and the prose (`openApiTexts`). The
 * API reads them through its `SiteFiles`.
 */
export interface OpenApiParts {
  schemas: OpenApiSchemas;
  texts: OpenApiTexts;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

const CATALOG_HEADERS = {
  "RateLimit-Policy": header("RateLimitPolicy"),
  RateLimit: header("RateLimit"),
  "X-Request-Id": header("XRequestId"),
};

function error(description: string, extraHeaders: Json = {}): Json {
  return {
    description,
    headers: { ...CATALOG_HEADERS, ...extraHeaders },
    content: { "application/json": { schema: ref("ApiError") } },
  };
}

const aiError = (description: string) => ({
  description,
  content: { "application/json": { schema: ref("AiSearchError") } },
});

/** Answers every catalog and market operation may give. */
function commonErrors(t: OpenApiTexts["errors"]): Json {
  const plain = (description: string) => ({
    description,
    content: { "application/json": { schema: ref("ApiError") } },
  });
  return {
    "404": plain(t.notFound),
    "414": plain(t.uriTooLong),
    "429": error(t.rateLimited, { "Retry-After": header("RetryAfter") }),
    "500": plain(t.internal),
  };
}

/** A repeatable tag filter of the search, listing the deployment's slugs. */
function tagParameter(name: string, description: string, slugs: string[]): Json {
  return {
    name,
    in: "query",
    required: false,
    description: `${description} Canonical slugs: ${slugs.join(", ")}.`,
    style: "form",
    explode: true,
    schema: {
      type: "array",
      maxItems: MAX_VALUES_PER_FILTER,
      items: { type: "string", minLength: 1 },
    },
    "x-canonical-values": slugs,
  };
}

/** A search operation, the same on both paths but for its id and note. */
function searchOperation(
  texts: OpenApiTexts,
  taxonomy: OpenApiTaxonomy,
  operationId: string,
  note: string,
): Json {
  const t = texts.search;
  const slugs = (dimension: TagDimension) =>
    taxonomy.taxonomy[dimension].map((entry) => entry.slug);
  const serviceType = tagParameter("service_type", t.serviceType, slugs("serviceTypes"));
  return {
    operationId,
    summary: t.summary,
    description: `${note} ${t.description}`,
    tags: ["catalog"],
    parameters: [
      tagParameter("framework", t.framework, slugs("frameworks")),
      tagParameter("region", t.region, slugs("regions")),
      serviceType,
      ...["service_types", "type", "types"].map((name) => ({
        ...serviceType,
        name,
        description: t.serviceTypeAlias,
      })),
      {
        name: "q",
        in: "query",
        description: t.q,
        schema: { type: "string", minLength: 1, maxLength: MAX_QUERY_LENGTH },
        example: t.qExample,
      },
      {
        name: "limit",
        in: "query",
        description: t.limit,
        schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
      },
      {
        name: "cursor",
        in: "query",
        description: t.cursor,
        schema: {
          type: "string",
          minLength: 1,
          maxLength: MAX_CURSOR_LENGTH,
          pattern: "^[A-Za-z0-9_-]+$",
        },
      },
    ],
    responses: {
      "200": {
        description: t.ok,
        headers: {
          ...CATALOG_HEADERS,
          ETag: header("ETag"),
          "Cache-Control": header("CacheControl"),
          Link: header("Link"),
        },
        content: { "application/json": { schema: ref("CatalogSearchSuccess") } },
      },
      "304": {
        description: t.notModified,
        headers: { ETag: header("ETag"), Link: header("Link") },
      },
      "400": error(t.malformed),
      ...commonErrors(texts.errors),
      "405": error(t.methodNotAllowed),
      "422": error(t.unknownAlias),
    },
  };
}

function toolsOperation(texts: OpenApiTexts): Json {
  const t = texts.tools;
  return {
    operationId: "toolsDump",
    summary: t.summary,
    tags: ["catalog"],
    responses: {
      "200": {
        description: t.ok,
        headers: {
          ...CATALOG_HEADERS,
          ETag: header("ETag"),
          "Cache-Control": header("CacheControl"),
        },
        content: { "application/json": { schema: ref("ToolsDump") } },
      },
      "304": { description: t.notModified, headers: { ETag: header("ETag") } },
      "400": error(texts.errors.malformedQuery),
      ...commonErrors(texts.errors),
      "405": error(t.methodNotAllowed),
    },
  };
}

function marketOperation(texts: OpenApiTexts, operationId: string, note: string): Json {
  const t = texts.market;
  const single = (name: string, description: string, schema: Json) => ({
    name,
    in: "query",
    description,
    schema,
  });
  return {
    operationId,
    summary: t.summary,
    description: `${note} ${t.description}`,
    tags: ["market"],
    parameters: [
      single("framework", t.framework, { type: "string", minLength: 1 }),
      single("region", t.region, { type: "string", minLength: 1 }),
      single("dimension", t.dimension, {
        type: "string",
        enum: ["frameworks", "regions", "combinations"],
      }),
      single("window", t.window, { type: "string", enum: ["30d", "90d"], default: "30d" }),
      single("days", t.days, { type: "string", enum: ["30", "90", "30d", "90d"] }),
      single("limit", t.limit, {
        type: "integer",
        minimum: 1,
        maximum: MAX_LIMIT,
        default: DEFAULT_LIMIT,
      }),
    ],
    responses: {
      "200": {
        description: t.ok,
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
      "400": error(t.malformed),
      ...commonErrors(texts.errors),
      "405": error(t.methodNotAllowed),
      "422": error(t.unknownAlias),
      "503": error(t.unavailable),
      "504": error(t.timeout),
    },
  };
}

/** `POST /api/ai-search`. */
function aiOperation(texts: OpenApiTexts): Json {
  const t = texts.ai;
  return {
    operationId: "askAi",
    summary: t.summary,
    description: t.description,
    tags: ["ai"],
    requestBody: {
      required: true,
      description: t.requestBody,
      content: { "application/json": { schema: ref("AiSearchRequest") } },
    },
    responses: {
      "200": {
        description: t.ok,
        content: { "text/event-stream": { schema: { type: "string" }, example: t.streamExample } },
      },
      "400": aiError(t.malformed),
      "403": aiError(t.originNotAllowed),
      "405": aiError(t.methodNotAllowed),
      "413": aiError(t.tooLarge),
      "414": aiError(t.uriTooLong),
      "422": aiError(t.moderated),
      "429": {
        ...aiError(t.limited),
        headers: {
          "Retry-After": header("RetryAfter"),
          "RateLimit-Policy": header("RateLimitPolicy"),
          RateLimit: header("RateLimit"),
        },
      },
      "500": aiError(t.internal),
      "503": aiError(t.unavailable),
    },
  };
}

/**
 * The OpenAPI 3.1 document of a deployment, as an object (`JSON.stringify` it once): the
 * shared `parts` (component schemas derived from the valibot schemas that validate and type
 * the answers, so the document cannot drift from the code, and the prose) around what the
 * deployment decides. With a `basePath`, the server URL is that prefix (resolved against the
 * document's own URL, so a client generated from `/directory/openapi.json` calls
 * `/directory/api/v1/search`); paths stay unprefixed. With a `publicOrigin` the server URL
 * is absolute: that origin plus the prefix.
 */
export function buildOpenApiDocument(parts: OpenApiParts, deployment: OpenApiDeployment): Json {
  const { texts } = parts;
  const { basePath, taxonomy } = deployment;
  const search = (id: string, note: string) => ({
    get: searchOperation(texts, taxonomy, id, note),
  });
  const market = (id: string, note: string) => ({ get: marketOperation(texts, id, note) });
  return {
    openapi: "3.1.0",
    info: {
      title: "GRC Directory API",
      version: "1.0.0",
      summary: texts.info.summary,
      description: texts.info.description,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [
      { url: (deployment.publicOrigin ?? "") + basePath || "/", description: "This deployment" },
    ],
    security: [],
    tags: [
      { name: "catalog", description: texts.tags.catalog },
      { name: "market", description: texts.tags.market },
      { name: "ai", description: texts.tags.ai },
    ],
    paths: {
      "/api/v1/search": search("searchVendors", texts.search.versioned),
      "/api/search": search("searchVendorsUnversioned", texts.search.unversioned),
      "/api/tools.json": { get: toolsOperation(texts) },
      "/api/v1/market": market("marketInterest", texts.market.versioned),
      "/api/market": market("marketInterestUnversioned", texts.market.unversioned),
      "/api/ai-search": { post: aiOperation(texts) },
    },
    components: {
      schemas: parts.schemas,
      headers: {
        RateLimitPolicy: {
          description: texts.headers.rateLimitPolicy,
          schema: { type: "string" },
        },
        RateLimit: {
          description: texts.headers.rateLimit,
          schema: { type: "string" },
        },
        RetryAfter: {
          description: texts.headers.retryAfter,
          schema: { type: "integer", minimum: 0 },
        },
        ETag: { description: texts.headers.etag, schema: { type: "string" } },
        CacheControl: { description: texts.headers.cacheControl, schema: { type: "string" } },
        XRequestId: { description: texts.headers.requestId, schema: { type: "string" } },
        Link: { description: texts.headers.link, schema: { type: "string" } },
      },
    },
    externalDocs: { description: texts.externalDocs, url: `${basePath}/llms.txt` },
    "x-example": SEARCH_EXAMPLE,
  };
}
