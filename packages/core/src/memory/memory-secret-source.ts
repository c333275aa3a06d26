import { randomSecret } from "../market/client-hash.ts";
import type { SecretSource } from "../ports.ts";

/**
 * A random secret drawn once for this process: only this process agrees on it, and it is
 * gone with a restart. For a single instance without a shared store.
 */
export function memorySecretSource(): SecretSource {
  const value = randomSecret();
  return { secret: async () => value };
}
