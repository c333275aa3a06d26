/**
 * The MCP server's tools as people read them: name, title and description. The /mcp page
 * shows these; `MCP_TOOLS` adds the schemas the stdio server needs, so a build that only
 * serves the page (a Worker) leaves the schemas out.
 */
export const MCP_TOOL_TEXTS = {
  search_vendors: {
    title: "Search vendors",
    description:
      "Find GRC service vendors carrying every given framework, region and service type (exact tags, aliases accepted), in name order, not ranked. Give at least one filter or a q that names one. The result says how many match in all (total); when more remain it carries a cursor: call again with the same filters and that cursor for the next page.",
  },
  get_vendor: {
    title: "Get one vendor",
    description:
      "One listed vendor by its slug (as in its page URL, /vendors/<slug>) or by its name (case and accents ignored; the legal form, such as GmbH or Ltd, may be left out), with every public field and its page. When no vendor has that name, the closest names are suggested.",
  },
  market_point: {
    title: "Directory interest: one framework and/or region",
    description:
      "Views of the directory's pages for a framework, a region or both, with growth and rank when there is enough volume. Not market share. Each lookup counts once per client and day.",
  },
  market_ranking: {
    title: "Directory interest: ranking",
    description:
      "Frameworks, regions or combinations ranked by directory page views (rows with at least 10 views).",
  },
  taxonomy: {
    title: "Accepted filter values",
    description: "The canonical slugs accepted for framework, region and service_type.",
  },
  ask_ai: {
    title: "Ask AI",
    description:
      'Ask a question in plain words; the answer recommends up to 5 listed vendors, ranked by fit, with their pages. The result carries a token: pass it back as token to ask a follow-up ("which of those speak German?", "tell me more about <vendor>").',
  },
} as const;
