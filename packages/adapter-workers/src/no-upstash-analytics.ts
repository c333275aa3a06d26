/**
 * Stands in for `@upstash/core-analytics` in a Worker bundle. `@upstash/ratelimit` imports
 * it at module top even with `analytics: false`, and the Upstash rate limiter never turns
 * analytics on, so nothing of it runs; aliased to this module (wrangler's `[alias]`), the
 * Worker script is about 1.9 KiB gzip smaller. Constructing it throws, so a build that did
 * turn analytics on fails loudly instead of silently counting nothing.
 */
export class Analytics {
  constructor() {
    throw new Error(
      "@upstash/core-analytics is aliased to @grc-directory/adapter-workers/no-upstash-analytics in this build; remove the alias to use @upstash/ratelimit's analytics",
    );
  }
}
