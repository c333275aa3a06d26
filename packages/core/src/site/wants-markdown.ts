/// <reference path="../types/negotiator.d.ts" />
// The reference brings the declaration along wherever core is type-checked from source.
import preferredMediaTypes from "negotiator/lib/mediaType.js";

// As served: a range naming a parameter (`text/markdown; charset=utf-8`) must match it.
const HTML = "text/html; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";
const OFFERED = [HTML, MARKDOWN] as const;

function markdownFirst(accept: string): boolean {
  return preferredMediaTypes(accept, OFFERED)[0] === MARKDOWN;
}

/**
 * Markdown when the `Accept` header prefers it to HTML, else HTML. Preference is RFC 9110
 * content negotiation (negotiator): the q-value of the most specific range that matches
 * each type, so `text/markdown;q=0` refuses Markdown and `text/html;q=0.5, text/markdown`
 * asks for it; at equal q a more specific range wins (`text/*, text/markdown`). Ties go to
 * HTML whatever their order in the header (`text/markdown, text/html`, `*\/*`), as do a
 * missing, empty or malformed header and one that accepts neither.
 */
export function wantsMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  try {
    // Negotiator breaks equal ties by position in the header; asking both ways round
    // leaves Markdown only where it wins on q-value or specificity.
    const reversed = accept.split(",").reverse().join(",");
    return markdownFirst(accept) && markdownFirst(reversed);
  } catch {
    return false;
  }
}
