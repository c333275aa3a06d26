import { toBase64url } from "../crypto/base64url.ts";
import { hmacSigner, type SecretSetting } from "../crypto/hmac-signer.ts";
import { KEPT_CLIENT_IDS } from "../http/cache-budgets.ts";
import { countBoundedLru } from "../memory/count-bounded-lru.ts";

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

/**
 * `hash` with the current UTC day's ids kept (at most `max` clients), so that a client's id
 * is made once a day rather than on every point lookup and page view. Safe to keep: the
 * memo lives in this process only, as the rate limiter's client keys (the same normalised
 * addresses) already do; it is never written to a store or a log; it holds one day, and is
 * dropped whole when the day changes, so no two days' ids are ever linked through it; and it
 * is bounded, least recently used out first. A hash that fails (the secret not loaded yet)
 * is not kept. An earlier day than the kept one is hashed without the memo.
 */
export function memoisedClientHasher(
  hash: (ip: string, day: number) => Promise<string>,
  max = KEPT_CLIENT_IDS,
): (ip: string, day: number) => Promise<string> {
  const ids = countBoundedLru<string, string>(max);
  let keptDay = Number.NEGATIVE_INFINITY;
  return async (ip, day) => {
    if (day < keptDay) return hash(ip, day);
    if (day > keptDay) {
      ids.clear();
      keptDay = day;
    }
    const kept = ids.get(ip);
    if (kept !== undefined) return kept;
    const id = await hash(ip, day);
    // The day may have turned while the hash was made: keep only the day's own ids.
    if (day === keptDay) ids.set(ip, id);
    return id;
  };
}
