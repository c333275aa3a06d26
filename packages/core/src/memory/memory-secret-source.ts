import { randomSecret } from "../market/client-hash.ts";
import type { SecretSource } from "../ports.ts";

/**
 * A random secret drawn once for this process, on its first use (not when the source is made:
 * a Worker may build its API at its global scope, where no random value may be drawn): only
 * this process agrees on it, and it is gone with a restart. For a single instance without a
 * shared store.
 */
export function memorySecretSource(): SecretSource {
  let value: string | undefined;
  return {
    secret: async () => {
      value ??= randomSecret();
      return value;
    },
  };
}
