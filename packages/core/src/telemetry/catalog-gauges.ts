import { catalogCheck } from "../health/catalog-check.ts";
import type { CatalogSource, Clock } from "../ports.ts";
import type { Telemetry } from "./instruments.ts";

/** A scrape waits at most this long for the catalog source. */
const SCRAPE_TIMEOUT_MS = 1000;

/**
 * The catalog in service as observed at each collection: `grc.catalog.info` (1, labelled
 * with its `source`, `fallback` and `version`), `grc.catalog.age` (seconds since its
 * `lastUpdated`) and `grc.catalog.vendors`. Nothing is observed while no catalog serves.
 * A live source's loads too (`CatalogSource.status`): `grc.catalog.loads` (by `outcome`: each
 * one `succeeded` is a version served), `grc.catalog.chunks.fetched`, and of the last load that
 * succeeded `grc.catalog.load.duration` and `grc.catalog.load.longest_slice` (the longest it held
 * the event loop at once).
 */
export function observeCatalog(telemetry: Telemetry, catalogs: CatalogSource, clock: Clock): void {
  const { meter } = telemetry;
  const info = meter.createObservableGauge("grc.catalog.info", {
    description: "The catalog in service: 1, labelled with its source, fallback and version.",
  });
  const age = meter.createObservableGauge("grc.catalog.age", {
    unit: "s",
    description: "Seconds since the catalog in service was last updated (its lastUpdated).",
  });
  const vendors = meter.createObservableGauge("grc.catalog.vendors", {
    unit: "{vendor}",
    description: "Vendors in the catalog in service.",
  });
  const loads = meter.createObservableCounter("grc.catalog.loads", {
    unit: "{load}",
    description: "Live catalog versions loaded (outcome succeeded: a version served) or given up.",
  });
  const chunks = meter.createObservableCounter("grc.catalog.chunks.fetched", {
    unit: "{chunk}",
    description: "Live catalog chunks fetched and validated.",
  });
  const kept = meter.createObservableCounter("grc.catalog.chunks.kept", {
    unit: "{chunk}",
    description: "Live catalog chunks a loading version took from the version in service.",
  });
  const loadDuration = meter.createObservableGauge("grc.catalog.load.duration", {
    unit: "s",
    description: "How long the last live catalog load that succeeded took, fetch to swap.",
  });
  const longestSlice = meter.createObservableGauge("grc.catalog.load.longest_slice", {
    unit: "s",
    description:
      "The longest the last live catalog load that succeeded held the event loop at once.",
  });
  meter.addBatchObservableCallback(
    (result) => {
      const totals = catalogs.status?.().totals;
      if (!totals) return;
      result.observe(loads, totals.succeeded, { outcome: "succeeded" });
      result.observe(loads, totals.failed, { outcome: "failed" });
      result.observe(chunks, totals.chunksFetched);
      if (totals.chunksKept !== undefined) result.observe(kept, totals.chunksKept);
      if (totals.lastLoadMs !== undefined) result.observe(loadDuration, totals.lastLoadMs / 1000);
      if (totals.longestSliceMs !== undefined) {
        result.observe(longestSlice, totals.longestSliceMs / 1000);
      }
    },
    [loads, chunks, kept, loadDuration, longestSlice],
  );
  meter.addBatchObservableCallback(
    async (result) => {
      const report = await catalogCheck(catalogs, SCRAPE_TIMEOUT_MS, clock);
      if (report.state === "down") return;
      const { source = "static", fallback = false, version, ageSeconds } = report;
      result.observe(info, 1, { source, fallback, ...(version === undefined ? {} : { version }) });
      if (ageSeconds !== undefined) result.observe(age, ageSeconds);
      if (report.vendors !== undefined) result.observe(vendors, report.vendors);
    },
    [info, age, vendors],
  );
}
