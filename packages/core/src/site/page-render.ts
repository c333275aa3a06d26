import { sitePath } from "../http/base-path.ts";
import type { Block, Inline, Page } from "./page-model.ts";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Text safe in Markdown, on one line: line breaks become spaces (so text can never start
 * a list, heading, quote or table row of its own); every character that can start inline
 * markup is escaped, and so are the pieces of GFM's bare links (`://`, `www.`, `@`) and a
 * leading block marker (`-`, `+`, `=`, `1.`), since an inline string may open a line.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029\f\v]+/g, " ")
    .replace(/[\\`*_[\]<>|#~&!@]|:(?=\/\/)/g, "\\$&")
    .replace(/(www)\./gi, "$1\\.")
    .replace(/^(\s*)(?:([-+=])|(\d+)([.)]))/, "$1$3\\$2$4");
}

function inlineMarkdown(part: Inline, basePath: string): string {
  if (typeof part === "string") return escapeMarkdown(part);
  if ("link" in part) {
    const link = sitePath(part.link, basePath);
    return `[${escapeMarkdown(part.text)}](${link.replace(/[()\s]/g, encodeURIComponent)})`;
  }
  if ("code" in part) return `\`${part.code.replaceAll("`", "'")}\``;
  return `**${escapeMarkdown(part.strong)}**`;
}

function inlineHtml(part: Inline): string {
  if (typeof part === "string") return escapeHtml(part);
  if ("link" in part) return `<a href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a>`;
  if ("code" in part) return `<code>${escapeHtml(part.code)}</code>`;
  return `<strong>${escapeHtml(part.strong)}</strong>`;
}

const joinMarkdown = (parts: Inline[], basePath: string) =>
  parts.map((part) => inlineMarkdown(part, basePath)).join("");
const joinHtml = (parts: Inline[]) => parts.map(inlineHtml).join("");

function blockMarkdown(block: Block, basePath: string): string {
  if ("heading" in block) return `${"#".repeat(block.level)} ${escapeMarkdown(block.heading)}`;
  // Leading blanks would make an indented code block.
  if ("paragraph" in block) return joinMarkdown(block.paragraph, basePath).trimStart();
  if ("list" in block)
    return block.list.map((item) => `- ${joinMarkdown(item, basePath)}`).join("\n");
  if ("code" in block) return `\`\`\`\n${block.code}\n\`\`\``;
  if ("figure" in block) return blockMarkdown(block.alt, basePath);
  const { head, rows, numeric = [] } = block.table;
  const align = head.map((_, i) => (numeric.includes(i) ? "---:" : "---"));
  const cell = (parts: Inline) => inlineMarkdown(parts, basePath).replaceAll("\n", " ");
  return [
    `| ${head.map(escapeMarkdown).join(" | ")} |`,
    `| ${align.join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

function blockHtml(block: Block): string {
  if ("heading" in block) return `<h${block.level}>${escapeHtml(block.heading)}</h${block.level}>`;
  if ("paragraph" in block) return `<p>${joinHtml(block.paragraph)}</p>`;
  if ("list" in block)
    return `<ul>${block.list.map((item) => `<li>${joinHtml(item)}</li>`).join("")}</ul>`;
  if ("code" in block) return `<pre><code>${escapeHtml(block.code)}</code></pre>`;
  if ("figure" in block) {
    const caption = blockHtml(block.alt).replace(/^<p>|<\/p>$/g, "");
    return `<figure>${block.figure}<figcaption>${caption}</figcaption></figure>`;
  }
  const { head, rows, numeric = [] } = block.table;
  const cls = (i: number) => (numeric.includes(i) ? ' class="num"' : "");
  return `<table><thead><tr>${head.map((h, i) => `<th scope="col"${cls(i)}>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((c, i) => `<td${cls(i)}>${inlineHtml(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

/** The page as Markdown: title, description, blocks; site links carry `basePath`. */
export function pageMarkdown(page: Page, basePath: string): string {
  return `${[
    `# ${escapeMarkdown(page.title)}`,
    escapeMarkdown(page.description),
    ...page.blocks.map((block) => blockMarkdown(block, basePath)),
  ].join("\n\n")}\n`;
}

/**
 * A site-path URL attribute in generated HTML: `href`, `src`, `action` or `data-endpoint`
 * whose value starts with "/" (as for `sitePath`, the site writes no `//host` links; the
 * page's own path, which may start with "//", is a site path too). Text and attribute
 * values written from data are escaped (a `"` becomes `&quot;`), so only markup the site
 * writes can match.
 */
const SITE_URL_ATTRIBUTE = /(\s(?:href|src|action|data-endpoint)=")\//g;

/**
 * Puts `basePath` before every site path of a rendered HTML page, in one place: links of
 * blocks, navigation, stylesheet, icon, search form, chat script and its endpoint.
 * Absolute URLs and `#anchors` are left as they are.
 */
export function underBasePath(html: string, basePath: string): string {
  if (!basePath) return html;
  const prefix = escapeHtml(basePath);
  return html.replace(SITE_URL_ATTRIBUTE, (_match, attribute: string) => `${attribute}${prefix}/`);
}

/**
 * The page's own path as a link: a request path may start with "//" or "/\\", which a
 * browser reads as another host, so leading slashes collapse to one.
 */
function ownPath(path: string): string {
  return path.replace(/^[/\\]+/, "/");
}

const JSON_ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026" };

/**
 * JSON-LD in a data script: `<`, `>` and `&` are written as JSON escapes, so no catalog
 * text can close the script element or open a comment. It is data, never executed, so
 * the CSP's `script-src 'self'` does not apply to it.
 */
export function jsonLdScript(data: Record<string, unknown> | undefined): string {
  if (!data) return "";
  const json = JSON.stringify(data).replace(/[<>&]/g, (char) => JSON_ESCAPES[char] ?? char);
  return `\n<script type="application/ld+json">${json}</script>`;
}

const NAV: [string, string][] = [
  ["/", "Home"],
  ["/grc-services", "Directory"],
  ["/trends", "Trends"],
  ["/developers", "Developers"],
  ["/fast-submission", "List your firm"],
];

/**
 * The page as a complete HTML document; styles and scripts come from this site only.
 * `path` is the page's path below `basePath`; every site path is written under `basePath`.
 * `alternate` is the site path of the page in Markdown (its `.md` URL), `path` by default.
 */
export function pageHtml(
  page: Page,
  siteName: string,
  path: string,
  basePath: string,
  alternate = path,
): string {
  return underBasePath(documentHtml(page, siteName, path, alternate), basePath);
}

function documentHtml(page: Page, siteName: string, path: string, alternate: string): string {
  const nav = NAV.map(
    ([href, label]) =>
      `<a href="${href}"${href === path ? ' aria-current="page"' : ""}>${label}</a>`,
  ).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title === siteName ? siteName : `${page.title} · ${siteName}`)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="stylesheet" href="/assets/site.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="alternate" type="text/markdown" href="${escapeHtml(ownPath(alternate))}">${jsonLdScript(page.jsonLd)}
</head>
<body>
<header><a class="brand" href="/">${escapeHtml(siteName)}</a><nav aria-label="Main">${nav}</nav></header>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p class="lead">${escapeHtml(page.description)}</p>
${page.prelude ?? ""}
${page.blocks.map(blockHtml).join("\n")}
${page.appendix ?? ""}
</main>
<footer><a href="/llms.txt">llms.txt</a> · <a href="/openapi.json">OpenAPI</a> · <a href="/trends/methodology">Methodology</a> · <a href="/pricing.md">Pricing</a></footer>
</body>
</html>
`;
}
