import { toBase64url } from "../crypto/base64url.ts";
import { hmacSigner, type SecretSetting } from "../crypto/hmac-signer.ts";
import { RecentMap } from "../recent-map.ts";

const encoder = new TextEncoder();

/** How long a client's id is kept after it was made, and how many are kept at most. */
const KEPT_FOR_MS = 60_000;
const KEPT_IDS = 10_000;

/**
 * Turns a client IP into an opaque id for one UTC day: HMAC-SHA256 of the day and the IP
 * under a secret (its first 16 bytes), so the salt rotates daily and ids of different days
 * cannot be linked without the secret. The raw IP goes no further than this function, which
 * keeps the ids it made in the last minute (a client's next request costs a lookup, not a
 * MAC; no IP is held longer than a minute). A secret source is loaded on the
 * first hash; while it cannot be, hashing rejects (the event is not counted).
 */
export function clientHasher(secret: SecretSetting): (ip: string, day: number) => Promise<string> {
  const signer = hmacSigner(secret);
  const kept = new RecentMap<string, string>(KEPT_IDS, KEPT_FOR_MS);
  return async (ip, day) => {
    const input = `${day}\u0000${ip}`;
    let id = kept.get(input);
    if (id === undefined) {
      id = toBase64url((await signer())(encoder.encode(input)).subarray(0, 16));
      kept.set(input, id);
    }
    return id;
  };
}

/** A random secret for when none is configured (ids then differ between processes). */
export function randomSecret(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(32)));
}
