import type { Catalog } from "../catalog/catalog-document.ts";
import { type CatalogView, withDetailsBase } from "../catalog/catalog-view.ts";
import { parseQueryText } from "../catalog/query-text.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { CandidateVendor } from "../ports.ts";
import { vendorNames } from "./catalog-names.ts";
import type { TurnFilters } from "./conversation-token.ts";
import { fitScore, topByScore } from "./fit-ranking.ts";
import { mentionsTopic } from "./on-topic.ts";
import { hasSignals, type QuestionSignals, questionSignals } from "./question-signals.ts";
import { buildTextIndex, type TextHits, type TextIndex } from "./text-index.ts";
import { vendorInFocus } from "./vendor-focus.ts";

/** How many vendors an answer recommends at most. */
export const MAX_RECOMMENDED = 5;

/** Words that make a follow-up narrow the previous results rather than start over. */
const REFINING =
  /\b(also|those|these|them|among|too|as well|of which|which of|davon|diese[nrm]?|auch|ebenfalls|parmi|ceux|celles|aussi|également|esos|esas|estos|estas|también|entre ellos|de ellos)\b/i;

/** Ask AI's text fields: name, briefSummary, description, problems, industries. */
const FIELD_BOOSTS = [2, 1, 1, 1.5, 1];

const textIndexes = new WeakMap<Catalog, TextIndex>();

/**
 * Ask AI's full-text index over what vendors say about themselves, built once per catalog
 * (`prepareCatalog` builds it when the catalog loads).
 */
export function retrievalIndex(catalog: Catalog, view: CatalogView): TextIndex {
  let index = textIndexes.get(catalog);
  if (!index) {
    index = buildTextIndex(
      view.index.vendors.map((vendor) => [
        vendor.name,
        vendor.briefSummary,
        vendor.description,
        vendor.problemsTheySolve.join(" "),
        vendor.industrySpecialization.join(" "),
      ]),
      FIELD_BOOSTS,
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

/** What the answer is: recommendations, one vendor in detail, or a polite decline. */
export type AnswerIntent = "recommend" | "vendor" | "off_topic";

/** What a turn retrieved: its filters and the vendors the answer may name, best first. */
export interface Retrieved {
  intent: AnswerIntent;
  filters: TurnFilters;
  signals: QuestionSignals;
  vendors: CandidateVendor[];
  /** How many vendors matched in all, of which `vendors` are the best few. */
  matchedCount: number;
}

const NO_FILTERS: TurnFilters = { frameworks: [], regions: [], serviceTypes: [] };

function candidate(view: CatalogView, position: number, root: string): CandidateVendor[] {
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
      problemsTheySolve: stored.problemsTheySolve,
      targetClientsSize: stored.targetClientsSize,
      supportedLanguages: stored.supportedLanguages,
    },
  ];
}

const NO_HITS: TextHits = { documents: [], score: () => 0, terms: () => 0 };

/** Full-text relevance of each vendor to the words, 0 to 1 (1 for the best hit). */
function textRelevance(
  catalog: Catalog,
  view: CatalogView,
  terms: string[],
  allowed: ((position: number) => boolean) | null,
): TextHits {
  if (terms.length === 0) return NO_HITS;
  return retrievalIndex(catalog, view).search(terms.join(" "), allowed);
}

/**
 * Retrieval for Ask AI. The catalog search parser reads hard filters (framework, region,
 * service type); a vendor must carry all of them. The candidates are then ranked by fit:
 * full-text relevance of the remaining words (`text-index.ts`, summaries and problems solved),
 * plus the company size, industries and languages the question states; ties by a stable
 * hash of slug and question. Off-topic questions retrieve nothing; "tell me more about X"
 * retrieves X alone.
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
  const vendors = view.index.vendors;
  const signals = questionSignals(message);
  const focus = vendorInFocus(message, vendorNames(view));
  if (focus !== null) {
    return {
      intent: "vendor",
      filters: previous ?? NO_FILTERS,
      signals,
      vendors: candidate(view, focus, root),
      matchedCount: 1,
    };
  }

  const parsed = parseQueryText(message, taxonomy);
  const named = parsed.slugs;
  const terms = parsed.unparsedQueryTerms;
  const onTopic =
    mentionsTopic(message) ||
    named.frameworks.length + named.serviceTypes.length > 0 ||
    // A bare region ("Germany") is a directory query; "capital of France" is not.
    (named.regions.length > 0 && terms.length === 0) ||
    (previous !== undefined && (REFINING.test(message) || hasSignals(signals)));
  if (!onTopic) {
    // The conversation's filters carry over a question it declined, for the next follow-up.
    return {
      intent: "off_topic",
      filters: previous ?? NO_FILTERS,
      signals,
      vendors: [],
      matchedCount: 0,
    };
  }

  const filters = turnFilters(message, named, previous);
  const filtered = Object.values(filters).some((list) => list.length > 0);
  const carries = filtered ? view.index.carrier(filters) : null;
  const relevance = textRelevance(catalog, view, terms, carries);
  const signalled = hasSignals(signals);
  const fit = (position: number) => {
    const vendor = vendors[position];
    return signalled && vendor ? fitScore(vendor, signals) : 0;
  };
  const score = (position: number) => relevance.score(position) + fit(position);
  const slugOf = (position: number) => vendors[position]?.slug ?? "";
  const best = (candidates: Iterable<number>) =>
    topByScore(candidates, score, slugOf, message, MAX_RECOMMENDED);
  let top: number[];
  let matchedCount: number;
  if (carries) {
    // Every vendor carrying the filters counts. Without a stated signal only the text hits
    // score above 0: the rest are read only when fewer than a full answer scored.
    matchedCount = view.index.count(filters);
    top = signalled ? [] : best(relevance.documents);
    if (signalled || top.length < MAX_RECOMMENDED) {
      top = best(view.index.search(filters, vendors.length));
    }
  } else {
    // Without a filter, a vendor counts when it fits a stated signal or matches at least
    // half the words.
    const halfTheWords = (position: number) =>
      relevance.terms(position) * 2 >= Math.max(1, terms.length);
    const matched: number[] = [];
    if (signalled) {
      for (let position = 0; position < vendors.length; position++) {
        if (fit(position) > 0 || halfTheWords(position)) matched.push(position);
      }
    } else {
      for (const position of relevance.documents)
        if (halfTheWords(position)) matched.push(position);
    }
    matchedCount = matched.length;
    top = best(matched);
  }
  return {
    intent: "recommend",
    filters,
    signals,
    vendors: top.flatMap((position) => candidate(view, position, root)),
    matchedCount,
  };
}
