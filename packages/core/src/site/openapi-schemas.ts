import {
  AiDeltaEventSchema,
  AiDoneEventSchema,
  AiErrorEventSchema,
  AiMetaEventSchema,
  AiSearchErrorSchema,
} from "../ai/ai-events.ts";
import { AiSearchRequestSchema } from "../ai/ai-request.ts";
import { CatalogSearchSuccessSchema, ToolsDumpSchema } from "../catalog/response-schemas.ts";
import { PublicVendorSchema } from "../catalog/vendor-schema.ts";
import { ApiErrorBodySchema } from "../http/api-error-schema.ts";
import { MarketPointSuccessSchema, MarketRankingSuccessSchema } from "../market/market-schemas.ts";
import { jsonSchemaOf } from "./json-schema.ts";

/** JSON Schemas by component name, as `components.schemas` of the OpenAPI document holds them. */
export type OpenApiSchemas = Record<string, Record<string, unknown>>;

/**
 * The OpenAPI document's `components.schemas`, derived from the valibot schemas that
 * validate and type the answers. Run at build time, not per request:
 * `scripts/write-openapi-schemas.ts` writes the result to `openapi-schemas.generated.json`, which the
 * served document reads, so a Worker carries neither `@valibot/to-json-schema` nor the
 * response schemas. A test fails when that file is stale.
 */
export function deriveOpenApiSchemas(): OpenApiSchemas {
  return {
    PublicVendor: jsonSchemaOf(PublicVendorSchema, false),
    CatalogSearchSuccess: jsonSchemaOf(CatalogSearchSuccessSchema),
    ToolsDump: jsonSchemaOf(ToolsDumpSchema),
    MarketPointSuccess: jsonSchemaOf(MarketPointSuccessSchema),
    MarketRankingSuccess: jsonSchemaOf(MarketRankingSuccessSchema),
    ApiError: jsonSchemaOf(ApiErrorBodySchema),
    AiSearchRequest: jsonSchemaOf(AiSearchRequestSchema),
    AiSearchError: jsonSchemaOf(AiSearchErrorSchema),
    AiMetaEvent: jsonSchemaOf(AiMetaEventSchema),
    AiDeltaEvent: jsonSchemaOf(AiDeltaEventSchema),
    AiDoneEvent: jsonSchemaOf(AiDoneEventSchema),
    AiErrorEvent: jsonSchemaOf(AiErrorEventSchema),
  };
}
