import { sha256 } from "@noble/hashes/sha2.js";
import * as v from "valibot";
import { fromBase64url, toBase64url } from "../crypto/base64url.ts";
import type { NamePosition, TagFilters } from "./search-index.ts";

/**
 * A search cursor: where the next page of a search starts, bound to the search it was
 * issued for. It is opaque to clients: unpadded base64url of
 *
 *   version (1 byte) | filters digest (8 bytes) | UTF-8 JSON `[name, slug]` | integrity (8 bytes)
 *
 * The version says how to read the rest. The filters digest is the start of the SHA-256 of
 * the canonical filters (`filtersDigest`): a cursor serves only searches that resolve to the
 * same filters, however they were spelled. `[name, slug]` is the last vendor of the page it
 * followed: a position in name order, not an offset, so that vendors added or removed before
 * it between two pages neither repeat nor go missing. The integrity digest, the start of the
 * SHA-256 of everything before it, makes any change to a cursor (a character flipped, cut or
 * added) an invalid cursor rather than another position.
 *
 * There is no secret in it, on purpose: a forged cursor can only name a position in name
 * order and a filters digest, which is no more than a client may ask for by searching, and
 * reveals nothing (every vendor in it is public). So cursors stay valid across instances and
 * restarts, and there is no key to configure or rotate.
 */
export interface SearchCursor {
  /** `filtersDigest` of the search the cursor was issued for. */
  filters: string;
  /** The last vendor of the previous page: the next page starts strictly after it. */
  after: NamePosition;
}

/** The cursor format; a cursor of any other version is invalid. */
export const SEARCH_CURSOR_VERSION = 1;

/**
 * The longest cursor read: anything longer is refused before it is decoded. Every cursor the
 * API issues is shorter: a vendor name of 200 characters and a slug of 200 (the catalog's
 * limits) take at most 1,405 bytes as JSON (a name of control characters, each escaped in
 * six), 1,896 characters with the digests in base64url.
 */
export const MAX_CURSOR_LENGTH = 2048;

const DIGEST_BYTES = 8;
const HEADER_BYTES = 1 + DIGEST_BYTES;

const PositionSchema = v.strictTuple([
  v.pipe(v.string(), v.nonEmpty()),
  v.pipe(v.string(), v.nonEmpty()),
]);

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

const digestOf = (bytes: Uint8Array) => sha256(bytes).subarray(0, DIGEST_BYTES);

/** The digest of the canonical filters: each dimension's slugs deduplicated and sorted. */
function filtersDigestBytes(filters: TagFilters): Uint8Array {
  const canonical = [filters.frameworks, filters.regions, filters.serviceTypes].map((slugs) =>
    [...new Set(slugs)].sort(),
  );
  return digestOf(encoder.encode(JSON.stringify(canonical)));
}

/**
 * A short digest of the filters a search resolved to, as `SearchCursor.filters` holds it:
 * `q=iso 27001 in germany` and `framework=iso-27001&region=de` share it, and neither the
 * order nor the repetition of values changes it.
 */
export function filtersDigest(filters: TagFilters): string {
  return toBase64url(filtersDigestBytes(filters));
}

/** The cursor of the page after the one that ended on `after`, for a search on `filters`. */
export function encodeSearchCursor(filters: TagFilters, after: NamePosition): string {
  const position = encoder.encode(JSON.stringify([after.name, after.slug]));
  const bytes = new Uint8Array(HEADER_BYTES + position.length + DIGEST_BYTES);
  bytes[0] = SEARCH_CURSOR_VERSION;
  bytes.set(filtersDigestBytes(filters), 1);
  bytes.set(position, HEADER_BYTES);
  bytes.set(digestOf(bytes.subarray(0, bytes.length - DIGEST_BYTES)), bytes.length - DIGEST_BYTES);
  return toBase64url(bytes);
}

/**
 * Reads a cursor, or null when it is not one `encodeSearchCursor` wrote, however it is
 * wrong: too long (refused unread), not canonical base64url, too short, another version, a
 * failed integrity check, or a position that is not `[name, slug]` in UTF-8 JSON. Its work
 * is bounded by `MAX_CURSOR_LENGTH`, and it never throws.
 */
export function decodeSearchCursor(token: string): SearchCursor | null {
  if (token.length > MAX_CURSOR_LENGTH) return null;
  const bytes = fromBase64url(token);
  if (!bytes || bytes.length <= HEADER_BYTES + DIGEST_BYTES) return null;
  if (bytes[0] !== SEARCH_CURSOR_VERSION) return null;
  const checked = bytes.subarray(0, bytes.length - DIGEST_BYTES);
  const integrity = bytes.subarray(bytes.length - DIGEST_BYTES);
  // A plain comparison: with no secret involved, timing tells an attacker nothing.
  if (!digestOf(checked).every((byte, i) => byte === integrity[i])) return null;
  let position: unknown;
  try {
    position = JSON.parse(decoder.decode(checked.subarray(HEADER_BYTES)));
  } catch {
    return null;
  }
  const parsed = v.safeParse(PositionSchema, position);
  if (!parsed.success) return null;
  const [name, slug] = parsed.output;
  return { filters: toBase64url(checked.subarray(1, HEADER_BYTES)), after: { name, slug } };
}
