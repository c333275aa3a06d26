/** One element of an RFC 7239 `Forwarded` header: what one proxy saw (lowercase names). */
export type ForwardedElement = Readonly<Record<string, string>>;

// RFC 7230 token characters, and a quoted-string with backslash escapes.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Splits on `separator` outside quoted strings. Returns null when a quote is left open,
 * so a broken value is never half-read.
 */
function splitOutsideQuotes(text: string, separator: string): string[] | null {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === "\\") i++;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) return null;
  parts.push(text.slice(start));
  return parts;
}

function pairValue(raw: string): string | null {
  if (raw.startsWith('"')) {
    if (raw.length < 2 || !raw.endsWith('"')) return null;
    return raw.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return TOKEN.test(raw) ? raw : null;
}

function parseElement(text: string): ForwardedElement | null {
  const element: Record<string, string> = {};
  const pairs = splitOutsideQuotes(text, ";");
  if (!pairs) return null;
  for (const pair of pairs) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const equals = trimmed.indexOf("=");
    if (equals < 1) return null;
    const name = trimmed.slice(0, equals).toLowerCase();
    const value = pairValue(trimmed.slice(equals + 1));
    // A parameter given twice in one element is invalid (RFC 7239 section 4).
    if (!TOKEN.test(name) || value === null || Object.hasOwn(element, name)) return null;
    element[name] = value;
  }
  return element;
}

/**
 * Parses a `Forwarded` header (RFC 7239) into its elements, one per proxy, in order
 * (the last was added by the nearest proxy). An element that does not parse is null in its
 * place, so positions still count hops; a header with an unterminated quote is `[]`.
 * Never throws.
 */
export function parseForwarded(header: string): (ForwardedElement | null)[] {
  const elements = splitOutsideQuotes(header, ",");
  if (!elements) return [];
  return elements.filter((element) => element.trim() !== "").map(parseElement);
}
