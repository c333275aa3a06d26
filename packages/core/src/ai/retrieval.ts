import { runAtOnce, type Steps } from "../async/run-in-slices.ts";
import { detailsPageOf } from "../catalog/details-page.ts";
import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import type { TagFilters } from "../catalog/search-index.ts";
import type { StoredVendor } from "../catalog/vendor-schema.ts";
import type { FreeTextReader } from "../free-text/free-text-reader.ts";
import { defaultQuestionLexicon, type QuestionLexicon } from "../free-text/question-lexicon.ts";
import type { CandidateVendor } from "../ports.ts";
import { type CatalogNames, catalogNameSteps } from "./catalog-names.ts";
import { type FitIndex, fitIndexSteps } from "./fit-index.ts";
import { hasSignals, type QuestionSignals } from "./question-signals.ts";
import { type TextHits, type TextIndex, textIndexSteps } from "./text-index.ts";
import { topCandidates } from "./top-candidates.ts";
import { vendorNamed } from "./vendor-focus.ts";

/** How many vendors an answer recommends at most. */
export const MAX_RECOMMENDED = 5;

/** Ask AI's text fields: name, briefSummary, description, problems, industries. */
const FIELD_BOOSTS = [2, 1, 1, 1.5, 1];

/**
 * What Ask AI reads of one catalog version, built when it loads (`prepareCatalog`): a
 * full-text index over what vendors say about themselves, bitsets of who fits which size,
 * industry and language, and the vendors' names, all in the search index's (name) order.
 */
export interface RetrievalIndex {
  text: TextIndex;
  fit: FitIndex;
  names: CatalogNames;
}

/** Builds Ask AI's indexes over `vendors` at once (see `retrievalIndexSteps`). */
export function buildRetrievalIndex(vendors: readonly StoredVendor[]): RetrievalIndex {
  return runAtOnce(retrievalIndexSteps(vendors));
}

/**
 * Builds Ask AI's indexes over `vendors`, the search index's vendors in name order, yielding
 * between slices (`runInSlices`): each vendor's texts are read as the text index reaches it.
 */
export function* retrievalIndexSteps(vendors: readonly StoredVendor[]): Steps<RetrievalIndex> {
  const text = yield* textIndexSteps(
    vendors.length,
    (position) => {
      const vendor = vendors[position] as StoredVendor;
      return [
        vendor.name,
        vendor.briefSummary,
        vendor.description,
        vendor.problemsTheySolve.join(" "),
        vendor.industrySpecialization.join(" "),
      ];
    },
    FIELD_BOOSTS,
  );
  const fit = yield* fitIndexSteps(vendors);
  const names = yield* catalogNameSteps(vendors.map((vendor) => vendor.name));
  return { text, fit, names };
}

/**
 * The filters of this turn: dimensions the message names replace the previous turn's,
 * or add to them when the message `refines` (a `followUps` word: "which of those also do
 * ISO 27001?"); dimensions it does not name carry over.
 */
export function turnFilters(
  refines: boolean,
  named: TagFilters,
  previous?: TagFilters,
): TagFilters {
  if (!previous) return named;
  const merge = (before: string[], now: string[]) =>
    now.length === 0 ? before : refines ? [...new Set([...before, ...now])] : now;
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
  filters: TagFilters;
  signals: QuestionSignals;
  vendors: CandidateVendor[];
  /** How many vendors matched in all, of which `vendors` are the best few. */
  matchedCount: number;
  /** The places the question named, each with the region it was read as. */
  places: { region: string; name: string }[];
}

const NO_FILTERS: TagFilters = { frameworks: [], regions: [], serviceTypes: [] };

function candidate(catalog: PreparedCatalog, position: number, root: string): CandidateVendor[] {
  const stored = catalog.index.vendors[position];
  if (!stored) return [];
  return [
    {
      name: stored.name,
      detailsPage: detailsPageOf(stored, root),
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

const NO_HITS: TextHits = {
  documents: new Int32Array(0),
  scores: new Float32Array(0),
  terms: new Uint16Array(0),
  has: () => false,
};

/** Full-text relevance of each vendor to the words, 0 to 1 (1 for the best hit). */
function textRelevance(
  catalog: PreparedCatalog,
  terms: string[],
  allowed: ((position: number) => boolean) | null,
): TextHits {
  if (terms.length === 0) return NO_HITS;
  return catalog.retrieval.text.search(terms.join(" "), allowed);
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
  previous: TagFilters | undefined,
  catalog: PreparedCatalog,
  reader: FreeTextReader,
  /** The directory's root URL (`siteRoot`) that site-path details pages resolve against. */
  root: string,
  /** Reads the question's size, industry, language, topic and follow-up words (`AiDeps`). */
  questions: QuestionLexicon = defaultQuestionLexicon(),
): Retrieved {
  const reading = questions.read(message);
  const { sizes, industries, languages } = reading;
  const signals: QuestionSignals = { sizes, industries, languages };
  const focus = vendorNamed(reading.focus, catalog.retrieval.names);
  if (focus !== null) {
    return {
      intent: "vendor",
      filters: previous ?? NO_FILTERS,
      signals,
      vendors: candidate(catalog, focus, root),
      matchedCount: 1,
      places: [],
    };
  }

  const parsed = reader.read(message);
  const named = parsed.slugs;
  const terms = parsed.unparsedQueryTerms;
  const onTopic =
    reading.mentionsTopic ||
    named.frameworks.length + named.serviceTypes.length > 0 ||
    // A bare region ("Germany") is a directory query; "capital of France" is not.
    (named.regions.length > 0 && terms.length === 0) ||
    (previous !== undefined && (reading.refines || hasSignals(signals)));
  if (!onTopic) {
    // The conversation's filters carry over a question it declined, for the next follow-up.
    return {
      intent: "off_topic",
      filters: previous ?? NO_FILTERS,
      signals,
      vendors: [],
      matchedCount: 0,
      places: [],
    };
  }

  const filters = turnFilters(reading.refines, named, previous);
  const filtered = Object.values(filters).some((list) => list.length > 0);
  const carries = filtered ? catalog.index.carrier(filters) : null;
  const { top, matchedCount } = topCandidates(
    {
      vendors: catalog.index.vendors,
      hits: textRelevance(catalog, terms, carries),
      wordCount: terms.length,
      fit: hasSignals(signals) ? catalog.retrieval.fit.fitFor(signals) : null,
      carriers: carries && {
        carries,
        inOrder: (limit, from) => catalog.index.search(filters, limit, from),
        count: () => catalog.index.count(filters),
      },
      question: message,
    },
    MAX_RECOMMENDED,
  );
  return {
    intent: "recommend",
    filters,
    signals,
    vendors: top.flatMap((position) => candidate(catalog, position, root)),
    matchedCount,
    places: parsed.places.map((place) => ({ region: place.region, name: place.place })),
  };
}
