/**
 * Replaces the BENCHMARKS.md section under `heading` (up to the next `## `), or inserts it
 * before the heading `before`: how a partial bench run rewrites its own section in place.
 */
export function withSection(
  markdown: string,
  heading: string,
  section: string,
  before: string,
): string {
  const start = markdown.indexOf(`${heading}\n`);
  if (start >= 0) {
    const end = markdown.indexOf("\n## ", start + heading.length);
    return `${markdown.slice(0, start)}${section}\n${end >= 0 ? markdown.slice(end) : ""}`;
  }
  const at = markdown.indexOf(before);
  return at >= 0
    ? `${markdown.slice(0, at)}${section}\n\n${markdown.slice(at)}`
    : `${markdown.trimEnd()}\n\n${section}\n`;
}
