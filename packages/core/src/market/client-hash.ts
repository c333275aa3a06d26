import { toBase64url } from "../crypto/base64url.ts";
import { hmacSigner, type SecretSetting } from "../crypto/hmac-signer.ts";

const encoder = new TextEncoder();

/**
 * Turns a client IP into an opaque id for one UTC day: HMAC-SHA256 of the day and the IP
 * under a secret (its first 16 bytes), so the salt rotates daily and ids of different days
 * cannot be linked without the secret. The raw IP goes no further than this function, and
 * nothing here keeps it. A secret source is loaded on the first hash; while it cannot be,
 * hashing rejects (the event is not counted).
 */
export function clientHasher(secret: SecretSetting): (ip: string, day: number) => Promise<string> {
  const signer = hmacSigner(secret);
  return async (ip, day) =>
    toBase64url((await signer())(encoder.encode(`${day}\u0000${ip}`)).subarray(0, 16));
}

/** A random secret for when none is configured (ids then differ between processes). */
export function randomSecret(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(32)));
}
