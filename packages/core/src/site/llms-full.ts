import { type Pause, yieldToEventLoop } from "../async/run-in-slices.ts";
import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import { MAX_LIMIT } from "../catalog/search-query.ts";
import { DIMENSION_NOUN, DIMENSIONS } from "../catalog/taxonomy.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { type PublicVendor, toPublicVendor } from "../catalog/vendor-schema.ts";
import { type CachedBody, cachePieces } from "../http/cached-body.ts";
import { escapeMarkdown } from "./page-render.ts";
import { type DeploymentFacts, limitText, type SiteSettings } from "./text-documents.ts";

/** What `/llms-full.txt` says beside the catalog: this deployment's name, facts and tags. */
export interface LlmsFullSettings {
  site: SiteSettings;
  facts: DeploymentFacts;
  taxonomy: TaxonomyIndex;
}

/** The heading the vendor list starts under; nothing follows the list. */
export const VENDORS_HEADING = "## Vendors";

/** Vendors encoded at a time: a large catalog's text is never one string. */
const VENDORS_PER_CHUNK = 1_000;

/** A link target in Markdown: parentheses and blanks escaped, as page links are. */
const linkTarget = (url: string) => url.replace(/[()\s]/g, encodeURIComponent);

/**
 * One vendor as a llmstxt.org list item: its page, brief summary and tags (the slugs the
 * search filters take), in the order of the directory pages' listings.
 */
function vendorLine(vendor: PublicVendor): string {
  const { detailsPage } = vendor;
  return `- [${escapeMarkdown(vendor.name)}](${linkTarget(detailsPage)}): ${escapeMarkdown(vendor.briefSummary)} Services: ${vendor.serviceType.join(", ")}. Frameworks: ${vendor.complianceFrameworkExpertise.join(", ")}. Regions: ${vendor.regionCovered.join(", ")}.\n`;
}

/** Every tag of the taxonomy, slug and label, one line per dimension. */
function tagLines(taxonomy: TaxonomyIndex): string {
  return DIMENSIONS.map((dimension) => {
    const entries = taxonomy.taxonomy[dimension].map(
      (entry) => `${entry.slug} (${escapeMarkdown(entry.label)})`,
    );
    const noun = DIMENSION_NOUN[dimension];
    return `- ${noun[0]?.toUpperCase()}${noun.slice(1)}s: ${entries.join("; ")}`;
  }).join("\n");
}

/** The title, summary, API essentials and tags: everything before the vendor list. */
function head(
  catalog: Pick<PreparedCatalog, "lastUpdated" | "sample" | "index">,
  root: string,
  { site, facts, taxonomy }: LlmsFullSettings,
): string {
  const count = catalog.index.vendors.length;
  const sample = catalog.sample
    ? "\n**Sample data:** every vendor listed here is fictional, for demonstration only; none is a real company.\n"
    : "";
  return `# ${site.name}: every listed vendor

> All ${count === 1 ? "1 vendor" : `${count} vendors`} of the directory (catalog of ${catalog.lastUpdated}), in name order, each with its brief summary, service types, frameworks, regions and page, after the essentials of the public, read-only API that serves them. The short index is [llms.txt](${root}/llms.txt).
${sample}
## API

- No authentication and no API key. Catalog and market GETs (this text included) allow ${limitText(facts.catalogPolicy)}, pages ${limitText(facts.pagePolicy)}; each answer carries RateLimit headers (the client's own count on private answers and 429s, the whole quota on answers a CDN may cache), a 429 Retry-After. Search, the tools dump and this text carry an ETag: revalidate with If-None-Match (304).
- [OpenAPI 3.1 document](${root}/openapi.json): every endpoint, parameter, response and error code. For people and agents: the [developer portal](${root}/developers.md), the [agent instructions](${root}/agent.txt) and the [MCP server](${root}/mcp.md).
- [Catalog search](${root}/api/v1/search?framework=iso-27001&region=de): \`GET /api/v1/search\` with framework, region, service_type (the slugs below; aliases such as "ISO 27001" or "Germany" work too; repeat a parameter to AND values) or free text q, and limit (up to ${MAX_LIMIT}). Results are in name order, not ranked; region means service coverage, not headquarters.
- Paging a search: an answer says how many vendors match in all (\`total\`); while more remain it carries \`next\` (also as a \`Link\` header, rel="next"): the same query with an opaque \`cursor\`. Request \`next\` unchanged until an answer has none.
- [Tools dump](${root}/api/tools.json): this list as JSON, every public field.
- [Directory interest](${root}/api/v1/market?dimension=frameworks): first-party page interest per framework, region and combination over 30 or 90 days; not market share.${facts.market ? " A point lookup counts as interest in what it names." : " Not configured on this deployment (503)."}
- Ask AI: \`POST /api/ai-search\` with {"message": "..."} streams an answer as server-sent events, recommending listed vendors only.${facts.ai ? "" : " Disabled on this deployment (503)."}
- Pages: every HTML page is also Markdown at its \`.md\` URL (\`/index.md\`, \`/vendors/{slug}.md\`, \`/grc-services/{framework}.md\`) or with \`Accept: text/markdown\`.

## Tags

The slugs of each search filter, with their labels:

${tagLines(taxonomy)}

${VENDORS_HEADING}

`;
}

/**
 * `/llms-full.txt` of a catalog version for one root URL (`siteRoot`): a title and summary,
 * the API's essentials and the tags, then every vendor in name order as a llmstxt.org link
 * list, pages made absolute under the root. Encoded with its ETag once per version, root
 * and API (`llmsFullHandler` keeps it), a thousand vendors at a time with `pause` between
 * slices (`cachePieces`).
 */
export function serializeLlmsFull(
  catalog: Pick<PreparedCatalog, "lastUpdated" | "sample" | "index">,
  root: string,
  settings: LlmsFullSettings,
  pause: Pause = yieldToEventLoop,
): Promise<CachedBody> {
  const vendors = catalog.index.vendors;
  function* pieces(): Generator<string> {
    yield head(catalog, root, settings);
    for (let from = 0; from < vendors.length; from += VENDORS_PER_CHUNK) {
      yield vendors
        .slice(from, from + VENDORS_PER_CHUNK)
        .map((vendor) => vendorLine(toPublicVendor(vendor, root)))
        .join("");
    }
  }
  return cachePieces(pieces(), pause);
}
