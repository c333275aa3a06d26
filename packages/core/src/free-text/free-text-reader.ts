import { DEFAULT_LEXICONS } from "#default-lexicons";
import { defaultTaxonomy } from "../catalog/default-taxonomy.ts";
import { createFreeTextLookup, type FreeTextLookup } from "../catalog/free-text-lookup.ts";
import { type ParsedQueryText, parseQueryText } from "../catalog/query-text.ts";
import { createTaxonomyIndex, type TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { tokenize } from "../catalog/tokenize.ts";
import { DEFAULT_FREE_TEXT_SETTINGS, type FreeTextSettings } from "./free-text-settings.ts";
import type { LexiconInput } from "./lexicon/lexicon-schema.ts";
import { questionLexiconOf } from "./question-lexicon.ts";
import type { ReadingStep } from "./reading-rules.ts";

/** How a text was read, step by step: what `explainQuery` and `grc-directory explain` show. */
export interface QueryExplanation {
  text: string;
  /** The words as segmented, each with its folded tokens. */
  words: { written: string; tokens: string[] }[];
  /** Every rule's verdict, in the order the stages ran (`READING_RULES`). */
  steps: ReadingStep[];
  /** What the text was read as. */
  reading: ParsedQueryText;
}

/**
 * Reads free text (`q`, Ask AI's messages) as the taxonomy's tags. A port: `createApi` builds the
 * gazetteer reader by default (`freeText.reader` swaps it, for a model-based reader or a smaller
 * one on a tight Worker), and search and Ask AI read through it.
 */
export interface FreeTextReader {
  read(text: string): ParsedQueryText;
  explain(text: string): QueryExplanation;
}

/** The default reader, with the lookup tables it reads (for tests and tools that inspect them). */
export interface GazetteerReader extends FreeTextReader {
  readonly lookup: FreeTextLookup;
}

/**
 * The default reader: the gazetteer, the taxonomy's aliases and the lexicons, read by the
 * rules of `READING_RULES`. Built once, when the API is (everything it needs, up front).
 */
export function createGazetteerReader(
  taxonomy: TaxonomyIndex,
  settings: FreeTextSettings = DEFAULT_FREE_TEXT_SETTINGS,
): GazetteerReader {
  const lookup = createFreeTextLookup(taxonomy, settings);
  return {
    lookup,
    read: (text) => parseQueryText(text, lookup),
    explain(text) {
      const steps: ReadingStep[] = [];
      const reading = parseQueryText(text, lookup, steps);
      const words = tokenize(text).map((word) => ({ written: word.original, tokens: word.tokens }));
      return { text, words, steps, reading };
    },
  };
}

let defaultReader: GazetteerReader | undefined;

/** The gazetteer reader of the default taxonomy and settings, built on the first call. */
function theDefaultReader(): GazetteerReader {
  defaultReader ??= createGazetteerReader(createTaxonomyIndex(defaultTaxonomy));
  return defaultReader;
}

/** Texts read once when a reader is built ahead: places, a negation, a person, a typo, other scripts. */
const WARM_UP_TEXTS = [
  "SOC 2 auditor in Berlin, not in the UK; my colleague Sydney asked",
  "pentest firm near nyc for a fintech of 50 people, iso 27001 gap analisys",
  "ISO 27001 Beratung in München, keine Firma aus Österreich",
  "東京のISMS認証機関を探しています",
];

/**
 * A `freeText.reader` for a runtime that builds the API on its first request (a Worker, whose
 * bindings arrive with it): calling it builds the default taxonomy's reader of `lexicons`
 * (the default: `DEFAULT_LEXICONS`) and their question lexicon now (at a Worker's global
 * scope, so no request pays for them), and the API built later with the same `lexicons` in
 * `freeText.lexicons` reuses both when its taxonomy is the default one. A taxonomy with
 * additions (`TAXONOMY`, a catalog's own) gets its own reader when the API is built.
 */
export function readerBuiltAhead(
  lexicons: readonly LexiconInput[] = DEFAULT_LEXICONS,
): (taxonomy: TaxonomyIndex) => FreeTextReader {
  const settings = { ...DEFAULT_FREE_TEXT_SETTINGS, lexicons };
  const ahead =
    lexicons === DEFAULT_LEXICONS
      ? theDefaultReader()
      : createGazetteerReader(createTaxonomyIndex(defaultTaxonomy), settings);
  // Ask AI reads the same lexicons' words: the API built later takes this one.
  questionLexiconOf(lexicons);
  // What a reading lays out on first use (the roles' phrase tries) is laid out now, and the
  // reading's code has run once, so an isolate's first request reads as fast as the next.
  for (const text of WARM_UP_TEXTS) ahead.read(text);
  const defaults = JSON.stringify(defaultTaxonomy);
  return (taxonomy) =>
    JSON.stringify(taxonomy.taxonomy) === defaults
      ? ahead
      : createGazetteerReader(taxonomy, settings);
}

/**
 * How free text is read by default (the default taxonomy, settings and lexicons), step by step;
 * `api.explainQuery` explains with an API's own taxonomy and settings. The default reader is
 * built on the first call.
 */
export function explainQuery(text: string): QueryExplanation {
  return theDefaultReader().explain(text);
}

/** An explanation as lines of text, for a terminal or a log. */
export function formatExplanation(explanation: QueryExplanation): string {
  const { reading } = explanation;
  const lines = [
    `text: ${explanation.text}`,
    `words: ${explanation.words.map((w) => w.tokens.join("·")).join(" | ")}`,
    ...explanation.steps.map(
      (step) =>
        `  ${step.stage.padEnd(10)} ${step.rule.padEnd(18)} ${step.outcome.padEnd(8)} "${step.words}" → ${step.reads}${step.outcome === "rejected" || step.rule === "region" ? ` (${step.reason})` : ""}`,
    ),
    `read: ${
      (["frameworks", "regions", "serviceTypes"] as const)
        .flatMap((d) => reading.slugs[d].map((slug) => `${d}/${slug}`))
        .join(" ") || "(no filter)"
    }`,
  ];
  if (reading.corrections.length > 0) {
    lines.push(
      `corrected: ${reading.corrections.map((c) => `${c.original} → ${c.correction}`).join(", ")}`,
    );
  }
  if (reading.unparsedQueryTerms.length > 0) {
    lines.push(`left over: ${reading.unparsedQueryTerms.join(" ")}`);
  }
  return lines.join("\n");
}
