/** `/a.md` (trailing slashes ignored, as routes ignore them): a page path and `.md`. */
const MARKDOWN_URL = /^(.*\/[^/]+)\.md\/*$/;

/**
 * The page path a `.md` URL stands for: `/developers.md` is `/developers`, `/index.md` is
 * `/`; null for any other path (`/developers`, `/.md`).
 */
export function pageOfMarkdownUrl(path: string): string | null {
  const page = MARKDOWN_URL.exec(path)?.[1];
  if (page === undefined) return null;
  return page === "/index" ? "/" : page;
}

/** The `.md` URL of a page path: `/trends` is `/trends.md`, `/` is `/index.md`. */
export function markdownUrlOf(path: string): string {
  return `${path.replace(/\/+$/, "") || "/index"}.md`;
}
