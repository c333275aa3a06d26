import { type Pause, yieldToEventLoop } from "../async/run-in-slices.ts";
import { type CachedBody, cachePieces } from "../http/cached-body.ts";
import type { Catalog } from "./catalog-document.ts";
import type { ToolsDump } from "./response-schemas.ts";
import { type StoredVendor, toPublicVendor } from "./vendor-schema.ts";

/** Vendors serialized at a time: a large catalog's dump is never one string. */
const VENDORS_PER_PIECE = 1_000;

/**
 * The tools dump of a catalog version for one root URL (`siteRoot`): every vendor's public
 * fields in name order, site-path details pages made absolute under the root. Serialized
 * with its ETag once per version and root (the prepared catalog keeps it), a thousand vendors
 * at a time with `pause` between slices (`cachePieces`): the same bytes as `JSON.stringify`
 * of the whole dump.
 */
export function serializeToolsDump(
  catalog: Pick<Catalog, "directory" | "lastUpdated">,
  vendors: readonly StoredVendor[],
  root: string,
  pause: Pause = yieldToEventLoop,
): Promise<CachedBody> {
  function* pieces(): Generator<string> {
    const empty: ToolsDump = {
      directory: catalog.directory,
      lastUpdated: catalog.lastUpdated,
      count: vendors.length,
      services: [],
    };
    // `{"directory":…,"services":[]}` without its closing `]}`.
    yield JSON.stringify(empty).slice(0, -2);
    for (let from = 0; from < vendors.length; from += VENDORS_PER_PIECE) {
      const piece = vendors.slice(from, from + VENDORS_PER_PIECE);
      const services = JSON.stringify(piece.map((vendor) => toPublicVendor(vendor, root)));
      // The vendors without their own brackets, after a comma from the second piece on.
      yield `${from === 0 ? "" : ","}${services.slice(1, -1)}`;
    }
    yield "]}";
  }
  return cachePieces(pieces(), pause);
}
