import * as v from "valibot";
import { WarningSchema } from "../catalog/response-schemas.ts";
import { LIMITATIONS } from "./methodology.ts";

const int = v.pipe(v.number(), v.integer(), v.minValue(0));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const nullableTimestamp = v.nullable(timestamp);
const windowSchema = v.picklist(["30d", "90d"]);
const tagEcho = v.strictObject({ slug: v.string(), label: v.string() });

export const MetricSchema = v.strictObject({
  id: v.string(),
  unit: v.string(),
  definition: v.string(),
  composition: v.literal("sum_1_1"),
  channels: v.array(v.picklist(["human_pageviews", "external_api_interest"])),
  humanMetricId: v.string(),
  repeatViewsIncluded: v.boolean(),
  uniquePeopleMeasured: v.boolean(),
  regionMeaning: v.literal("page_url_dimension"),
  visitorGeolocationUsed: v.boolean(),
  dimensionsOverlap: v.boolean(),
  additiveAcrossDimensions: v.boolean(),
  zeroMeaning: v.string(),
});

export const PeriodSchema = v.strictObject({
  timezone: v.literal("UTC"),
  intervalConvention: v.literal("half_open"),
  current: v.strictObject({ start: timestamp, end: timestamp }),
  comparison: v.strictObject({ start: timestamp, end: timestamp, complete: v.boolean() }),
  calculatedAt: v.pipe(
    timestamp,
    v.description(
      "When the figures were calculated: for a point lookup, the request; for a ranking, when that answer was first built from its ranking read (the same ranking asked again within that second is the same answer).",
    ),
  ),
  availableFrom: nullableTimestamp,
  dataAsOf: nullableTimestamp,
  windowDays: int,
});

export const PointResultSchema = v.strictObject({
  type: v.picklist(["framework", "region", "framework_region"]),
  views: int,
  breakdown: v.strictObject({
    humanPageviews: int,
    externalApiInterest: int,
    includedExternalApiInterest: int,
    composition: v.literal("sum_1_1"),
  }),
  observationStatus: v.picklist(["recorded", "no_data"]),
  growthPercent: v.nullable(v.number()),
  rank: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.description(
      "1 + the number of other rank-eligible keys of the same kind with more views (ties share a rank). This key's own views are exact; the others' come from the ranking read shared by the server, at most about a second old. Null below the threshold.",
    ),
  ),
  peerCount: v.pipe(
    v.nullable(int),
    v.description(
      "The rank-eligible keys of the same kind, this one included, counted from the same shared ranking read as rank. Null below the threshold.",
    ),
  ),
});

export const RankingRowSchema = v.strictObject({
  name: v.string(),
  slug: v.nullable(v.string()),
  views: int,
  growthPercent: v.null(),
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  framework: v.optional(v.string()),
  region: v.optional(v.string()),
});

const common = {
  ok: v.literal(true),
  schemaVersion: v.string(),
  methodologyVersion: v.pipe(v.string(), v.isoDate()),
  metric: MetricSchema,
  interestIncludeEnabled: v.boolean(),
  period: PeriodSchema,
  source: v.nullable(
    v.strictObject({
      dataAsOf: nullableTimestamp,
      calculatedAt: timestamp,
      availableFrom: nullableTimestamp,
    }),
  ),
  limitations: v.array(v.picklist(LIMITATIONS)),
  citations: v.strictObject({
    methodology: v.string(),
    humanSummary: v.string(),
    combinations: v.string(),
    frameworks: v.string(),
    regions: v.string(),
  }),
  related: v.strictObject({ catalogSearch: v.string(), llms: v.string() }),
  window: windowSchema,
  warnings: v.array(WarningSchema),
};

/** A point lookup's answer. */
export const MarketPointSuccessSchema = v.strictObject({
  ...common,
  query: v.strictObject({
    mode: v.literal("point"),
    window: windowSchema,
    framework: v.optional(tagEcho),
    region: v.optional(tagEcho),
  }),
  confidence: v.strictObject({
    level: v.picklist(["low_data", "sufficient_volume"]),
    minimumViewsPerPeriod: int,
    growthEligible: v.boolean(),
    rankEligible: v.boolean(),
    reasons: v.array(v.string()),
  }),
  result: PointResultSchema,
});

/** A ranking's answer. */
export const MarketRankingSuccessSchema = v.strictObject({
  ...common,
  query: v.strictObject({
    mode: v.literal("ranking"),
    dimension: v.picklist(["frameworks", "regions", "combinations"]),
    window: windowSchema,
    limit: int,
  }),
  confidence: v.strictObject({
    level: v.literal("sufficient_volume"),
    minimumViewsPerPeriod: int,
    note: v.string(),
  }),
  results: v.array(RankingRowSchema),
  returnedCount: int,
  eligiblePeerCount: int,
  truncated: v.boolean(),
});

/** The body of a successful market call. */
export const MarketSuccessSchema = v.union([MarketPointSuccessSchema, MarketRankingSuccessSchema]);
/** The body of a successful market point lookup (`MarketPointSuccessSchema`). */
export type MarketPointSuccess = v.InferOutput<typeof MarketPointSuccessSchema>;
/** The body of a successful market ranking (`MarketRankingSuccessSchema`). */
export type MarketRankingSuccess = v.InferOutput<typeof MarketRankingSuccessSchema>;
/** The body of any successful market answer: a point lookup or a ranking. */
export type MarketSuccess = v.InferOutput<typeof MarketSuccessSchema>;
