import type { Dimension } from "../taxonomy.ts";

const PREFIX: Readonly<Record<string, Dimension>> = {
  f: "frameworks",
  r: "regions",
  s: "serviceTypes",
};

/** The filters an `expect` string names (`f:iso-27001 r:de,at s:audit`), sorted per dimension. */
export function expectedFilters(expect: string): Record<Dimension, string[]> {
  const filters: Record<Dimension, string[]> = { frameworks: [], regions: [], serviceTypes: [] };
  for (const part of expect.split(" ").filter(Boolean)) {
    const [prefix = "", slugs = ""] = part.split(":");
    const dimension = PREFIX[prefix];
    if (!dimension) throw new Error(`bad expectation "${expect}"`);
    filters[dimension] = slugs.split(",").sort();
  }
  return filters;
}
