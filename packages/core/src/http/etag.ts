import { toBase64url } from "../crypto/base64url.ts";

/** A strong ETag: the first 128 bits of the body's SHA-256, base64url. */
export async function strongEtag(body: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", body as Uint8Array<ArrayBuffer>);
  return digestEtag(new Uint8Array(digest));
}

/** The strong ETag of a body whose SHA-256 is `digest`: for a body hashed as it is made. */
export function digestEtag(digest: Uint8Array): string {
  return `"${toBase64url(digest.subarray(0, 16))}"`;
}

/**
 * Whether `If-None-Match` matches an ETag. RFC 9110 asks for the weak comparison here,
 * so `W/"x"` matches `"x"`; `*` matches any current representation.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
