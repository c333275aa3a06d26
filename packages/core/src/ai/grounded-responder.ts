import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import type { CandidateVendor, ChatResponder, ResponderChunk, ResponderInput } from "../ports.ts";
import { FALLBACK_PHRASES, GROUNDED_PHRASES, type GroundedPhrases } from "./grounded-phrases.ts";
import { localizedLabels } from "./localized-labels.ts";

/** " offering audit for SOC 2 covering Germany", or "" when no filter was understood. */
function describeFilters(
  input: ResponderInput,
  taxonomy: TaxonomyIndex,
  text: GroundedPhrases,
  locale: string,
) {
  const join = (items: string[]) => items.join(` ${text.and} `);
  const { serviceTypes, frameworks: frameworkSlugs, regions: regionSlugs } = input.filters;
  const services = localizedLabels(serviceTypes, "serviceTypes", taxonomy, locale, true);
  const frameworks = localizedLabels(frameworkSlugs, "frameworks", taxonomy, locale);
  const regions = localizedLabels(regionSlugs, "regions", taxonomy, locale).map((label, i) => {
    // Where it looked: "Portugal (Lisbon)", "Asia-Pacific (Hong Kong)".
    const named = (input.places ?? [])
      .filter((place) => place.region === regionSlugs[i] && place.name !== label)
      .map((place) => place.name);
    return named.length ? `${label} (${[...new Set(named)].join(", ")})` : label;
  });
  const phrase = [
    services.length ? `${text.offering} ${join(services)}` : "",
    frameworks.length ? `${text.for} ${join(frameworks)}` : "",
    regions.length ? `${text.covering} ${join(regions)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return phrase ? ` ${phrase}` : "";
}

/** One vendor in detail, for "tell me more about …". */
function vendorDetails(
  vendor: CandidateVendor,
  taxonomy: TaxonomyIndex,
  text: GroundedPhrases,
  locale: string,
) {
  const { fields } = text;
  const labels = (slugs: readonly string[], dimension: "frameworks" | "regions" | "serviceTypes") =>
    localizedLabels(slugs, dimension, taxonomy, locale);
  const line = (label: string, items: readonly string[]) =>
    items.length ? [`- ${label}: ${items.join(", ")}`] : [];
  return [
    `${vendor.name}: ${vendor.briefSummary}`,
    ...line(fields.services, labels(vendor.serviceType, "serviceTypes")),
    ...line(fields.frameworks, labels(vendor.complianceFrameworkExpertise, "frameworks")),
    ...line(fields.regions, labels(vendor.regionCovered, "regions")),
    ...line(fields.industries, vendor.industrySpecialization),
    ...line(fields.sizes, vendor.targetClientsSize),
    ...line(fields.languages, vendor.supportedLanguages),
    ...line(fields.problems, vendor.problemsTheySolve),
    `${fields.details}: ${vendor.detailsPage}`,
    text.closing,
  ].join("\n");
}

/** The answer text in the input's locale, composed from the retrieved vendors only. */
export function groundedAnswer(input: ResponderInput, taxonomy: TaxonomyIndex): string {
  const phrases = GROUNDED_PHRASES[input.locale];
  const text = phrases ?? FALLBACK_PHRASES;
  const locale = phrases ? input.locale : "en";
  if (input.intent === "off_topic") return text.offTopic;
  const focus = input.vendors[0];
  if (input.intent === "vendor" && focus) return vendorDetails(focus, taxonomy, text, locale);
  const asked = describeFilters(input, taxonomy, text, locale);
  if (input.vendors.length === 0) return text.none(asked);
  const { sizes, industries, languages } = input.signals;
  const wanted = [...sizes, ...industries, ...languages];
  const lines = input.vendors.map(
    (vendor) =>
      `- ${vendor.name}: ${vendor.briefSummary} ${text.fields.details}: ${vendor.detailsPage}`,
  );
  return [
    text.intro(input.vendors.length, input.matchedCount, asked),
    ...lines,
    ...(wanted.length ? [`${text.rankedBy}: ${wanted.join(", ")}.`] : []),
    text.closing,
  ].join("\n");
}

/** The answer in pieces of four words, as a model streams them, then why it ended. */
function groundedChunks(input: ResponderInput, taxonomy: TaxonomyIndex): ResponderChunk[] {
  const pieces = groundedAnswer(input, taxonomy).match(/\S+\s*/g) ?? [];
  const chunks: ResponderChunk[] = [];
  for (let i = 0; i < pieces.length; i += 4) chunks.push({ text: pieces.slice(i, i + 4).join("") });
  chunks.push({ finishReason: "stop" });
  return chunks;
}

/**
 * The built-in responder: no model, deterministic. It writes a short answer in English,
 * German, French or Spanish naming the retrieved vendors, in small pieces like a model;
 * vendor summaries stay as the catalog wrote them. Its whole answer is ready at once
 * (`respondAtOnce`), so it is sent as one complete event stream.
 */
export function groundedResponder(taxonomy: TaxonomyIndex): ChatResponder {
  return {
    model: "grounded-catalog",
    locales: Object.keys(GROUNDED_PHRASES),
    async *respond(input, signal) {
      for (const chunk of groundedChunks(input, taxonomy)) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
    respondAtOnce: (input) => groundedChunks(input, taxonomy),
  };
}
