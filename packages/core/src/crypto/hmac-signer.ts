import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { loadOnce } from "../async/load-once.ts";
import type { SecretSource } from "../ports.ts";

/** A secret given as text, or a source that loads it (from a shared store). */
export type SecretSetting = string | SecretSource;

/** HMAC-SHA256 of some bytes under one secret. */
export type HmacSha256 = (data: Uint8Array) => Uint8Array;

const encoder = new TextEncoder();

/**
 * The HMAC-SHA256 of a secret, made on first use and then kept. A secret source that fails
 * (its store is down) leaves nothing kept: the next call loads again. Computed in JavaScript
 * by `@noble/hashes` (audited, the same bytes as Web Crypto) because it is synchronous: a Web
 * Crypto call is queued as a job of the runtime, which costs more than the MAC itself.
 */
export function hmacSigner(secret: SecretSetting): () => Promise<HmacSha256> {
  const signer = (text: string): HmacSha256 => {
    // The keyed state (the key's inner and outer pads, hashed) is made once per secret; each
    // MAC continues a copy of it.
    const keyed = hmac.create(sha256, encoder.encode(text));
    return (data) => keyed.clone().update(data).digest();
  };
  return loadOnce(async () => signer(typeof secret === "string" ? secret : await secret.secret()));
}

/** Whether two MACs are equal, in a time that depends on their length alone. */
export function sameMac(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
