import type { TagFilters } from "../packages/core/src/catalog/search-index.ts";
import type { Dimension } from "../packages/core/src/index.ts";
import { pick, type Random, seededRandom, weightedSampler, zipfWeights } from "./random.ts";
import { tagPopularity } from "./synthetic-catalog.ts";

/** How many tags a measured query ANDs. */
export type QueryKind = "one-tag" | "two-tag" | "three-tag";

/** Every measured kind, in report order. */
export const QUERY_KINDS: readonly QueryKind[] = ["one-tag", "two-tag", "three-tag"];

/** One tag: a dimension and a canonical slug. */
type Tag = [Dimension, string];

const PARAMETER: Record<Dimension, string> = {
  frameworks: "framework",
  regions: "region",
  serviceTypes: "service_type",
};

/** The origin in-process requests are addressed to; only the path and query matter. */
export const BENCH_ORIGIN = "http://bench.local";

/** The query the cached in-process figure and the HTTP figures use (the README example). */
export const HOT_SEARCH_PATH = "/api/v1/search?framework=iso-27001";

function filtersOf(tags: readonly Tag[]): TagFilters {
  const filters: TagFilters = { frameworks: [], regions: [], serviceTypes: [] };
  for (const [dimension, slug] of tags) filters[dimension].push(slug);
  return filters;
}

function searchPath(tags: readonly Tag[], limit?: number): string {
  const params = new URLSearchParams();
  for (const [dimension, slug] of tags) params.append(PARAMETER[dimension], slug);
  if (limit !== undefined) params.set("limit", String(limit));
  return `/api/v1/search?${params}`;
}

const popular = {
  frameworks: weightedSampler(zipfWeights(tagPopularity.frameworks.length, 1)),
  regions: weightedSampler(zipfWeights(tagPopularity.regions.length, 1)),
  serviceTypes: weightedSampler(zipfWeights(tagPopularity.serviceTypes.length, 1)),
};

/**
 * Half the draws follow popularity (people mostly ask for ISO 27001 in the US) and half are
 * uniform, so the pools also hold the rare tags whose sparse bitsets make a search scan far.
 */
function drawTag(random: Random, dimension: Dimension): Tag {
  const entries = tagPopularity[dimension];
  const index =
    random() < 0.5 ? popular[dimension].draw(random) : Math.floor(random() * entries.length);
  return [dimension, entries[index]?.slug ?? ""];
}

function drawTags(random: Random, kind: QueryKind): Tag[] {
  if (kind === "one-tag") return [drawTag(random, random() < 0.5 ? "frameworks" : "regions")];
  const framework = drawTag(random, "frameworks");
  if (kind === "three-tag") {
    return [framework, drawTag(random, "regions"), drawTag(random, "serviceTypes")];
  }
  const second = pick<Dimension>(random, ["regions", "regions", "frameworks", "serviceTypes"]);
  let other = drawTag(random, second);
  // Two draws of the same framework would make a one-tag query in disguise.
  while (other[1] === framework[1]) other = drawTag(random, second);
  return [framework, other];
}

/** Rotating query sets per kind: filters for `index.search`, the same queries as paths. */
export interface QueryPool {
  filters: TagFilters[];
  paths: string[];
}

/**
 * The measured queries. One-tag queries are every framework and every region, common and
 * rare alike; two- and three-tag queries are seeded draws mixing popular and tail tags.
 */
export function queryPools(seed: number, size = 512): Record<QueryKind, QueryPool> {
  const random = seededRandom(seed);
  const oneTag: Tag[][] = [
    ...tagPopularity.frameworks.map((entry): Tag[] => [["frameworks", entry.slug]]),
    ...tagPopularity.regions.map((entry): Tag[] => [["regions", entry.slug]]),
  ];
  const pool = (tags: Tag[][]): QueryPool => ({
    filters: tags.map(filtersOf),
    paths: tags.map((t) => searchPath(t)),
  });
  const draw = (kind: QueryKind) => Array.from({ length: size }, () => drawTags(random, kind));
  return {
    "one-tag": pool(oneTag),
    "two-tag": pool(draw("two-tag")),
    "three-tag": pool(draw("three-tag")),
  };
}

/**
 * `count` distinct valid search URLs (one to three tags, varied `limit`). Cycling through
 * them never hits the answer cache: QuickLRU keeps up to twice its 500-entry size (a current
 * and a previous generation), so anything above 1,000 distinct keys in rotation always misses.
 */
export function distinctSearchUrls(seed: number, count = 2048): string[] {
  const random = seededRandom(seed);
  const urls = new Set<string>();
  while (urls.size < count) {
    const kind = pick(random, ["one-tag", "two-tag", "three-tag"] as const);
    const limit = pick(random, [undefined, 10, 20, 50]);
    urls.add(BENCH_ORIGIN + searchPath(drawTags(random, kind), limit));
  }
  return [...urls];
}
