import type { Catalog } from "../catalog/catalog-document.ts";
import { toPublicVendor } from "../catalog/vendor-schema.ts";
import { toHex } from "../crypto/hex.ts";

const encoder = new TextEncoder();

/**
 * The Ask AI corpus as bytes: the public projection of every vendor, by slug. Only what
 * the assistant may repeat is hashed, so the digest pins exactly what it can recommend.
 */
function corpusBytes(catalog: Catalog): Uint8Array {
  const vendors = [...catalog.vendors]
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .map((vendor) => toPublicVendor(vendor));
  return encoder.encode(JSON.stringify(vendors));
}

/** SHA-256 (hex) of a catalog's Ask AI corpus. */
export async function corpusDigest(catalog: Catalog): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    corpusBytes(catalog) as Uint8Array<ArrayBuffer>,
  );
  return toHex(new Uint8Array(digest));
}

/** Why the corpus may not be used, or null when it may. */
export type CorpusProblem = "empty" | "digest_mismatch" | null;

/**
 * The integrity gate: the corpus must be non-empty and, when an expected digest is
 * configured, hash to it. A prepared catalog runs it once per expected digest
 * (`PreparedCatalog.corpusProblem`).
 */
export async function corpusProblem(
  catalog: Catalog,
  expected: string | undefined,
): Promise<CorpusProblem> {
  if (catalog.vendors.length === 0) return "empty";
  if (expected === undefined) return null;
  return (await corpusDigest(catalog)) === expected.toLowerCase() ? null : "digest_mismatch";
}
