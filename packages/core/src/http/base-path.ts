/** Segments of unreserved characters or percent-escapes: `/directory`, `/grc/v1`, `/a%20b`. */
const BASE_PATH = /^(?:\/(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)+$/;

/**
 * The `basePath` option: the path prefix the API is mounted under (`/directory`), or ""
 * when it is served at the root. "" and "/" both mean none.
 *
 * A prefix starts with "/", has no trailing "/", "?" or "#", and its segments are made of
 * letters, digits, `-._~` and percent-escapes (no empty, "." or ".." segment). It is then
 * already in the form URL parsers give request paths, so it is matched as plain text, fits
 * the router's patterns literally, and is safe to write into HTML, Markdown and JSON.
 * Anything else throws a `TypeError` (at `createApi` time).
 */
export function parseBasePath(value: unknown): string {
  if (value === undefined || value === "" || value === "/") return "";
  if (
    typeof value !== "string" ||
    !BASE_PATH.test(value) ||
    /\/\.{1,2}(?=\/|$)/.test(value) ||
    new URL(value, "http://host.invalid").pathname !== value
  ) {
    throw new TypeError(
      `basePath must be a path prefix such as "/directory": it starts with "/", has no trailing "/", "?" or "#", and its segments use letters, digits, "-._~" or percent-escapes (not "." or ".."); got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/**
 * Where a request's path falls relative to the prefix: the path the routes see (`/` for
 * the prefix itself, with or without its trailing slash), or null when it is outside.
 */
export function pathUnderBase(pathname: string, basePath: string): string | null {
  if (!pathname.startsWith(basePath)) return null;
  if (pathname.length === basePath.length) return "/";
  return pathname.charCodeAt(basePath.length) === 47 /* "/" */
    ? pathname.slice(basePath.length)
    : null;
}

/**
 * The directory's root as an absolute URL without a trailing slash (`https://host/directory`):
 * every absolute link the API writes starts with it.
 */
export function siteRoot(url: URL, basePath: string): string {
  return url.origin + basePath;
}

/**
 * A site path (`/trends`) as seen from outside, under the prefix (`/directory/trends`).
 * Anything else (absolute URLs, `#anchors`) is returned as is. The site writes no
 * protocol-relative `//host` links, so a value starting with "/" is always a site path
 * (a request path such as `//x` included).
 */
export function sitePath(link: string, basePath: string): string {
  return basePath && link.startsWith("/") ? basePath + link : link;
}
