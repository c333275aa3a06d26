import type { CatalogLoadStatus, CatalogSnapshot, CatalogSource, Clock } from "../ports.ts";
import { boundedCall } from "./bounded-call.ts";
import type { CatalogReport } from "./check-report.ts";

/** What `/readyz` says of the catalog in service, and of the live version loading beside it. */
function describe(
  snapshot: CatalogSnapshot,
  status: CatalogLoadStatus,
  now: number,
): Omit<CatalogReport, "latencyMs"> {
  const { catalog, source, fallback, version } = snapshot;
  const updated = Date.parse(catalog.lastUpdated);
  const { loading, lastFailure } = status;
  return {
    state: fallback ? "degraded" : "ok",
    source,
    fallback,
    ...(version === undefined ? {} : { version }),
    lastUpdated: catalog.lastUpdated,
    ...(Number.isNaN(updated)
      ? {}
      : { ageSeconds: Math.max(0, Math.floor((now - updated) / 1000)) }),
    vendors: catalog.vendors.length,
    ...(loading && { loading }),
    ...(lastFailure && {
      lastFailure: { ...lastFailure, at: new Date(lastFailure.at).toISOString() },
    }),
  };
}

/**
 * The catalog check: the catalog in service (`current()`), bounded by `timeoutMs`. `down`
 * when the source rejects, throws, answers something that is not a snapshot, or has not
 * answered in time (its first load still running, or hung): then the API cannot serve.
 */
export async function catalogCheck(
  catalogs: CatalogSource,
  timeoutMs: number,
  clock: Clock,
): Promise<CatalogReport> {
  const outcome = await boundedCall(
    async () => describe(await catalogs.current(), catalogs.status?.() ?? {}, clock.now()),
    timeoutMs,
    clock,
  );
  return outcome.ok
    ? { ...outcome.value, latencyMs: outcome.latencyMs }
    : { state: "down", latencyMs: outcome.latencyMs, error: outcome.error };
}
