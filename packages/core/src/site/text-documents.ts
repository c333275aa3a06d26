import { MAX_LIMIT } from "../catalog/search-query.ts";
import { sitePath } from "../http/base-path.ts";
import { EXTERNAL_INTEREST_CAPS } from "../market/methodology.ts";
import type { RateLimitPolicy } from "../ports.ts";
import type { Deprecation } from "./deprecations.ts";

/** Settings the public documents are written from. */
export interface SiteSettings {
  /** The directory's name in titles. */
  name: string;
  /** The fast-track listing price, as shown to people (e.g. "EUR 490"). */
  fastTrackPrice: string;
  /** The source repository, named on the MCP server card when set. */
  repositoryUrl?: string;
}

/**
 * What this deployment does, as configured: the documents state these, never the defaults.
 */
export interface DeploymentFacts {
  /** The limit on catalog and market GETs per client IP. */
  catalogPolicy: Pick<RateLimitPolicy, "limit" | "windowSeconds">;
  /** The limit on page views (HTML and Markdown pages) per client. */
  pagePolicy: Pick<RateLimitPolicy, "limit" | "windowSeconds">;
  /** The market has a store (else it answers 503 MARKET_NOT_CONFIGURED). */
  market: boolean;
  /** Ask AI is enabled (else it answers 503 disabled). */
  ai: boolean;
}

/** A rate limit as it is configured, in words. */
export function limitText(policy: Pick<RateLimitPolicy, "limit" | "windowSeconds">): string {
  return `${policy.limit} requests per ${policy.windowSeconds} seconds per IP`;
}

/**
 * `/llms.txt` in the llmstxt.org structure: title, summary, then link sections, pages by
 * their `.md` URLs, and an `Optional` section an agent short of context may skip. `root` is
 * the directory's root URL (origin plus any `basePath`).
 */
export function llmsTxt(root: string, site: SiteSettings, facts: DeploymentFacts): string {
  return `# ${site.name} API

> Public, read-only API of a curated directory of ISO 27001, SOC 2 and other governance, risk and compliance (GRC) service vendors: catalog search by exact tags, a full tools dump, directory page-interest statistics ("market"), and an Ask AI chat streamed as server-sent events.

No authentication and no API key. Catalog and market GETs allow ${limitText(facts.catalogPolicy)}, pages ${limitText(facts.pagePolicy)} (see the RateLimit headers). Search results are unranked, in name order; "region" means service coverage, not headquarters. Market figures are first-party page interest, not market share.

## API

- [OpenAPI 3.1 document](${root}/openapi.json): every endpoint, parameter, response and error code
- [Catalog search](${root}/api/v1/search?framework=iso-27001&region=de): filter by framework, region, service_type (repeat to AND) or free text q; limit up to ${MAX_LIMIT}; total counts every match, and next (also a Link header) is the following page
- [Tools dump](${root}/api/tools.json): every listed vendor, public fields only
- [Full catalog in Markdown](${root}/llms-full.txt): every listed vendor with its summary, tags and page, and the API's essentials, in one text
- [Directory interest](${root}/api/v1/market?dimension=frameworks): point lookups (framework, region) and rankings (frameworks, regions, combinations) over 30 or 90 days${facts.market ? "; a point lookup counts as interest in what it names" : " (not configured on this deployment: 503)"}
- [Ask AI](${root}/api/ai-search): POST {"message": "..."}; answers as text/event-stream (meta, delta, done, error)${facts.ai ? "" : " (disabled on this deployment: 503)"}

## Directory pages

Every page answers in HTML, and in Markdown at its \`.md\` URL (linked here) or with \`Accept: text/markdown\`.

- [Home](${root}/index.md): search the directory, and Ask AI
- [Directory index](${root}/grc-services.md): every framework and region page, each listing its vendors
- Vendor pages: each vendor's \`detailsPage\` in search results, the tools dump and the full catalog (the directory's own are under /vendors/, in Markdown at /vendors/{slug}.md), with schema.org JSON-LD
- [Trends](${root}/trends.md): what people look for, per framework, region and combination

## Docs

- [Developer portal](${root}/developers.md): endpoints, errors, limits and curl examples
- [MCP](${root}/mcp.md): the MCP server for this API, and how to connect a client by URL (Streamable HTTP at /mcp) or over stdio

## Optional

- [Agent instructions](${root}/agent.txt): how an agent should use this API, in plain text
- [Trends methodology](${root}/trends/methodology.md): what the interest figures count, their caps and limits
- [Deprecation policy](${root}/deprecation.md): versioning and how removals are announced
- [Pricing](${root}/pricing.md): API use is free; listing options
- [MCP server card](${root}/.well-known/mcp/server-card.json): the MCP server, machine-readable
`;
}

/** `/agent.txt`: plain instructions for software agents; `root` as for `llmsTxt`. */
export function agentTxt(root: string, site: SiteSettings, facts: DeploymentFacts): string {
  const caps = EXTERNAL_INTEREST_CAPS;
  const market = facts.market
    ? `5. GET /api/v1/market reports first-party page interest in the directory. It is not market
   share, adoption, unique buyers or visitor location; quote its limitations with any number.
   Each GET point lookup answered 200 is counted as interest in every key it names (at most
   ${caps.perClientPerKeyPerDay} per client, key and UTC day; at most ${caps.perKeyPerDay} per key and UTC day from all API
   clients), so do not repeat lookups to probe the metric. Rankings count nothing.`
    : `5. GET /api/v1/market is not configured on this deployment and answers 503
   MARKET_NOT_CONFIGURED.`;
  const ai = facts.ai
    ? `6. POST /api/ai-search answers questions in a server-sent event stream and recommends only
   listed vendors, each with a detailsPage link. Keep done.token to ask a follow-up.`
    : "6. POST /api/ai-search is disabled on this deployment and answers 503 disabled.";
  return `${site.name} API: instructions for agents

Base URL: ${root}
Machine-readable spec: ${root}/openapi.json
Site index: ${root}/llms.txt
Every vendor, in Markdown: ${root}/llms-full.txt
MCP over Streamable HTTP (stateless, one JSON-RPC message per POST): ${root}/mcp

1. Find vendors with GET /api/v1/search. Give at least one of framework, region or
   service_type (slugs such as iso-27001, soc-2, de, us, audit, penetration-testing; aliases
   like "ISO 27001" or "Germany" work too), or a free-text q that names one. Repeated values
   are ANDed. Results are in name order, not ranked; do not present them as a ranking.
2. Region means the regions a vendor serves, not where it is based.
3. A 422 UNKNOWN_ALIAS carries suggested slugs in error.unknown: retry with one of them.
4. A search answer's total counts every match; while more remain, follow its next URL (or
   pass its cursor with the same filters) for the following page. GET /api/tools.json
   returns the whole catalog (public fields) in one document; prefer it over paging through
   searches when you need everything.
${market}
${ai}
7. Respect the limits: ${limitText(facts.catalogPolicy)} on catalog and market requests,
   ${limitText(facts.pagePolicy)} on pages (RateLimit headers), and Retry-After on any 429. Search, the tools dump and these documents carry
   an ETag: reuse them with If-None-Match (304). Market answers are never cached
   (Cache-Control: no-store) and carry no ETag; Ask AI streams are not cacheable either.
8. Nothing you send is published or changes the catalog; there is no sandbox and no
   authentication. What is counted: market point lookups (above), views of the directory's
   /grc-services/ pages, and requests against the rate limits.
`;
}

/** `/deprecation.md`: the versioning policy of the contract, and what is deprecated now. */
export function deprecationMd(
  site: SiteSettings,
  deprecations: Record<string, Deprecation>,
  basePath = "",
): string {
  const current = Object.entries(deprecations);
  const list =
    current.length === 0
      ? "No route is deprecated and no sunset is scheduled."
      : current
          .map(
            ([path, d]) =>
              `- \`${basePath}${path}\`: deprecated since ${d.deprecatedAt}, removed on ${d.sunset}. Migration note: ${sitePath(d.link, basePath)}`,
          )
          .join("\n");
  return `# ${site.name} API: deprecation policy

## Versions

- Stable REST endpoints carry a major version in the path, starting at \`/api/v1/\`.
- Backward-compatible changes (new fields, new optional parameters, new endpoints) may be
  made within v1. Clients must ignore fields they do not know.
- A breaking change requires a new major version (\`/api/v2/\`); v1 keeps working beside it.
- The unversioned aliases \`/api/search\` and \`/api/market\` run the same handlers as their
  v1 paths and remain available.
- Response bodies carry \`schemaVersion\`; market bodies also \`methodologyVersion\`.

## Removal

Before a stable version or route is removed:

1. A migration note is published here.
2. Its answers carry \`Deprecation\` (RFC 9745) and \`Sunset\` (RFC 8594) headers, and a
   \`Link\` to the note, at least 90 days before removal.

## Now

${list}
`;
}

/** `/pricing.md`. */
export function pricingMd(site: SiteSettings, facts: DeploymentFacts): string {
  return `# ${site.name}: pricing

## API

API lookup is free: catalog search, the tools dump, directory interest and Ask AI need no
key and cost nothing. Fair-use limits apply (catalog and market: ${limitText(facts.catalogPolicy)}; pages: ${limitText(facts.pagePolicy)};
Ask AI has its own, tighter limits).

## Listing a vendor

- **Free (queued)**: submit your firm; it is reviewed and listed in turn.
- **Fast-track**: reviewed and listed ahead of the queue for ${site.fastTrackPrice}.

Listing never changes ranking: search results are in name order, not ranked.
`;
}
