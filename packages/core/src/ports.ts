import type { Catalog } from "./catalog/catalog-document.ts";

/**
 * What a handler needs from the world outside core. Every port is a small interface
 * with an in-memory implementation in `memory/`, so `createApi()` runs as is.
 */

/** Per-request context an adapter passes to `api.fetch(request, context)`. */
export interface RequestContext {
  /** The peer address of the connection, when the runtime knows it. */
  clientAddress?: string;
  /** Runs work after the response (Workers `ctx.waitUntil`). */
  waitUntil?(promise: Promise<unknown>): void;
}

/** The catalog a request is answered from, and where it came from. */
export interface CatalogSnapshot {
  catalog: Catalog;
  /** `live` when served from a configured live store, `static` for a bundled snapshot. */
  source: "live" | "static";
  /** True when a live store was configured but the static snapshot had to serve. */
  fallback: boolean;
}

/** Supplies the current catalog. Return the same `Catalog` object while it is unchanged. */
export interface CatalogSource {
  current(): Promise<CatalogSnapshot>;
}

/** A rate-limit policy: at most `limit` requests per `windowSeconds` per key. */
export interface RateLimitPolicy {
  /** The policy name advertised in `RateLimit-Policy`, e.g. `catalog`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** The outcome of counting one request against a policy. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1 while blocked). */
  resetSeconds: number;
}

/** Counts requests per key. */
export interface RateLimiter {
  limit(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision>;
}

/** The current time, injectable for tests. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** Finds the client's IP address for rate limiting; `undefined` when it cannot tell. */
export type ClientIpResolver = (request: Request, context: RequestContext) => string | undefined;

/** Structured log sink. Core logs only what an operator must act on. */
export interface Logger {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
