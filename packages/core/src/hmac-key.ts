import { loadOnce } from "./load-once.ts";
import type { SecretSource } from "./ports.ts";

/** A secret given as text, or a source that loads it (from a shared store). */
export type SecretSetting = string | SecretSource;

const encoder = new TextEncoder();

/**
 * The HMAC-SHA256 key of a secret, made on first use and then kept. A secret source that
 * fails (its store is down) leaves nothing kept: the next call loads again.
 */
export function hmacKey(secret: SecretSetting, usages: KeyUsage[]): () => Promise<CryptoKey> {
  const importKey = (text: string) =>
    crypto.subtle.importKey(
      "raw",
      encoder.encode(text),
      { name: "HMAC", hash: "SHA-256" },
      false,
      usages,
    );
  return loadOnce(() =>
    typeof secret === "string" ? importKey(secret) : secret.secret().then(importKey),
  );
}
