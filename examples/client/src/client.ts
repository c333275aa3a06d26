import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, operations, paths } from "./api-types.ts";

/** The API's named schemas (`components.schemas` of /openapi.json). */
export type Schemas = components["schemas"];
export type PublicVendor = Schemas["PublicVendor"];
export type CatalogSearchSuccess = Schemas["CatalogSearchSuccess"];
export type ToolsDump = Schemas["ToolsDump"];
export type MarketPointSuccess = Schemas["MarketPointSuccess"];
export type MarketRankingSuccess = Schemas["MarketRankingSuccess"];
/** The JSON error body of catalog and market endpoints: `{ ok: false, error: { code, ... } }`. */
export type ApiError = Schemas["ApiError"];

export type DirectoryClient = Client<paths>;

/**
 * A typed client for the GRC Directory API: `client.GET("/api/v1/search", { params: { query } })`
 * answers `{ data, error, response }`, where `data` is typed from the 2xx schema and `error`
 * from the error schemas. Errors do not throw; network failures do.
 */
export function createDirectoryClient(
  baseUrl: string,
  options: Omit<ClientOptions, "baseUrl"> = {},
): DirectoryClient {
  return createClient<paths>({ ...options, baseUrl });
}

type SearchQuery = NonNullable<operations["searchVendors"]["parameters"]["query"]>;

/** A search page the API refused: its HTTP status and the error body's `code` and `hint`. */
export class SearchPageError extends Error {
  override readonly name = "SearchPageError";
  /** The HTTP status, e.g. 400, 422, 429. */
  readonly status: number;
  /** The API's code (`UNKNOWN_ALIAS`, `INVALID_CURSOR`, ...). */
  readonly code: string;
  /** How to recover, as the API words it. */
  readonly hint: string;

  constructor(status: number, error: ApiError["error"]) {
    super(`${error.code}: ${error.message}`);
    this.status = status;
    this.code = error.code;
    this.hint = error.hint;
  }
}

/**
 * Every page of a search, in order: asks for the first page, then follows each answer's
 * `next` (the same query with its `cursor`) until an answer has none. Pages keep name order
 * and each resumes after the last vendor of the one before, so no vendor repeats or goes
 * missing, even if the catalog changes meanwhile. Throws `SearchPageError` when a page is
 * refused (a 422 `UNKNOWN_ALIAS` on the first one, a 429 on a long walk).
 */
export async function* searchPages(
  client: DirectoryClient,
  query: Omit<SearchQuery, "cursor">,
  init: { signal?: AbortSignal } = {},
): AsyncGenerator<CatalogSearchSuccess, void, undefined> {
  let cursor: string | undefined;
  do {
    const { data, error, response } = await client.GET("/api/v1/search", {
      params: { query: { ...query, cursor } },
      ...init,
    });
    if (error !== undefined) throw new SearchPageError(response.status, error.error);
    yield data;
    cursor = data.next ? (new URL(data.next).searchParams.get("cursor") ?? undefined) : undefined;
  } while (cursor !== undefined);
}

type MarketQuery = NonNullable<operations["marketInterest"]["parameters"]["query"]>;

/** A market answer narrowed to one mode, or the typed error. */
export type MarketResult<T> =
  | { data: T; error?: never; response: Response }
  | { data?: never; error: ApiError; response: Response };

/**
 * A market ranking. The generated types cannot say that `dimension` selects ranking mode, so
 * this requires it and narrows the answer to `MarketRankingSuccess`.
 */
export async function marketRanking(
  client: DirectoryClient,
  query: Required<Pick<MarketQuery, "dimension">> & Pick<MarketQuery, "window" | "days" | "limit">,
  init: { signal?: AbortSignal } = {},
): Promise<MarketResult<MarketRankingSuccess>> {
  const { data, error, response } = await client.GET("/api/v1/market", {
    params: { query },
    ...init,
  });
  if (error !== undefined) return { error, response };
  if (data === undefined || !("results" in data)) {
    throw new Error(`Expected a market ranking, got HTTP ${response.status}`);
  }
  // openapi-fetch 0.17 types `data` through `Readable<T>`, which drops properties typed exactly
  // `null` (here each row's `growthPercent`); the schema type is the accurate one.
  return { data: data as MarketRankingSuccess, response };
}

/**
 * A market point lookup (a framework, a region, or both), narrowed to `MarketPointSuccess`.
 */
export async function marketPoint(
  client: DirectoryClient,
  query: Pick<MarketQuery, "framework" | "region" | "window" | "days">,
  init: { signal?: AbortSignal } = {},
): Promise<MarketResult<MarketPointSuccess>> {
  const { data, error, response } = await client.GET("/api/v1/market", {
    params: { query },
    ...init,
  });
  if (error !== undefined) return { error, response };
  if (data === undefined || !("result" in data)) {
    throw new Error(`Expected a market point lookup, got HTTP ${response.status}`);
  }
  return { data, response };
}
