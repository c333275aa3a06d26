import type { TaxonomyEntry } from "../../catalog/taxonomy.ts";
import { siteRoot } from "../../http/base-path.ts";
import { pointAnswer } from "../../market/market-answer.ts";
import { callStore } from "../../market/market-settings.ts";
import { MINIMUM_VIEWS_PER_PERIOD } from "../../market/methodology.ts";
import { periodDays } from "../../market/period.ts";
import { dayStartIso } from "../../market/utc-day.ts";
import type { InterestCounts, InterestKind } from "../../ports.ts";
import { lineChart } from "../line-chart.ts";
import type { Block, Inline, Page } from "../page-model.ts";
import type { TrendsDeps } from "./trends-pages.ts";

const KEY_PATH = /^\/trends\/(frameworks|regions|combinations)\/([^/]+)\/?$/;
const WINDOWS = { "30d": 30, "90d": 90 } as const;

/** The framework and/or region a trends key page is about, or null for an unknown one. */
function keyTags(deps: TrendsDeps, dimension: string, slug: string) {
  const { taxonomy } = deps;
  if (dimension === "frameworks") {
    const framework = taxonomy.bySlug("frameworks", slug);
    return framework ? { kind: "framework" as const, framework } : null;
  }
  if (dimension === "regions") {
    const region = taxonomy.bySlug("regions", slug);
    return region ? { kind: "region" as const, region } : null;
  }
  const [f = "", r = "", ...rest] = slug.split("+");
  const framework = taxonomy.bySlug("frameworks", f);
  const region = taxonomy.bySlug("regions", r);
  return framework && region && rest.length === 0
    ? { kind: "combination" as const, framework, region }
    : null;
}

function directoryPath(framework?: TaxonomyEntry, region?: TaxonomyEntry): string {
  if (framework && region) return `/grc-services/${framework.slug}/${region.slug}`;
  return framework ? `/grc-services/${framework.slug}` : `/grc-services/regions/${region?.slug}`;
}

const views = (counts: InterestCounts | undefined) =>
  (counts?.humanPageviews ?? 0) + (counts?.includedExternalApiInterest ?? 0);

/**
 * `/trends/{frameworks|regions|combinations}/{slug}` (`?window=30d|90d`): one key's daily
 * views as a line chart and a table, with the figures of a point lookup. It only reads the
 * store: unlike an API point lookup, a view of this page credits no interest.
 */
export function trendKeyPage(deps: TrendsDeps) {
  return async (_request: Request, url: URL): Promise<Page | null> => {
    const match = KEY_PATH.exec(url.pathname);
    const windowParam = url.searchParams.getAll("window");
    const window = (windowParam[0] ?? "30d") as keyof typeof WINDOWS;
    if (!match || windowParam.length > 1 || !Object.hasOwn(WINDOWS, window)) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(match[2] ?? "");
    } catch {
      return null;
    }
    const tags = keyTags(deps, match[1] ?? "", slug);
    if (!tags) return null;
    const { framework, region } = tags as { framework?: TaxonomyEntry; region?: TaxonomyEntry };
    const name =
      framework && region ? `${framework.label} in ${region.label}` : (framework ?? region)?.label;
    const directory = directoryPath(framework, region);
    const page = (blocks: Block[]): Page => ({
      title: `Interest: ${name}`,
      description: `Daily views of the directory page for ${name} over the last ${WINDOWS[window]} days.`,
      blocks: [
        ...blocks,
        {
          paragraph: [
            "The directory page: ",
            { link: directory, text: name ?? "" },
            ". ",
            { link: "/trends/methodology", text: "How interest is counted" },
            ". Viewing this page counts nothing.",
          ],
        },
      ],
    });
    const settings = deps.market;
    if (!settings) {
      return page([{ paragraph: ["Directory interest is not configured on this deployment."] }]);
    }
    const windowDays = WINDOWS[window];
    const now = deps.clock.now();
    const days = periodDays(now, windowDays);
    const daily = Array.from({ length: windowDays }, (_, i) => {
      const day = days.current.fromDay + i;
      return { fromDay: day, toDay: day + 1 };
    });
    const kind: InterestKind = tags.kind;
    const read = await callStore(settings, (store) =>
      store.totals(kind, [days.current, days.comparison, ...daily]),
    );
    if (!read.ok) {
      return page([
        { paragraph: ["Directory interest is unavailable right now; please retry shortly."] },
      ]);
    }
    const plan = { mode: "point", window, windowDays, framework, region } as const;
    const answer = pointAnswer(plan, {
      now,
      root: siteRoot(url, deps.basePath),
      demo: settings.demo,
      totals: read.value,
      taxonomy: deps.taxonomy,
    });
    const key =
      framework && region ? `${framework.slug}+${region.slug}` : (framework ?? region)?.slug;
    const counts = read.value.rows.get(`${kind}:${key}`) ?? [];
    const points = daily.map((range, i) => ({
      label: dayStartIso(range.fromDay).slice(0, 10),
      value: views(counts[i + 2]),
    }));
    const { result, confidence } = answer;
    const withheld = `withheld (${confidence.reasons.join(", ").toLowerCase().replaceAll("_", " ")})`;
    const figures: [string, Inline][] = [
      [`Views, last ${windowDays} days`, String(result.views)],
      ["Human page views", String(result.breakdown.humanPageviews)],
      [
        "API point lookups (counted, after caps)",
        String(result.breakdown.includedExternalApiInterest),
      ],
      [`Views, the ${windowDays} days before`, String(views(counts[1]))],
      ["Growth", result.growthPercent === null ? withheld : `${result.growthPercent}%`],
      [
        "Rank",
        result.rank === null
          ? withheld
          : `${result.rank} of ${result.peerCount} ${tags.kind === "combination" ? "combinations" : `${tags.kind}s`}`,
      ],
    ];
    const other = window === "30d" ? "90d" : "30d";
    return page([
      ...(settings.demo
        ? [
            {
              paragraph: [
                { strong: "Demo data:" },
                " these figures are synthetic, generated for demonstration.",
              ],
            } as Block,
          ]
        : []),
      {
        paragraph: [
          `A row needs ${MINIMUM_VIEWS_PER_PERIOD} views in a period for rank and growth. Also: `,
          { link: `${url.pathname}?window=${other}`, text: `the last ${WINDOWS[other]} days` },
          ".",
        ],
      },
      { table: { head: ["Figure", "Value"], rows: figures, numeric: [1] } },
      {
        figure: lineChart(`Daily views of ${name}, last ${windowDays} days`, points),
        alt: { paragraph: [`Daily views of ${name} (chart; figures in the table).`] },
      },
      {
        table: {
          head: ["Day (UTC)", "Views"],
          rows: points.map((point) => [point.label, String(point.value)]),
          numeric: [1],
        },
      },
    ]);
  };
}
