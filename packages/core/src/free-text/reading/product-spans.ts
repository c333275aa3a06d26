/** The rule that reads a product asked for as the service it does (`product-asked`). */
import { READING_RULES } from "../reading-rules.ts";
import { phraseEndsBefore, phraseStartsAt } from "../word-roles.ts";
import { clauseBreakBefore, note, type Reading, type Span, tagName } from "./reading.ts";

/** The most words a product's name spans ("CISO Assistant", "Strike Graph"). */
const LONGEST_PRODUCT = 3;

/** Where the last of `productReplacements` begins ("want an alternative"), or -1: a product before it is replaced. */
function lastReplacement(text: Reading): number {
  const { plain, lookup } = text;
  const { roles } = lookup;
  for (let at = plain.length - 1; at >= 0; at--) {
    if (phraseStartsAt(roles.productReplacements, plain, at, roles.longestPhrase)) return at;
  }
  return -1;
}

/**
 * Spans of the taxonomy's products (`products`) that the text asks for one like: after one of
 * `productAsks` ("a platform like Vanta", "looking at Drata", "moving from Vanta"), before one of
 * `productAsksAfter` ("a Vanta alternative", Turkish "Vanta gibi bir araç"), before one of
 * `productReplacements` anywhere after it ("we use OneTrust, but want an alternative"), or beside
 * another product across one of `productComparisons` ("Vanta vs Drata vs Secureframe"). A
 * product the writer only uses or works with ("we use Vanta", "supports Drata") asks for
 * nothing.
 */
export function productSpans(text: Reading): Span[] {
  const { plain, lookup } = text;
  const { products, productFirstWords: firstWords, roles } = lookup;
  // Most texts name no product: one lookup per token says so.
  if (!plain.some((token) => firstWords.has(token))) return [];
  // Each product's span, where the text names one.
  const named: { start: number; length: number; slug: string }[] = [];
  for (let start = 0; start < plain.length; start++) {
    if (!firstWords.has(plain[start] ?? "")) continue;
    let key = "";
    for (let length = 1; length <= LONGEST_PRODUCT && start + length <= plain.length; length++) {
      key = length === 1 ? (plain[start] ?? "") : `${key}-${plain[start + length - 1]}`;
      const hit = products.get(key);
      if (hit) named.push({ start, length, slug: hit.entry.slug });
    }
  }
  const productAt = (at: number) => named.some((p) => p.start === at);
  const productEndsAt = (at: number) => named.some((p) => p.start + p.length === at);
  const spans: Span[] = [];
  const replaced = lastReplacement(text);
  for (const { start, length, slug } of named) {
    const end = start + length;
    const compared =
      (!clauseBreakBefore(text, start) &&
        roles.productComparisons.has(plain[start - 1] ?? "") &&
        productEndsAt(start - 1)) ||
      (!clauseBreakBefore(text, end + 1) &&
        phraseStartsAt(roles.productComparisons, plain, end, roles.longestPhrase) &&
        productAt(end + 1));
    const asked =
      phraseEndsBefore(roles.productAsks, plain, start, roles.longestPhrase) ||
      (end < plain.length &&
        !clauseBreakBefore(text, end) &&
        phraseStartsAt(roles.productAsksAfter, plain, end, roles.longestPhrase)) ||
      end <= replaced;
    if (!compared && !asked) continue;
    const tag = { dimension: "serviceTypes" as const, slug };
    if (text.trace)
      note(text, READING_RULES.productAsked, start, length, () => tagName(tag), "found");
    spans.push({ start, length, hit: tag });
  }
  return spans;
}
