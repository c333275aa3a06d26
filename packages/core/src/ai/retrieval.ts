import MiniSearch from "minisearch";
import type { Catalog } from "../catalog/catalog-document.ts";
import { type CatalogView, withDetailsBase } from "../catalog/catalog-view.ts";
import { parseQueryText } from "../catalog/query-text.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { CandidateVendor } from "../ports.ts";
import type { TurnFilters } from "./conversation-token.ts";

/** How many vendors an answer recommends at most. */
export const MAX_RECOMMENDED = 5;

/** Words that make a follow-up narrow the previous results rather than start over. */
const REFINING = /\b(also|those|these|them|among|too|as well|of which|which of)\b/i;

const FIELDS = ["name", "briefSummary", "description", "problems", "industries"];

const textIndexes = new WeakMap<Catalog, MiniSearch>();

/** A full-text index over what vendors say about themselves, built once per catalog. */
function textIndex(catalog: Catalog, view: CatalogView): MiniSearch {
  let index = textIndexes.get(catalog);
  if (!index) {
    index = new MiniSearch({ fields: FIELDS, storeFields: [] });
    index.addAll(
      view.index.vendors.map((vendor, id) => ({
        id,
        name: vendor.name,
        briefSummary: vendor.briefSummary,
        description: vendor.description,
        problems: vendor.problemsTheySolve.join(" "),
        industries: vendor.industrySpecialization.join(" "),
      })),
    );
    textIndexes.set(catalog, index);
  }
  return index;
}

/**
 * The filters of this turn: dimensions the message names replace the previous turn's,
 * or add to them when the message refines ("which of those also do ISO 27001?");
 * dimensions it does not name carry over.
 */
export function turnFilters(
  message: string,
  named: TurnFilters,
  previous?: TurnFilters,
): TurnFilters {
  if (!previous) return named;
  const refine = REFINING.test(message);
  const merge = (before: string[], now: string[]) =>
    now.length === 0 ? before : refine ? [...new Set([...before, ...now])] : now;
  return {
    frameworks: merge(previous.frameworks, named.frameworks),
    regions: merge(previous.regions, named.regions),
    serviceTypes: merge(previous.serviceTypes, named.serviceTypes),
  };
}

/** What a turn retrieved: its filters and the vendors the answer may name, best first. */
export interface Retrieved {
  filters: TurnFilters;
  vendors: CandidateVendor[];
}

/**
 * Retrieval for Ask AI: the catalog search parser reads the message; vendors carrying
 * every filter are the candidates (all vendors when there is none); the leftover words
 * rank them by full-text relevance (MiniSearch), name order breaking the rest.
 */
export function retrieve(
  message: string,
  previous: TurnFilters | undefined,
  catalog: Catalog,
  view: CatalogView,
  taxonomy: TaxonomyIndex,
  /** The directory's root URL (`siteRoot`) that site-path details pages resolve against. */
  root: string,
): Retrieved {
  const parsed = parseQueryText(message, taxonomy);
  const filters = turnFilters(message, parsed.slugs, previous);
  const filtered = Object.values(filters).some((list) => list.length > 0);
  const candidates = filtered
    ? view.index.search(filters, view.index.vendors.length)
    : view.index.vendors.map((_, position) => position);
  const allowed = new Set(candidates);

  let ranked: number[] = candidates;
  const terms = parsed.unparsedQueryTerms;
  if (terms.length > 0) {
    const hits = textIndex(catalog, view)
      .search(terms.join(" "), {
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
        boost: { name: 2, problems: 1.5 },
        filter: (result) => allowed.has(result.id as number),
      })
      // Without a filter, a vendor must match at least half the words to count.
      .filter((result) => filtered || result.queryTerms.length * 2 >= terms.length)
      .map((result) => result.id as number);
    // Without a filter, the text is all there is to go on: no hit means no match.
    ranked = filtered ? [...new Set([...hits, ...candidates])] : hits;
  } else if (!filtered) {
    ranked = [];
  }

  const vendors = ranked.slice(0, MAX_RECOMMENDED).flatMap((position) => {
    const stored = view.index.vendors[position];
    const publicVendor = view.publicVendors[position];
    if (!stored || !publicVendor) return [];
    return [
      {
        name: stored.name,
        detailsPage: withDetailsBase(publicVendor, root).detailsPage,
        briefSummary: stored.briefSummary,
        serviceType: stored.serviceType,
        regionCovered: stored.regionCovered,
        complianceFrameworkExpertise: stored.complianceFrameworkExpertise,
        industrySpecialization: stored.industrySpecialization,
      },
    ];
  });
  return { filters, vendors };
}
