import type { RateLimitDecision, RateLimitPolicy } from "../ports.ts";

/**
 * The IETF `RateLimit-Policy` / `RateLimit` header pair for a decision, plus
 * `Retry-After` when the request was refused.
 */
export function rateLimitHeaders(
  policy: RateLimitPolicy,
  decision: RateLimitDecision,
): Record<string, string> {
  const headers: Record<string, string> = {
    "ratelimit-policy": `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`,
    ratelimit: `"${policy.name}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (!decision.allowed) headers["retry-after"] = String(Math.max(1, decision.resetSeconds));
  return headers;
}
