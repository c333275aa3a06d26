import type { RateLimitDecision, RateLimitPolicy } from "../ports.ts";

/**
 * The IETF `RateLimit-Policy` / `RateLimit` header pair for a decision (the client's own
 * count), plus `Retry-After` when the request was refused.
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

/**
 * `RateLimit` as an answer that a shared cache may store carries it: the policy's whole quota
 * and window (`"catalog";r=120;t=60`, the contract's constant), the same for every client,
 * since a CDN replays one client's answer to the next. It is read off the answer's
 * `RateLimit-Policy` (`"catalog";q=120;w=60`), the one place that names them.
 */
export function sharedRateLimit(policyHeader: string): string {
  return policyHeader.replace(/;q=(\d+);w=(\d+)$/, ";r=$1;t=$2");
}
