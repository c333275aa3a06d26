import { withTimeout } from "../async/with-timeout.ts";
import { type Catalog, readCatalogDocument } from "../catalog/catalog-document.ts";
import type { PreparedCatalog } from "../catalog/prepared-catalog.ts";
import { prepareCatalog, yieldToEventLoop } from "../catalog/prepared-catalog.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { throttledWarning } from "../http/throttled-warning.ts";
import { systemClock } from "../memory/system-clock.ts";
import type { CatalogSnapshot, CatalogSource, Clock, Logger } from "../ports.ts";
import type { RedisCommands } from "./redis-commands.ts";
import { redisPing } from "./redis-ping.ts";

/** Options of `upstashCatalogSource`. */
export interface UpstashCatalogSourceOptions {
  redis: RedisCommands;
  /** The bundled (or file) catalog that serves until a live one first loads. */
  fallback: Catalog;
  /** The taxonomy live catalogs are validated against. */
  taxonomy: TaxonomyIndex;
  /** Key prefix; default `grc:catalog`. */
  prefix?: string;
  /** How often the live version is checked (and a failed load retried); default 5000 ms. */
  refreshMs?: number;
  /** Longest a Redis call may take, and a request waits for the first load; default 1000 ms. */
  timeoutMs?: number;
  clock?: Clock;
  logger: Logger;
}

/** A failing refresh is logged at most this often (its first failure always). */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/** Where a catalog version and its documents live in Redis. */
export function catalogKeys(prefix = "grc:catalog") {
  return {
    version: `${prefix}:version`,
    document: (version: string) => `${prefix}:doc:${version}`,
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}

/**
 * The live catalog in Redis: `{prefix}:version` names the current version, whose document
 * is `{prefix}:doc:{version}`; a new version is loaded and validated (valibot schema,
 * taxonomy) once.
 *
 * The first load starts at construction, and requests wait for it at most `timeoutMs`.
 * Until a live catalog has loaded, the fallback serves (`source: "static", fallback:
 * true`) and the load is retried every `refreshMs`. Once one has loaded it serves from
 * then on: the version is checked in the background at most every `refreshMs`, no request
 * ever waits for that, and a check that fails (Redis down, version gone, invalid document)
 * keeps the catalog held and is logged, at most once a minute.
 */
export function upstashCatalogSource(options: UpstashCatalogSourceOptions): CatalogSource {
  const keys = catalogKeys(options.prefix);
  const clock = options.clock ?? systemClock;
  const refreshMs = options.refreshMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 1000;
  let live: { version: string; snapshot: CatalogSnapshot } | undefined;
  /** A version whose document failed validation: not fetched again. */
  let rejected: string | undefined;
  /** The version whose indexes are being built: not fetched again meanwhile. */
  let preparing: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let refreshing: Promise<void> | undefined;
  const warn = throttledWarning(options.logger, FAILURE_LOG_INTERVAL_MS, () => clock.now());

  /** Logs a failed load or check (at most once a minute), saying what keeps serving. */
  function failed(message: string, fields: Record<string, unknown> = {}): void {
    const serving = live ? `keeping live catalog ${live.version}` : "serving the bundled snapshot";
    warn(`${message}; ${serving}`, fields);
  }

  async function check(): Promise<void> {
    let version: string | null;
    try {
      version = await withTimeout(options.redis.get<string>(keys.version), timeoutMs);
    } catch (error) {
      return failed("live catalog unreachable", { error: errorText(error) });
    }
    if (!version) return failed("no live catalog in Redis");
    if (version === live?.version || version === rejected || version === preparing) return;
    let document: unknown;
    try {
      document = await withTimeout(options.redis.get(keys.document(version)), timeoutMs);
    } catch (error) {
      return failed("live catalog unreachable", { version, error: errorText(error) });
    }
    let catalog: Catalog;
    try {
      catalog = readCatalogDocument(document, () => options.taxonomy).catalog;
    } catch (error) {
      // Not fetched again: a document is stored once per version and never changes.
      if (document !== null) rejected = version;
      return failed("live catalog invalid", { version, error: errorText(error) });
    }
    // The indexes are built before the swap, yielding between stages, so
    // the version in service keeps answering meanwhile and no request builds them.
    preparing = version;
    let prepared: PreparedCatalog;
    try {
      prepared = await prepareCatalog(catalog, yieldToEventLoop);
    } catch (error) {
      return failed("live catalog could not be indexed", { version, error: errorText(error) });
    } finally {
      preparing = undefined;
    }
    // The version it replaces, and all that was kept for it, is garbage from here on.
    live = { version, snapshot: { catalog: prepared, source: "live", fallback: false, version } };
  }

  function refresh(): Promise<void> {
    checkedAt = clock.now();
    const started: Promise<void> = check().finally(() => {
      if (refreshing === started) refreshing = undefined;
    });
    refreshing = started;
    return started;
  }

  /**
   * A refresh settles within two Redis calls' timeouts, unless the runtime dropped it: on
   * Workers, I/O and timers started by a request that has ended may never complete. One
   * pending past that (plus a refresh interval) is given up, so refreshing never stops.
   */
  const lostAfterMs = 2 * timeoutMs + refreshMs;

  // The fallback serves first: it is prepared now, and requests wait for it.
  const fallback: Promise<CatalogSnapshot> = prepareCatalog(options.fallback).then((catalog) => ({
    catalog,
    source: "static",
    fallback: true,
  }));
  let firstLoad: Promise<void> | undefined = refresh().finally(() => {
    firstLoad = undefined;
  });

  return {
    ping: redisPing(options.redis),
    async current() {
      const sinceCheck = clock.now() - checkedAt;
      if (refreshing ? sinceCheck >= lostAfterMs : sinceCheck >= refreshMs) void refresh();
      if (!live && firstLoad) await withTimeout(firstLoad, timeoutMs).catch(() => {});
      return live?.snapshot ?? fallback;
    },
  };
}
