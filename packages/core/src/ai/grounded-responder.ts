import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { ChatResponder, ResponderInput } from "../ports.ts";

function labels(
  slugs: string[],
  dimension: "frameworks" | "regions" | "serviceTypes",
  taxonomy: TaxonomyIndex,
) {
  return slugs.map((slug) => taxonomy.bySlug(dimension, slug)?.label ?? slug);
}

/** " offering audit for SOC 2 covering Germany", or "" when no filter was understood. */
function describeFilters(input: ResponderInput, taxonomy: TaxonomyIndex): string {
  const services = labels(input.filters.serviceTypes, "serviceTypes", taxonomy);
  const frameworks = labels(input.filters.frameworks, "frameworks", taxonomy);
  const regions = labels(input.filters.regions, "regions", taxonomy);
  const parts = [
    services.length ? `offering ${services.join(" and ").toLowerCase()}` : "",
    frameworks.length ? `for ${frameworks.join(" and ")}` : "",
    regions.length ? `covering ${regions.join(" and ")}` : "",
  ];
  const phrase = parts.filter(Boolean).join(" ");
  return phrase ? ` ${phrase}` : "";
}

/** The answer text, composed from the retrieved vendors only. */
export function groundedAnswer(input: ResponderInput, taxonomy: TaxonomyIndex): string {
  const asked = describeFilters(input, taxonomy);
  if (input.vendors.length === 0) {
    return `I could not find a vendor in the directory${asked || " for that question"}. Try a broader region (for example the EU instead of one country), fewer frameworks, or name a framework, region or service type.`;
  }
  const intro =
    input.vendors.length === 1
      ? `Here is one vendor from the directory${asked}:`
      : `Here are ${input.vendors.length} vendors from the directory${asked}:`;
  const lines = input.vendors.map(
    (vendor) => `- ${vendor.name}: ${vendor.briefSummary} Details: ${vendor.detailsPage}`,
  );
  const closing =
    "They come from the directory's catalog, not an exhaustive search; check each vendor's scope and accreditation before you engage.";
  return [intro, ...lines, closing].join("\n");
}

/**
 * The built-in responder: no model, deterministic. It writes a short English answer
 * naming the retrieved vendors with one line each, streamed in small pieces like a model.
 */
export function groundedResponder(taxonomy: TaxonomyIndex): ChatResponder {
  return {
    model: "grounded-catalog",
    fixedLocale: "en",
    async *respond(input, signal) {
      const pieces = groundedAnswer(input, taxonomy).match(/\S+\s*/g) ?? [];
      for (let i = 0; i < pieces.length; i += 4) {
        if (signal.aborted) return;
        yield { text: pieces.slice(i, i + 4).join("") };
      }
      yield { finishReason: "stop" };
    },
  };
}
