/** The rule that reads a verb asking for a service from what it acts on (`service-verb`). */
import { READING_RULES } from "../reading-rules.ts";
import { longestPhraseAt, phraseStartsAt } from "../word-roles.ts";
import {
  clauseBreakBefore,
  isFunctionWord,
  note,
  type Reading,
  type Span,
  tagName,
} from "./reading.ts";

/** The most words a service verb spans ("put in place"), and that may stand before its object. */
const LONGEST_VERB = 3;
const WORDS_TO_OBJECT = 3;

/** The first words of the service verbs, worked out once per lookup. */
const firstWords = new WeakMap<ReadonlyMap<string, unknown>, ReadonlySet<string>>();
function serviceVerbFirstWords(verbs: ReadonlyMap<string, unknown>): ReadonlySet<string> {
  let words = firstWords.get(verbs);
  if (!words) {
    words = new Set([...verbs.keys()].map((key) => key.split("-")[0] ?? ""));
    firstWords.set(verbs, words);
  }
  return words;
}

/**
 * Spans of the lexicons' `serviceVerbs` that act, across up to three function words of one
 * clause, on a framework the candidates name or on one of `serviceObjects`: "set up our ISMS" (ISMS names
 * ISO 27001), "build an information security management system" are implementation
 * consulting. A verb with nothing of the kind after it asks for nothing ("set up a call"). A
 * verb written with a `*` acts only on a framework the rest of its phrasing follows: "help with *
 * compliance" reads "help with PCI compliance", not "help with our SOC 2 audit"; with the `*`
 * last, on a framework no service's name follows ("help with *": "help with DORA").
 */
export function serviceVerbSpans(text: Reading, candidates: readonly Span[]): Span[] {
  const { plain, lookup } = text;
  const { serviceVerbs, roles } = lookup;
  // Most texts hold no verb's first word: one lookup per token says so.
  const verbFirstWords = serviceVerbFirstWords(serviceVerbs);
  if (!plain.some((token) => verbFirstWords.has(token))) return [];
  /** Where each framework the candidates name begins, to where its longest name ends. */
  const frameworkAt = new Map<number, number>();
  /** Where a service's name begins. */
  const serviceStarts = new Set<number>();
  for (const span of candidates) {
    if (span.hit?.dimension === "serviceTypes") serviceStarts.add(span.start);
    if (span.hit?.dimension !== "frameworks") continue;
    const end = span.start + span.length;
    if (end > (frameworkAt.get(span.start) ?? 0)) frameworkAt.set(span.start, end);
  }
  const spans: Span[] = [];
  for (let start = 0; start < plain.length; start++) {
    let key = "";
    for (let length = 1; length <= LONGEST_VERB && start + length <= plain.length; length++) {
      key = length === 1 ? (plain[start] ?? "") : `${key}-${plain[start + length - 1]}`;
      const hit = serviceVerbs.get(key);
      if (!hit) continue;
      const from = start + length;
      for (let at = from; at <= from + WORDS_TO_OBJECT && at < plain.length; at++) {
        if (clauseBreakBefore(text, at)) break;
        const frameworkEnd = frameworkAt.get(at);
        // A `*` at the phrasing's end: a framework no service's name follows ("help with our
        // PCI DSS SAQ", not "help with our SOC 2 audit").
        const acts = hit.after
          ? frameworkEnd !== undefined &&
            (longestPhraseAt(hit.after, plain, frameworkEnd) > 0 ||
              (hit.after.has("") && !serviceStarts.has(frameworkEnd)))
          : frameworkEnd !== undefined ||
            phraseStartsAt(roles.serviceObjects, plain, at, roles.longestPhrase);
        if (acts) {
          const tag = { dimension: hit.dimension, slug: hit.entry.slug };
          if (text.trace)
            note(text, READING_RULES.serviceVerb, start, length, () => tagName(tag), "found");
          spans.push({ start, length, hit: tag });
          break;
        }
        // Only function words stand between ("set up our ISMS"; "set up a call about SOC 2"
        // asks for none).
        if (!isFunctionWord(roles, plain[at] ?? "")) break;
      }
    }
  }
  return spans;
}
