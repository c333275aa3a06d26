import type { CatalogLoadStatus } from "../ports.ts";

/**
 * One check of `/readyz`: `ok`; `degraded`, serving but not as configured (the catalog's
 * fallback copy); or `down`, with the error.
 */
export interface CheckReport {
  state: "ok" | "degraded" | "down";
  /** `false` when there was nothing outside the process to ask (a port without `ping`). */
  checked?: false;
  /** How long the check took, in whole ms (absent when nothing was asked). */
  latencyMs?: number;
  /** Why it is down. */
  error?: string;
}

/** The catalog check: which catalog serves, and what it is. */
export interface CatalogReport extends CheckReport {
  /** `live` from the configured live store, `static` for a bundled or given document. */
  source?: "live" | "static";
  /** The bundled copy serves because the live store has not loaded (`degraded`). */
  fallback?: boolean;
  /** The live store's version name, when the source gives one. */
  version?: string;
  /** The catalog document's `lastUpdated`. */
  lastUpdated?: string;
  /** Seconds since `lastUpdated`, when it is a date. */
  ageSeconds?: number;
  /** How many vendors it lists. */
  vendors?: number;
  /** The live version being loaded beside it, and how far (`CatalogSource.status`). */
  loading?: NonNullable<CatalogLoadStatus["loading"]>;
  /** The last load that failed, until one succeeds: the version, why, and when (ISO 8601). */
  lastFailure?: { version?: string; error: string; at: string };
}

/** The model check: the responder's model name, and whether its server answers. */
export interface ModelReport extends CheckReport {
  name?: string;
}
