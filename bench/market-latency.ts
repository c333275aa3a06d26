import { defaultTaxonomy } from "../packages/core/src/catalog/default-taxonomy.ts";
import type { TaxonomyAdditions } from "../packages/core/src/catalog/taxonomy-additions.ts";
import { type Api, createApi, type Logger } from "../packages/core/src/index.ts";
import { interestKey } from "../packages/core/src/market/interest-key.ts";
import { EXTERNAL_INTEREST_CAPS } from "../packages/core/src/market/methodology.ts";
import { periodDays } from "../packages/core/src/market/period.ts";
import { seededRandom, seedOf } from "../packages/core/src/market/seeded-random.ts";
import { utcDay } from "../packages/core/src/market/utc-day.ts";
import {
  type InterestSeed,
  type MemoryInterestStore,
  memoryInterestStore,
} from "../packages/core/src/memory/memory-interest-store.ts";
import type { InterestStore } from "../packages/core/src/ports.ts";
import { type Latency, type SamplingOptions, sampleAsync } from "./latency.ts";
import { BENCH_ORIGIN } from "./queries.ts";
import { pick, rotating, weightedSampler, zipfWeights } from "./random.ts";

/** The instant every answer is computed at: a fixed "now" keeps the windows identical per run. */
export const MARKET_NOW = Date.UTC(2026, 10, 20, 15, 30);
/** Days of history per key, up to and including the day of `MARKET_NOW`. */
export const HISTORY_DAYS = 180;
/** Interest keys in the store, all kinds together. */
const TOTAL_KEYS = 2_000;

/**
 * Countries a directory might add to the built-in 46 regions. They exist because 28
 * frameworks × 46 regions make only 1,288 combinations: 2,000 keys dominated by
 * combinations need more pairs, and every key should name a real taxonomy entry.
 */
const EXTRA_REGIONS: NonNullable<TaxonomyAdditions["regions"]> = (
  [
    ["gr", "Greece", "eu"],
    ["hu", "Hungary", "eu"],
    ["ro", "Romania", "eu"],
    ["bg", "Bulgaria", "eu"],
    ["hr", "Croatia", "eu"],
    ["sk", "Slovakia", "eu"],
    ["si", "Slovenia", "eu"],
    ["lt", "Lithuania", "eu"],
    ["lv", "Latvia", "eu"],
    ["mt", "Malta", "eu"],
    ["cy", "Cyprus", "eu"],
    ["ua", "Ukraine", "emea"],
    ["tr", "Türkiye", "emea"],
    ["ng", "Nigeria", "emea"],
    ["ke", "Kenya", "emea"],
    ["eg", "Egypt", "mena"],
    ["qa", "Qatar", "mena"],
    ["pe", "Peru", "latam"],
    ["cn", "China", "apac"],
    ["hk", "Hong Kong", "apac"],
    ["tw", "Taiwan", "apac"],
    ["th", "Thailand", "apac"],
    ["vn", "Vietnam", "apac"],
    ["ph", "Philippines", "apac"],
  ] as const
).map(([slug, label, broader]) => ({ slug, label, broader }));

/** Regions buyers look at most, first; the rest follow in taxonomy order, additions last. */
const LEADING_REGIONS = ["us", "uk", "de", "eu", "global", "north-america", "emea", "nl", "fr"];

/** Human page views a day of the most viewed framework and region page (before rhythm). */
const TOP_FRAMEWORK_DAILY = 140;
const TOP_REGION_DAILY = 90;
/** A combination page gets this share of its framework's views spread by region share. */
const COMBINATION_SHARE = 0.6;

/** One measured answer kind. */
export interface MarketRow {
  label: string;
  /** Keys of the kind the answer reads. */
  keysRead: number;
  /** Rows with ≥ 10 views in the current period (rankings); rank-eligible lookups (points). */
  eligible: string;
  /** Store calls one answer makes, counted through a proxy. */
  storeCalls: string;
  /** Mean response body size. */
  bodyBytes: number;
  latency: Latency;
}

/** What the market bench measured. */
export interface MarketResult {
  keys: { frameworks: number; regions: number; combinations: number; total: number };
  /** Combinations the taxonomy allows (frameworks × regions). */
  possibleCombinations: number;
  days: number;
  /** `store.seed` of the whole history, ms. */
  seedMs: number;
  /** Views per key over the 90 days before `MARKET_NOW`, by kind, in words: the skew. */
  skew: string;
  lookupPairs: number;
  clients: number;
  fetches: MarketRow[];
  totals: MarketRow[];
  loggedProblems: string[];
}

/** The ranking the target is checked on. */
export const MARKET_TARGET_LABEL = "ranking combinations, 90d";

/** Samples per measured answer, after warm-up calls; a millisecond each keeps the phase short. */
export const MARKET_SAMPLING: SamplingOptions = { samples: 2_000, warmup: 200 };
const CLIENTS = 256;
const LOOKUP_PAIRS = 64;

interface KeyPlan {
  key: string;
  /** Expected human page views a day, before the weekly rhythm and the key's trend. */
  daily: number;
}

function zipfShares(count: number, exponent: number): number[] {
  const weights = zipfWeights(count, exponent);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/** Knuth for small means, a rounded normal above: counts of independent page views. */
function poisson(next: () => number, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * z));
  }
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = next(); product > limit; product *= next()) count++;
  return count;
}

/**
 * The keys and their popularity: frameworks in taxonomy order (roughly the market's), regions
 * in `LEADING_REGIONS` then taxonomy order, both Zipf-skewed; a combination gets its
 * framework's views spread by the region's share, so a few pairs are busy and most get a
 * view a week or less. The least viewed pairs get no key at all (never visited), which
 * brings the total to exactly `TOTAL_KEYS`.
 */
function keyPlans(): { frameworks: KeyPlan[]; regions: KeyPlan[]; combinations: KeyPlan[] } {
  const frameworkSlugs = defaultTaxonomy.frameworks.map((entry) => entry.slug);
  const regionSlugs = [
    ...LEADING_REGIONS,
    ...defaultTaxonomy.regions.map((e) => e.slug).filter((s) => !LEADING_REGIONS.includes(s)),
    ...EXTRA_REGIONS.map((entry) => entry.slug),
  ];
  const frameworkShares = zipfShares(frameworkSlugs.length, 1);
  const regionShares = zipfShares(regionSlugs.length, 1.1);
  const topFramework = frameworkShares[0] as number;
  const topRegion = regionShares[0] as number;
  const frameworks = frameworkSlugs.map((slug, i) => ({
    key: interestKey("framework", slug),
    daily: (TOP_FRAMEWORK_DAILY * (frameworkShares[i] as number)) / topFramework,
  }));
  const regions = regionSlugs.map((slug, i) => ({
    key: interestKey("region", slug),
    daily: (TOP_REGION_DAILY * (regionShares[i] as number)) / topRegion,
  }));
  const pairs = frameworkSlugs.flatMap((framework, f) =>
    regionSlugs.map((region, r) => ({
      key: interestKey("combination", `${framework}+${region}`),
      daily: (frameworks[f] as KeyPlan).daily * (regionShares[r] as number) * COMBINATION_SHARE,
    })),
  );
  pairs.sort((a, b) => b.daily - a.daily);
  const combinations = pairs.slice(0, TOTAL_KEYS - frameworks.length - regions.length);
  return { frameworks, regions, combinations };
}

/**
 * Every day of every key, deterministic per key (its own seeded stream): a weekly rhythm,
 * a trend of its own over the 180 days, Poisson page views, and external API lookups at
 * about a tenth of the human volume of which some come from clients already credited that
 * day (not included) and at most 25 a key a day are included, as the caps do.
 */
function* history(plans: KeyPlan[], today: number): Generator<InterestSeed> {
  for (const { key, daily } of plans) {
    const next = seededRandom(seedOf(key));
    const trend = next() * 1.2 - 0.4;
    for (let age = HISTORY_DAYS - 1; age >= 0; age--) {
      const day = today - age;
      const weekday = (day + 4) % 7;
      const rhythm = weekday === 0 || weekday === 6 ? 0.55 : 1.1;
      const expected = daily * rhythm * (1 + trend * (1 - age / HISTORY_DAYS));
      const humanPageviews = poisson(next, expected);
      const externalApiInterest = poisson(next, 0.02 + expected * 0.1);
      let included = 0;
      for (let i = 0; i < externalApiInterest; i++) if (next() < 0.85) included++;
      yield {
        key,
        day,
        counts: {
          humanPageviews,
          externalApiInterest,
          includedExternalApiInterest: Math.min(included, EXTERNAL_INTEREST_CAPS.perKeyPerDay),
        },
      };
    }
  }
}

/** Views per key in the 90 days before now, by kind (top, median, how many reach 10). */
async function describeSkew(store: InterestStore): Promise<string> {
  const range = periodDays(MARKET_NOW, 90).current;
  const parts: string[] = [];
  for (const kind of ["framework", "region", "combination"] as const) {
    const { rows } = await store.totals(kind, [range]);
    const views = [...rows.values()]
      .map(([counts]) => (counts ? counts.humanPageviews + counts.includedExternalApiInterest : 0))
      .sort((a, b) => b - a);
    const median = views[Math.floor(views.length / 2)] ?? 0;
    const ranked = views.filter((v) => v >= 10).length;
    parts.push(
      `${kind} keys: top ${views[0]?.toLocaleString("en-US")}, median ${median.toLocaleString("en-US")}, ${ranked} of ${views.length} with ≥ 10`,
    );
  }
  return parts.join("; ");
}

/**
 * Wraps a store so that its calls are counted, reads of every key of a kind apart from reads
 * of named keys; only used to count, never while timed.
 */
function countingStore(store: InterestStore): { store: InterestStore; calls: () => string } {
  let kinds = 0;
  let named = 0;
  let records = 0;
  return {
    store: {
      totals(kind, ranges, options) {
        if (options?.keys) named++;
        else kinds++;
        return store.totals(kind, ranges, options);
      },
      record(event) {
        records++;
        return store.record(event);
      },
    },
    calls() {
      const parts = [
        kinds > 0 ? `${kinds} \`totals\` of the kind` : "",
        named > 0 ? `${named} \`totals\` of its key` : "",
        records > 0 ? `${records} \`record\`` : "",
      ];
      kinds = 0;
      named = 0;
      records = 0;
      return parts.filter(Boolean).join(" + ") || "none";
    },
  };
}

interface Probe {
  bytes: number;
  eligible: number | null;
}

async function probe(api: Api, url: string, clientAddress: string): Promise<Probe> {
  const response = await api.fetch(new Request(url), { clientAddress });
  const body = await response.arrayBuffer();
  if (response.status !== 200) {
    throw new Error(`bench: ${url} answered ${response.status}: ${new TextDecoder().decode(body)}`);
  }
  const json = JSON.parse(new TextDecoder().decode(body)) as {
    eligiblePeerCount?: number;
    result?: { peerCount: number | null };
  };
  return {
    bytes: body.byteLength,
    eligible: json.eligiblePeerCount ?? json.result?.peerCount ?? null,
  };
}

/** The seeded market: the store, the API over it and the URLs the bench rotates. */
export interface SeededMarket {
  plans: ReturnType<typeof keyPlans>;
  store: MemoryInterestStore;
  /** `store.seed` of the whole history, ms. */
  seedMs: number;
  /** An API over `store` (or another store) as the bench configures it. */
  apiOver(store: InterestStore, logger: Logger): Api;
  /** The framework+region pairs point lookups rotate over. */
  pairs: string[][];
  /** Client addresses requests come from, in rotation. */
  nextAddress: () => string;
}

/**
 * Seeds 2,000 keys × 180 days into a memory store and picks the point lookup pairs: half
 * drawn by popularity (the busy pairs people ask about, which also rank the pair among all
 * combinations), half uniformly (mostly low-data pairs). Used by the bench and by
 * `bench/market-profile.ts`.
 */
export function seededMarket(): SeededMarket {
  const plans = keyPlans();
  const today = utcDay(MARKET_NOW);
  const store = memoryInterestStore();
  const seedStarted = performance.now();
  store.seed(
    history([...plans.frameworks, ...plans.regions, ...plans.combinations], today),
    MARKET_NOW,
  );
  const seedMs = performance.now() - seedStarted;
  const apiOver = (market: InterestStore, logger: Logger) =>
    createApi({
      clock: { now: () => MARKET_NOW },
      rateLimits: { catalog: { limit: 1e9 } },
      taxonomy: { regions: EXTRA_REGIONS },
      logger,
      ai: { tokenSecret: "x".repeat(20) },
      market: { store: market },
    });
  const addresses = Array.from({ length: CLIENTS }, (_, i) =>
    i < 128 ? `203.0.113.${i + 1}` : `198.51.100.${i - 127}`,
  );
  const draw = seededRandom(seedOf("market-lookups"));
  const sampler = weightedSampler(plans.combinations.map((plan) => plan.daily));
  const chosen = new Set<string>();
  while (chosen.size < LOOKUP_PAIRS / 2) {
    chosen.add((plans.combinations[sampler.draw(draw)] as KeyPlan).key);
  }
  while (chosen.size < LOOKUP_PAIRS) chosen.add(pick(draw, plans.combinations).key);
  const pairs = [...chosen].map((key) => key.slice("combination:".length).split("+"));
  return { plans, store, seedMs, apiOver, pairs, nextAddress: rotating(addresses) };
}

/** Point lookup URLs of every pair over a window. */
export function pointUrls(pairs: string[][], window: string): string[] {
  return pairs.map(
    ([f, r]) => `${BENCH_ORIGIN}/api/v1/market?framework=${f}&region=${r}&window=${window}`,
  );
}

/** The URL of a ranking. */
export function rankingUrl(dimension: string, window: string): string {
  return `${BENCH_ORIGIN}/api/v1/market?dimension=${dimension}&window=${window}`;
}

/** Measures market answers through `api.fetch`, and the store read alone, over 2,000 keys. */
export async function measureMarket(progress: (message: string) => void): Promise<MarketResult> {
  const { plans, store, seedMs, apiOver, pairs, nextAddress } = seededMarket();
  const skew = await describeSkew(store);

  const logged = new Set<string>();
  // Silent, but anything logged while measured (a store failure, say) is reported.
  const note = (level: string) => (message: string) => logged.add(`${level}: ${message}`);
  const logger: Logger = { warn: note("warn"), error: note("error") };
  const api = apiOver(store, logger);
  const counter = countingStore(store);
  const countingApi = apiOver(counter.store, logger);

  const measureFetch = async (label: string, keysRead: number, urls: string[]) => {
    progress(`market: ${label}`);
    const probes: Probe[] = [];
    for (const url of urls) probes.push(await probe(api, url, nextAddress()));
    await probe(countingApi, urls[0] as string, nextAddress());
    const storeCalls = counter.calls();
    const nextUrl = rotating(urls);
    const latency = await sampleAsync(
      `market ${label}`,
      async () => {
        const response = await api.fetch(new Request(nextUrl()), {
          clientAddress: nextAddress(),
        });
        // Reading the body makes serialization count, as a client would wait for it.
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`bench: market ${response.status}`);
      },
      MARKET_SAMPLING,
    );
    const eligible =
      urls.length === 1
        ? String(probes[0]?.eligible ?? "none")
        : `${probes.filter((p) => p.eligible !== null).length} of ${urls.length} pairs`;
    const bodyBytes = probes.reduce((sum, p) => sum + p.bytes, 0) / probes.length;
    return { label, keysRead, eligible, storeCalls, bodyBytes, latency };
  };

  const combinations = plans.combinations.length;
  // Rankings first: point lookups credit today's interest, rankings then read seeded data only.
  const plan: [string, number, string[]][] = [
    ["ranking combinations, 30d", combinations, [rankingUrl("combinations", "30d")]],
    [MARKET_TARGET_LABEL, combinations, [rankingUrl("combinations", "90d")]],
    ["ranking frameworks, 90d", plans.frameworks.length, [rankingUrl("frameworks", "90d")]],
    ["point framework+region, 30d", combinations, pointUrls(pairs, "30d")],
    ["point framework+region, 90d", combinations, pointUrls(pairs, "90d")],
  ];
  const fetches: MarketRow[] = [];
  for (const [label, keysRead, urls] of plan) {
    // Store calls are counted on the first answer of each label through the counting API;
    // its rankings cache, which the fixed clock never ages, is warm for point lookups by
    // then (the combination rankings came first), as it is in steady state.
    fetches.push(await measureFetch(label, keysRead, urls));
  }

  const totals: MarketRow[] = [];
  for (const windowDays of [30, 90]) {
    const label = `\`store.totals("combination")\`, ${windowDays}d`;
    progress(`market: store.totals ${windowDays}d`);
    const days = periodDays(MARKET_NOW, windowDays);
    const ranges = [days.current, days.comparison];
    const read = await store.totals("combination", ranges);
    let sink = 0;
    const latency = await sampleAsync(
      `market totals ${windowDays}d`,
      async () => {
        sink += (await store.totals("combination", ranges)).rows.size;
      },
      MARKET_SAMPLING,
    );
    if (sink === 0) throw new Error("bench: store.totals read nothing");
    totals.push({
      label,
      keysRead: read.rows.size,
      eligible: "n/a",
      storeCalls: "1 `totals` of the kind",
      bodyBytes: Number.NaN,
      latency,
    });
  }
  // What a point lookup reads: one key's series, here the 90d lookups' pairs in rotation.
  const days = periodDays(MARKET_NOW, 90);
  const nextKey = rotating(pairs.map(([f, r]) => interestKey("combination", `${f}+${r}`)));
  progress("market: store.totals of one key, 90d");
  let found = 0;
  const latency = await sampleAsync(
    "market totals of one key 90d",
    async () => {
      const keys = [nextKey()];
      found += (await store.totals("combination", [days.current, days.comparison], { keys })).rows
        .size;
    },
    MARKET_SAMPLING,
  );
  if (found === 0) throw new Error("bench: store.totals of one key read nothing");
  totals.push({
    label: '`store.totals("combination", …, { keys: [one] })`, 90d',
    keysRead: 1,
    eligible: "n/a",
    storeCalls: "1 `totals` of its key",
    bodyBytes: Number.NaN,
    latency,
  });

  return {
    keys: {
      frameworks: plans.frameworks.length,
      regions: plans.regions.length,
      combinations,
      total: plans.frameworks.length + plans.regions.length + combinations,
    },
    possibleCombinations: plans.frameworks.length * plans.regions.length,
    days: HISTORY_DAYS,
    seedMs,
    skew,
    lookupPairs: pairs.length,
    clients: CLIENTS,
    fetches,
    totals,
    loggedProblems: [...logged],
  };
}
