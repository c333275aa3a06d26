import type { Warning } from "../catalog/response-schemas.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { SCHEMA_VERSION } from "../http/schema-version.ts";
import type { InterestTotals } from "../ports.ts";
import { lookupKey } from "./interest-key.ts";
import { type MarketPlan, planKind } from "./market-query.ts";
import type { MarketPointSuccess, MarketRankingSuccess } from "./market-schemas.ts";
import {
  LIMITATIONS,
  METHODOLOGY_VERSION,
  METRIC,
  MINIMUM_VIEWS_PER_PERIOD,
} from "./methodology.ts";
import { describePeriod, type PeriodBounds, periodBounds } from "./period.ts";
import { type RankTable, rankAmong, views } from "./rank-table.ts";
import { growthPercent } from "./ranking.ts";

/** What an answer is computed from. */
export interface AnswerInputs {
  now: number;
  /** The directory's root URL (`siteRoot`: origin plus `basePath`) links start with. */
  root: string;
  /** The store holds synthetic demo history: every answer says so. */
  demo: boolean;
  totals: InterestTotals;
  taxonomy: TaxonomyIndex;
}

type PointPlan = Extract<MarketPlan, { mode: "point" }>;
type RankingPlan = Extract<MarketPlan, { mode: "ranking" }>;

const ZERO = { humanPageviews: 0, externalApiInterest: 0, includedExternalApiInterest: 0 };

const DEMO_WARNING: Warning = {
  code: "DEMO_DATA",
  message: "These figures come from synthetic demo history, not from recorded interest.",
};

/** What every market answer starts with. */
function opening() {
  return {
    ok: true as const,
    schemaVersion: SCHEMA_VERSION,
    methodologyVersion: METHODOLOGY_VERSION,
    metric: { ...METRIC, channels: [...METRIC.channels] },
    interestIncludeEnabled: true,
  };
}

/** The period an answer covers and where its data comes from: these change with time. */
function periodParts(plan: MarketPlan, inputs: AnswerInputs, bounds?: PeriodBounds) {
  const { now, totals } = inputs;
  const period = describePeriod(
    now,
    plan.windowDays,
    totals.firstDay,
    totals.lastRecordedAt,
    bounds,
  );
  return {
    period,
    source:
      totals.firstDay === null
        ? null
        : {
            dataAsOf: period.dataAsOf,
            calculatedAt: period.calculatedAt,
            availableFrom: period.availableFrom,
          },
  };
}

/** Limitations and links, the same for every answer of a plan served under `root`. */
function references(plan: MarketPlan, root: string, catalogSearch: string) {
  return {
    limitations: [...LIMITATIONS],
    citations: {
      methodology: `${root}/trends/methodology`,
      humanSummary: `${root}/trends`,
      combinations: `${root}/trends/combinations`,
      frameworks: `${root}/trends/frameworks`,
      regions: `${root}/trends/regions`,
    },
    related: { catalogSearch, llms: `${root}/llms.txt` },
    window: plan.window,
  };
}

/** The parts every answer starts with, in their order; a ranking's come all at once. */
function common(plan: MarketPlan, inputs: AnswerInputs, catalogSearch: string) {
  return {
    ...opening(),
    ...periodParts(plan, inputs),
    ...references(plan, inputs.root, catalogSearch),
  };
}

/** A point lookup's catalog search: the same tags, as search parameters. */
function pointSearch(plan: PointPlan, root: string): string {
  const { framework, region } = plan;
  const search = [
    ...(framework ? [`framework=${encodeURIComponent(framework.slug)}`] : []),
    ...(region ? [`region=${encodeURIComponent(region.slug)}`] : []),
  ].join("&");
  return `${root}/api/v1/search?${search}`;
}

/** What a point answer says that depends on its plan and root alone, after its period. */
function pointReferences(plan: PointPlan, root: string) {
  const { framework, region } = plan;
  return {
    ...references(plan, root, pointSearch(plan, root)),
    query: {
      mode: "point" as const,
      window: plan.window,
      ...(framework ? { framework: { slug: framework.slug, label: framework.label } } : {}),
      ...(region ? { region: { slug: region.slug, label: region.label } } : {}),
    },
  };
}

/** What a point answer says of its key's figures: confidence, result and warnings. */
function pointFigures(
  plan: PointPlan,
  inputs: AnswerInputs & { ranks: RankTable },
  complete: boolean,
) {
  const { framework, region } = plan;
  const kind = planKind(plan);
  const key = lookupKey(framework?.slug, region?.slug);
  const [current = ZERO, comparison = ZERO] = inputs.totals.rows.get(key) ?? [];

  const currentViews = views(current);
  const comparisonViews = views(comparison);
  const rankEligibleNow = currentViews >= MINIMUM_VIEWS_PER_PERIOD;
  const reasons: string[] = [];
  if (!rankEligibleNow) reasons.push("CURRENT_PERIOD_BELOW_THRESHOLD");
  if (comparisonViews < MINIMUM_VIEWS_PER_PERIOD) reasons.push("COMPARISON_PERIOD_BELOW_THRESHOLD");
  if (!complete) reasons.push("COMPARISON_PERIOD_INCOMPLETE");
  const growthEligible = reasons.length === 0;
  const standing = rankEligibleNow ? rankAmong(inputs.ranks, key, currentViews) : null;

  const warnings: Warning[] = inputs.demo ? [DEMO_WARNING] : [];
  if (reasons.length > 0) {
    warnings.push({
      code: "LOW_DATA",
      message: `${rankEligibleNow ? "Growth is" : "Growth and rank are"} withheld: ${reasons.join(", ")}. A period needs at least ${MINIMUM_VIEWS_PER_PERIOD} views, and growth needs a complete comparison period.`,
    });
  }

  return {
    confidence: {
      level: growthEligible ? ("sufficient_volume" as const) : ("low_data" as const),
      minimumViewsPerPeriod: MINIMUM_VIEWS_PER_PERIOD,
      growthEligible,
      rankEligible: rankEligibleNow,
      reasons,
    },
    result: {
      type: kind === "combination" ? ("framework_region" as const) : kind,
      views: currentViews,
      breakdown: {
        humanPageviews: current.humanPageviews,
        externalApiInterest: current.externalApiInterest,
        includedExternalApiInterest: current.includedExternalApiInterest,
        composition: "sum_1_1" as const,
      },
      observationStatus:
        currentViews + comparisonViews > 0 ? ("recorded" as const) : ("no_data" as const),
      growthPercent: growthEligible ? growthPercent(currentViews, comparisonViews) : null,
      rank: standing?.rank ?? null,
      peerCount: standing?.peerCount ?? null,
    },
    warnings,
  };
}

/**
 * What a point answer says the same for a whole UTC day, for its plan and root: the opening
 * (versions, metric), the period's bounds, the limitations, citations and query. Made once a
 * day per plan and root (`marketDayParts`), as objects that answers share and never change.
 */
export interface PointDayParts {
  opening: ReturnType<typeof opening>;
  bounds: PeriodBounds;
  references: ReturnType<typeof pointReferences>;
  /** `opening` and `references` serialized, each as the members of a JSON object. */
  openingJson: string;
  referencesJson: string;
}

/** An object's members as JSON, without the braces: one part of a larger object's text. */
const membersJson = (parts: object) => JSON.stringify(parts).slice(1, -1);

/** The day's parts of a point answer, for the day `now` falls in. */
export function pointDayParts(plan: PointPlan, now: number, root: string): PointDayParts {
  const parts = {
    opening: opening(),
    bounds: periodBounds(now, plan.windowDays),
    references: pointReferences(plan, root),
  };
  return {
    ...parts,
    openingJson: membersJson(parts.opening),
    referencesJson: membersJson(parts.references),
  };
}

/**
 * The answer to a point lookup: one key's views, breakdown, growth and rank when earned.
 * Its figures come from `totals` (which needs only its key); its rank places them among the
 * other rows of `ranks`, the rank table of its kind and window. `day` are its day's parts
 * when kept (`marketDayParts`); else they are made for this answer.
 */
export function pointAnswer(
  plan: PointPlan,
  inputs: AnswerInputs & { ranks: RankTable },
  day: PointDayParts = pointDayParts(plan, inputs.now, inputs.root),
): MarketPointSuccess {
  const { times, figures } = pointOwnParts(plan, inputs, day);
  return { ...day.opening, ...times, ...day.references, ...figures };
}

/** What a point answer says of its own time and figures, beside its day's parts. */
function pointOwnParts(
  plan: PointPlan,
  inputs: AnswerInputs & { ranks: RankTable },
  day: PointDayParts,
) {
  const times = periodParts(plan, inputs, day.bounds);
  return { times, figures: pointFigures(plan, inputs, times.period.comparison.complete) };
}

/**
 * `pointAnswer` as JSON text, the very text `JSON.stringify` makes of it: the day's parts
 * were serialized once with them (`PointDayParts`), so an answer serializes only what it
 * says of its own time and figures.
 */
export function pointAnswerJson(
  plan: PointPlan,
  inputs: AnswerInputs & { ranks: RankTable },
  day: PointDayParts = pointDayParts(plan, inputs.now, inputs.root),
): string {
  const { times, figures } = pointOwnParts(plan, inputs, day);
  return `{${day.openingJson},${membersJson(times)},${day.referencesJson},${membersJson(figures)}}`;
}

/** The answer to a ranking: eligible rows by views, ties sharing a rank; never growth. */
export function rankingAnswer(
  plan: RankingPlan,
  inputs: AnswerInputs & { ranks: RankTable },
): MarketRankingSuccess {
  const ranked = inputs.ranks.rows;
  const results = ranked.slice(0, plan.limit);
  const warnings: Warning[] = inputs.demo ? [DEMO_WARNING] : [];
  warnings.push({
    code: "RANKING_GROWTH_WITHHELD",
    message: "Ranking lists never carry growth in v1; growth is available by point lookup.",
  });
  return {
    // A ranking names no tag to search by, and a search without one is a 400: its catalog
    // link is the whole catalog, the tools dump.
    ...common(plan, inputs, `${inputs.root}/api/tools.json`),
    query: { mode: "ranking", dimension: plan.dimension, window: plan.window, limit: plan.limit },
    confidence: {
      level: "sufficient_volume",
      minimumViewsPerPeriod: MINIMUM_VIEWS_PER_PERIOD,
      note: `Only rows with at least ${MINIMUM_VIEWS_PER_PERIOD} views in the current period are ranked.`,
    },
    results,
    warnings,
    returnedCount: results.length,
    eligiblePeerCount: ranked.length,
    truncated: ranked.length > results.length,
  };
}
