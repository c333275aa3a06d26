import { catalogCheck } from "../health/catalog-check.ts";
import type { CatalogSource, Clock } from "../ports.ts";
import type { Telemetry } from "./instruments.ts";

/** A scrape waits at most this long for the catalog source. */
const SCRAPE_TIMEOUT_MS = 1000;

/**
 * The catalog in service as observed at each collection: `grc.catalog.info` (1, labelled
 * with its `source`, `fallback` and `version`), `grc.catalog.age` (seconds since its
 * `lastUpdated`) and `grc.catalog.vendors`. Nothing is observed while no catalog serves.
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
