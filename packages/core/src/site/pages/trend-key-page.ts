import { siteRoot } from "../../http/base-path.ts";
import type { RouteParams } from "../../http/middleware/compose.ts";
import { directoryPageTags, lookupKey } from "../../market/interest-key.ts";
import { pointAnswer } from "../../market/market-answer.ts";
import { callStore } from "../../market/market-settings.ts";
import { periodDays } from "../../market/period.ts";
import { views } from "../../market/rank-table.ts";
import { dayStartIso } from "../../market/utc-day.ts";
import { lineChart } from "../line-chart.ts";
import type { Block, Page } from "../page-model.ts";
import { DEMO_NOTICE, NOT_CONFIGURED, type TrendsDeps, UNAVAILABLE } from "./trends-pages.ts";

const DIMENSIONS = new Set(["frameworks", "regions", "combinations"]);
const WINDOWS: Record<string, number> = { "30d": 30, "90d": 90 };

/** The directory page a key page is about (`frameworks`, `regions` or `a+b` combinations). */
function directoryPathOf(dimension: string, slug: string): string | null {
  if (slug.includes("/")) return null;
  if (dimension === "frameworks") return `/grc-services/${slug}`;
  if (dimension === "regions") return `/grc-services/regions/${slug}`;
  const parts = slug.split("+");
  return parts.length === 2 ? `/grc-services/${parts[0]}/${parts[1]}` : null;
}

/**
 * `/trends/:dimension/:key`, the dimension `frameworks`, `regions` or `combinations`
 * (`?window=30d|90d`): one key's daily
 * views as a line chart and a table, with the figures of a point lookup. It only reads the
 * store: unlike an API point lookup, a view of this page credits no interest.
 */
export function trendKeyPage(deps: TrendsDeps) {
  return async (
    _request: Request,
    url: URL,
    _context: unknown,
    params: RouteParams,
  ): Promise<Page | null> => {
    const { dimension = "", key = "" } = params;
    const windows = url.searchParams.getAll("window");
    const window = windows[0] ?? "30d";
    const windowDays = WINDOWS[window];
    if (!DIMENSIONS.has(dimension) || windows.length > 1 || !windowDays) return null;
    let directory: string | null;
    try {
      directory = directoryPathOf(dimension, decodeURIComponent(key));
    } catch {
      return null;
    }
    const tags = directory && directoryPageTags(directory, deps.taxonomy);
    if (!directory || !tags) return null;
    const { framework, region } = tags;
    const name =
      framework && region ? `${framework.label} in ${region.label}` : (framework ?? region)?.label;
    const page = (blocks: Block[]): Page => ({
      title: `Interest: ${name}`,
      description: `Daily views of the directory page for ${name} over the last ${windowDays} days.`,
      blocks: [
        ...blocks,
        {
          paragraph: [
            "The directory page: ",
            {
              link: `/grc-services/${framework?.slug ?? "regions"}${region ? `/${region.slug}` : ""}`,
              text: `${name}`,
            },
            ". ",
            { link: "/trends/methodology", text: "How interest is counted" },
            ". Viewing this page counts nothing.",
          ],
        },
      ],
    });
    const settings = deps.market;
    if (!settings) return page([{ paragraph: [NOT_CONFIGURED] }]);
    const now = deps.clock.now();
    const days = periodDays(now, windowDays);
    const daily = Array.from({ length: windowDays }, (_, i) => ({
      fromDay: days.current.fromDay + i,
      toDay: days.current.fromDay + i + 1,
    }));
    const kind = framework && region ? "combination" : framework ? "framework" : "region";
    // Shared by every key page of the kind and window, like a ranking (at most a second old).
    const read = await callStore(settings, () =>
      settings.rankings(kind, [days.current, days.comparison, ...daily]),
    );
    if (!read.ok) return page([{ paragraph: [UNAVAILABLE] }]);
    const plan = { mode: "point", window: window as "30d", windowDays, framework, region } as const;
    const { result, confidence } = pointAnswer(plan, {
      now,
      root: siteRoot(url, deps.basePath),
      demo: settings.demo,
      totals: read.value,
      taxonomy: deps.taxonomy,
      ranks: read.value.rankTable(deps.taxonomy),
    });
    const counts = read.value.rows.get(lookupKey(framework?.slug, region?.slug)) ?? [];
    const points = daily.map((range, i) => ({
      label: dayStartIso(range.fromDay).slice(0, 10),
      value: views(counts[i + 2]),
    }));
    const withheld = `withheld (${confidence.reasons.join(", ").toLowerCase().replaceAll("_", " ")})`;
    const other = window === "30d" ? "90d" : "30d";
    return page([
      ...(settings.demo ? [DEMO_NOTICE] : []),
      {
        table: {
          head: ["Figure", "Value"],
          rows: [
            [`Views, last ${windowDays} days`, `${result.views}`],
            ["Human page views", `${result.breakdown.humanPageviews}`],
            [
              "API point lookups (counted, after caps)",
              `${result.breakdown.includedExternalApiInterest}`,
            ],
            [`Views, the ${windowDays} days before`, `${views(counts[1])}`],
            ["Growth", result.growthPercent === null ? withheld : `${result.growthPercent}%`],
            ["Rank", result.rank === null ? withheld : `${result.rank} of ${result.peerCount}`],
          ],
          numeric: [1],
        },
      },
      {
        figure: lineChart(`Daily views of ${name}, last ${windowDays} days`, points),
        alt: {
          paragraph: [
            "Daily views (chart; figures in the table). Also: ",
            { link: `${url.pathname}?window=${other}`, text: `the last ${WINDOWS[other]} days` },
            ".",
          ],
        },
      },
      {
        table: {
          head: ["Day (UTC)", "Views"],
          rows: points.map((point) => [point.label, `${point.value}`]),
          numeric: [1],
        },
      },
    ]);
  };
}
