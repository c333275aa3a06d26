import type { InterestCaps } from "../ports.ts";

/** The version of the counting rules below; bumped whenever one of them changes. */
export const METHODOLOGY_VERSION = "2026-11-01";

/** A row needs this many views in a period to be ranked, or to carry growth. */
export const MINIMUM_VIEWS_PER_PERIOD = 10;

/** Caps on external API interest (documented on /trends/methodology). */
export const EXTERNAL_INTEREST_CAPS: InterestCaps = { perClientPerKeyPerDay: 1, perKeyPerDay: 25 };

/**
 * Repeat views count, but one client adds at most this many views to a key per day, so a
 * reload loop with a browser user agent cannot inflate a page cheaply.
 */
export const HUMAN_VIEW_CAPS: InterestCaps = {
  perClientPerKeyPerDay: 20,
  perKeyPerDay: Number.POSITIVE_INFINITY,
};

/** What every market answer says the metric is, true to what the code counts. */
export const METRIC = {
  id: "grc_directory_interest",
  unit: "views",
  definition:
    "First-party page views of the directory's /grc-services/* pages (bots and automation filtered out) plus admitted external API point lookups, counted 1:1 after caps, per UTC day.",
  composition: "sum_1_1",
  channels: ["human_pageviews", "external_api_interest"],
  humanMetricId: "grc_directory_human_pageviews",
  repeatViewsIncluded: true,
  uniquePeopleMeasured: false,
  regionMeaning: "page_url_dimension",
  visitorGeolocationUsed: false,
  dimensionsOverlap: true,
  additiveAcrossDimensions: false,
  zeroMeaning:
    "No view was recorded in the period. It is not evidence of no demand: the directory sees a small, skewed audience.",
} as const;

/** The seven things the metric is not, in every answer. */
export const LIMITATIONS = [
  "NOT_MARKET_SHARE",
  "NOT_ADOPTION",
  "NOT_UNIQUE_BUYERS",
  "NOT_VISITOR_GEOLOCATION",
  "SUSCEPTIBLE_TO_TRAFFIC_MIX_AND_AUTOMATION",
  "DIRECTORY_AUDIENCE_SKEW",
  "EXTERNAL_API_INTEREST_IS_NOT_UNIQUE_AGENTS",
] as const;
