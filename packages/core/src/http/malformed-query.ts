import { ApiError } from "./api-error.ts";

/** What a query string must be, said the same way wherever one is refused. */
const ENCODING_HINT =
  "Percent-encode names and values as UTF-8 (encodeURIComponent or URLSearchParams do), and write a literal % as %25.";

/**
 * The part of a query string (one `name=value` pair, as sent) that is not valid
 * percent-encoded UTF-8, or undefined when every part is: a `%` not followed by two hex
 * digits, bytes that are not UTF-8, or an encoded U+FFFD (what a broken encoder writes for
 * bytes it could not read; no name or value of this API contains it). `search` is
 * `URL.search`, which the URL parser keeps in ASCII, so the part quoted back is ASCII too.
 */
export function malformedQueryPart(search: string): string | undefined {
  // Every malformed or replaced byte is written with a `%`.
  if (!search.includes("%")) return undefined;
  for (const part of search.slice(1).split("&")) {
    if (!part.includes("%")) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return part;
    }
    if (decoded.includes("\uFFFD")) return part;
  }
  return undefined;
}

/**
 * The 400 for a query string that is not valid percent-encoded UTF-8, before any parameter
 * is read: a value would otherwise be read with U+FFFD in place of its bytes, and answered
 * (and echoed) as an unknown alias.
 */
export function malformedQuery(search: string): ApiError | undefined {
  const part = malformedQueryPart(search);
  if (part === undefined) return undefined;
  const quoted = part.length > 100 ? `${part.slice(0, 100)}…` : part;
  return new ApiError(
    400,
    "MALFORMED_QUERY",
    `The query string is not valid percent-encoded UTF-8: ${JSON.stringify(quoted)} cannot be read.`,
    ENCODING_HINT,
  );
}
