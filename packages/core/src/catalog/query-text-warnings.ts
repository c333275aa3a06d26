import type { ParsedQueryText } from "./query-text.ts";
import type { Warning } from "./response-schemas.ts";

/**
 * What an answer says about how `q` was read beyond its filters: each misspelling corrected
 * (`QUERY_TERM_CORRECTED`) and each place searched as a broader region
 * (`QUERY_PLACE_WIDENED`): a city or subdivision as its country's tag, a country the
 * taxonomy has no tag for as its broader region.
 */
export function queryTextWarnings(text: ParsedQueryText): Warning[] {
  const warnings: Warning[] = text.corrections.map(({ original, correction }) => ({
    code: "QUERY_TERM_CORRECTED",
    message: `q: "${original}" was read as "${correction}".`,
  }));
  for (const place of text.places) {
    if (place.kind === "country" && !place.widened) continue;
    const named = place.kind === "country" ? place.place : `${place.place}, ${place.country}`;
    const where = named === place.written ? "" : ` (${named})`;
    const why = place.widened
      ? `the taxonomy has no region for ${place.country}, so it is served as ${place.region}`
      : `vendors are tagged by country, so it is served as ${place.region}`;
    warnings.push({
      code: "QUERY_PLACE_WIDENED",
      message: `q: "${place.written}"${where}: ${why}.`,
    });
  }
  return warnings;
}
