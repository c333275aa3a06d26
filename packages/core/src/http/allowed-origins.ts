import { bareOrigin, validForwardedHost } from "./public-origin.ts";

/**
 * The browser origins an endpoint grants CORS to: any (`"*"`), or these besides the
 * deployment's own, each as browsers write it in `Origin` (`https://www.example.com`).
 */
export type AllowedOrigins = "*" | readonly string[];

/**
 * An entry as browsers write it in `Origin` (scheme and host lowercased, default port
 * dropped), when it is an http or https origin with at most a trailing "/"; else undefined.
 */
function asOrigin(entry: string): string | undefined {
  const origin = bareOrigin(entry);
  // A pattern such as `https://*.example.com` parses, but no browser sends it.
  return origin && validForwardedHost(new URL(origin).host) ? origin : undefined;
}

/**
 * The `ai.allowedOrigins` option (`AI_ALLOWED_ORIGINS`): `"*"`, or origins given as an
 * array or as one comma-separated string, each an http or https scheme, a host and an
 * optional port (`https://www.example.com`, `http://localhost:3000`), with no path, query,
 * fragment or wildcard. Empty entries are skipped. Anything else throws a `TypeError`
 * naming the option and the entry. Returns `"*"` or the origins as browsers send them,
 * or undefined when not set.
 */
export function parseAllowedOrigins(value: unknown): AllowedOrigins | undefined {
  if (value === undefined) return undefined;
  const entries = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(entries) || entries.some((entry) => typeof entry !== "string")) {
    throw new TypeError(
      `ai.allowedOrigins (AI_ALLOWED_ORIGINS) must be "*" or a list of origins; got ${JSON.stringify(value)}`,
    );
  }
  const given = (entries as string[]).map((entry) => entry.trim()).filter(Boolean);
  if (given.includes("*")) {
    if (given.length === 1) return "*";
    throw new TypeError(
      `ai.allowedOrigins (AI_ALLOWED_ORIGINS): "*" allows every origin and stands alone; got ${JSON.stringify(value)}`,
    );
  }
  const origins = new Set<string>();
  for (const entry of given) {
    const origin = asOrigin(entry);
    if (origin === undefined) {
      throw new TypeError(
        `ai.allowedOrigins (AI_ALLOWED_ORIGINS): ${JSON.stringify(entry)} is not an origin; write the scheme, host and optional port, such as "https://www.example.com", with no path, query or wildcard`,
      );
    }
    origins.add(origin);
  }
  return [...origins];
}

/** Whether `value` is a valid `AI_ALLOWED_ORIGINS`. */
export function isAllowedOriginsText(value: string): boolean {
  try {
    parseAllowedOrigins(value);
    return true;
  } catch {
    return false;
  }
}
