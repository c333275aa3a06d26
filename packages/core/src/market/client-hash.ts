import { toBase64url } from "../base64url.ts";
import { BoundedMap } from "../bounded-map.ts";
import { hmacKey, type SecretSetting } from "../hmac-key.ts";

const encoder = new TextEncoder();

/** Clients of the newest day whose ids are kept, so that a returning client costs no HMAC. */
export const REMEMBERED_CLIENTS = 10_000;

/**
 * Turns a client IP into an opaque id for one UTC day: HMAC-SHA256 of the day and the IP
 * under a secret, so the salt rotates daily and ids of different days cannot be linked
 * without the secret. The raw IP goes no further than this function: the ids of up to
 * `REMEMBERED_CLIENTS` clients of the newest day seen are kept in process memory (never
 * stored or logged) and forgotten when a newer day begins. A secret source is loaded on
 * the first hash; while it cannot be, hashing rejects (the event is not counted).
 */
export function clientHasher(secret: SecretSetting): (ip: string, day: number) => Promise<string> {
  const key = hmacKey(secret, ["sign"]);
  const hash = async (text: string) => {
    const mac = await crypto.subtle.sign("HMAC", await key(), encoder.encode(text));
    return toBase64url(new Uint8Array(mac, 0, 16));
  };
  const remembered = new BoundedMap<string, Promise<string>>(REMEMBERED_CLIENTS);
  let newestDay = Number.NEGATIVE_INFINITY;
  return (ip, day) => {
    const text = `${day}\u0000${ip}`;
    if (day > newestDay) {
      remembered.clear();
      newestDay = day;
    }
    // A late event of an earlier day is hashed but not kept.
    if (day < newestDay) return hash(text);
    const known = remembered.get(text);
    if (known) return known;
    const id = hash(text);
    remembered.set(text, id);
    id.catch(() => {
      if (remembered.get(text) === id) remembered.delete(text);
    });
    return id;
  };
}

/** A random secret for when none is configured (ids then differ between processes). */
export function randomSecret(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(32)));
}
