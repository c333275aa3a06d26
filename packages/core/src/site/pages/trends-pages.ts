import type { TaxonomyIndex } from "../../catalog/taxonomy-index.ts";
import { siteRoot } from "../../http/base-path.ts";
import { rankingAnswer } from "../../market/market-answer.ts";
import { planKind, type RankingDimension } from "../../market/market-query.ts";
import { callStore, type MarketSettings } from "../../market/market-settings.ts";
import {
  EXTERNAL_INTEREST_CAPS,
  HUMAN_VIEW_CAPS,
  LIMITATIONS,
  METRIC,
  MINIMUM_VIEWS_PER_PERIOD,
} from "../../market/methodology.ts";
import { periodDays } from "../../market/period.ts";
import type { Clock } from "../../ports.ts";
import { barChart } from "../bar-chart.ts";
import type { Block, Page } from "../page-model.ts";

export interface TrendsDeps {
  taxonomy: TaxonomyIndex;
  market: MarketSettings | null;
  clock: Clock;
  basePath: string;
}

const DIMENSION_TITLES: Record<RankingDimension, string> = {
  frameworks: "Frameworks",
  regions: "Regions",
  combinations: "Framework and region combinations",
};

/** Why a trends page has no figures. */
export const NOT_CONFIGURED = "Directory interest is not configured on this deployment.";
export const UNAVAILABLE = "Directory interest is unavailable right now; please retry shortly.";

/** Said first on every trends page while the store holds synthetic history. */
export const DEMO_NOTICE: Block = {
  paragraph: [
    { strong: "Demo data:" },
    " these figures are synthetic, generated for demonstration.",
  ],
};

/** A ranking over the last 90 days, or the reason there is none. */
async function ranking(deps: TrendsDeps, dimension: RankingDimension, limit: number, root: string) {
  const settings = deps.market;
  if (!settings) return { notice: NOT_CONFIGURED };
  const plan = { mode: "ranking", window: "90d", windowDays: 90, dimension, limit } as const;
  const now = deps.clock.now();
  const days = periodDays(now, plan.windowDays);
  const read = await callStore(settings, () =>
    settings.rankings(planKind(plan), [days.current, days.comparison]),
  );
  if (!read.ok) return { notice: UNAVAILABLE };
  return {
    answer: rankingAnswer(plan, {
      now,
      root,
      demo: settings.demo,
      totals: read.value,
      taxonomy: deps.taxonomy,
      ranks: read.value.rankTable(deps.taxonomy),
    }),
  };
}

function caveats(demo: boolean): Block[] {
  const blocks: Block[] = [
    {
      paragraph: [
        "Views of this directory's pages and API point lookups over the last 90 days. Not market share, adoption or unique buyers; a region is the page viewed, not where visitors are. ",
        { link: "/trends/methodology", text: "How it is counted" },
        ".",
      ],
    },
  ];
  if (demo) blocks.unshift(DEMO_NOTICE);
  return blocks;
}

async function rankingBlocks(
  deps: TrendsDeps,
  dimension: RankingDimension,
  limit: number,
  root: string,
) {
  const result = await ranking(deps, dimension, limit, root);
  if (!result.answer) return { blocks: [{ paragraph: [result.notice] }] as Block[], demo: false };
  const rows = result.answer.results;
  if (rows.length === 0) {
    return {
      blocks: [
        {
          paragraph: [
            `No row has reached ${MINIMUM_VIEWS_PER_PERIOD} views in the last 90 days yet.`,
          ],
        },
      ] as Block[],
      demo: deps.market?.demo ?? false,
    };
  }
  const table: Block = {
    table: {
      head: ["Rank", DIMENSION_TITLES[dimension].replace(/s$/, ""), "Views (90 days)"],
      rows: rows.map((row) => [
        String(row.rank),
        {
          link: `/trends/${dimension}/${row.slug ?? `${row.framework}+${row.region}`}`,
          text: row.name,
        },
        String(row.views),
      ]),
      numeric: [0, 2],
    },
  };
  const figure: Block = {
    figure: barChart(
      `${DIMENSION_TITLES[dimension]} by views, last 90 days`,
      rows.map((row) => ({ label: row.name, value: row.views })),
    ),
    alt: {
      paragraph: [
        `${DIMENSION_TITLES[dimension]} by views, last 90 days (chart; figures in the table).`,
      ],
    },
  };
  return { blocks: [figure, table], demo: deps.market?.demo ?? false };
}

/** `/trends/{frameworks,regions,combinations}`: a full ranking with its chart. */
export function rankingPage(deps: TrendsDeps, dimension: RankingDimension) {
  return async (_request: Request, url: URL): Promise<Page> => {
    const { blocks, demo } = await rankingBlocks(deps, dimension, 50, siteRoot(url, deps.basePath));
    return {
      title: `Trends: ${DIMENSION_TITLES[dimension]}`,
      description: `Which ${dimension} draw the most interest in this directory, ranked by views.`,
      blocks: [
        ...caveats(demo),
        ...blocks,
        {
          paragraph: [
            `Rows with fewer than ${MINIMUM_VIEWS_PER_PERIOD} views are not ranked; equal views share a rank. Machine-readable: `,
            {
              link: `/api/v1/market?dimension=${dimension}&window=90d&limit=50`,
              text: "the market API",
            },
            ".",
          ],
        },
      ],
    };
  };
}

/** `/trends`: the top five of each dimension. */
export function trendsPage(deps: TrendsDeps) {
  return async (_request: Request, url: URL): Promise<Page> => {
    const sections: Block[] = [];
    let demo = false;
    for (const dimension of ["frameworks", "regions", "combinations"] as const) {
      const result = await rankingBlocks(deps, dimension, 5, siteRoot(url, deps.basePath));
      demo ||= result.demo;
      sections.push({ heading: DIMENSION_TITLES[dimension], level: 2 }, ...result.blocks, {
        paragraph: [{ link: `/trends/${dimension}`, text: `All ${dimension}` }],
      });
    }
    return {
      title: "Trends",
      description: "What people look for in this GRC vendor directory.",
      blocks: [
        ...caveats(demo),
        ...sections,
        {
          paragraph: [
            "Every directory page, by framework and region: ",
            { link: "/grc-services", text: "the directory index" },
            ".",
          ],
        },
      ],
    };
  };
}

/** `/trends/methodology`: the metric, caps, thresholds and limitations in plain words. */
export function methodologyPage() {
  return async (): Promise<Page> => ({
    title: "Trends methodology",
    description:
      "What the interest figures count, what they do not, and how they are protected from inflation.",
    blocks: [
      { heading: "What is counted", level: 2 },
      { paragraph: [METRIC.definition] },
      {
        list: [
          [
            "Human page views: views of the directory's /grc-services/ pages, after filtering out bots and automation (a request without a user agent counts as automation). Repeat views count, up to ",
            String(HUMAN_VIEW_CAPS.perClientPerKeyPerDay),
            " per visitor per page a day.",
          ],
          [
            "External API interest: each successful point lookup of the market API counts toward every framework, region or combination it names, at most ",
            String(EXTERNAL_INTEREST_CAPS.perClientPerKeyPerDay),
            " per client per key a day and ",
            String(EXTERNAL_INTEREST_CAPS.perKeyPerDay),
            " per key a day from everyone. Rankings count nothing.",
          ],
          [
            "A view of a framework-and-region page counts toward the framework, the region and the combination, so the three rankings overlap and do not add up.",
          ],
          [
            "Not counted: views of vendor pages (/vendors/...), the directory index and the trends pages. They are not views of a directory page.",
          ],
          [
            "Days are UTC days. Windows are the last 30 or 90 days including today, compared with the same number of days before.",
          ],
          [
            "Visitors are never stored: a client is a keyed hash of its address and the day, which changes every day.",
          ],
        ],
      },
      { heading: "Thresholds", level: 2 },
      {
        paragraph: [
          `A row needs at least ${MINIMUM_VIEWS_PER_PERIOD} views in the period to be ranked. Growth is shown only in point lookups, and only when both periods have ${MINIMUM_VIEWS_PER_PERIOD} views and the earlier one is fully covered by recorded data; otherwise it is withheld and the answer says why.`,
        ],
      },
      { heading: "What it is not", level: 2 },
      {
        table: {
          head: ["Code", "Meaning"],
          rows: LIMITATIONS.map((code) => [{ code }, LIMITATION_TEXT[code]]),
        },
      },
    ],
  });
}

const LIMITATION_TEXT: Record<(typeof LIMITATIONS)[number], string> = {
  NOT_MARKET_SHARE:
    "Interest in directory pages, not any vendor's or framework's share of a market.",
  NOT_ADOPTION: "Looking is not adopting: no figure says how many organisations use a framework.",
  NOT_UNIQUE_BUYERS: "Repeat views count; people are not counted.",
  NOT_VISITOR_GEOLOCATION: "A region is the page viewed, never where the visitor is.",
  SUSCEPTIBLE_TO_TRAFFIC_MIX_AND_AUTOMATION:
    "Campaigns, crawlers that pass as browsers, and scripts can move the numbers despite filtering and caps.",
  DIRECTORY_AUDIENCE_SKEW: "This directory's audience is not representative of any market.",
  EXTERNAL_API_INTEREST_IS_NOT_UNIQUE_AGENTS:
    "API lookups are capped per client and day, but one agent can use many clients.",
};
