import {
  type Catalog,
  canonicalizeCatalog,
  parseCatalogDocument,
} from "../catalog/catalog-document.ts";
import type { TaxonomyIndex } from "../catalog/taxonomy-index.ts";
import { systemClock } from "../memory/system-clock.ts";
import type { CatalogSnapshot, CatalogSource, Clock, Logger } from "../ports.ts";
import { withTimeout } from "../with-timeout.ts";
import type { RedisCommands } from "./redis-commands.ts";

export interface UpstashCatalogSourceOptions {
  redis: RedisCommands;
  /** The bundled (or file) catalog that serves when the live one cannot. */
  fallback: Catalog;
  /** The taxonomy live catalogs are validated against. */
  taxonomy: TaxonomyIndex;
  /** Key prefix; default `grc:catalog`. */
  prefix?: string;
  /** How often the live version is checked; default 5000 ms. */
  refreshMs?: number;
  /** Longest a Redis call may take; default 1000 ms. */
  timeoutMs?: number;
  clock?: Clock;
  logger: Logger;
}

/** Where a catalog version and its documents live in Redis. */
export function catalogKeys(prefix = "grc:catalog") {
  return {
    version: `${prefix}:version`,
    document: (version: string) => `${prefix}:doc:${version}`,
  };
}

/**
 * The live catalog in Redis: `{prefix}:version` names the current version, whose document
 * is `{prefix}:doc:{version}`. The version is checked at most every `refreshMs`, and a new
 * one is loaded and validated (valibot schema, taxonomy) once. A missing, invalid or
 * unreachable live catalog serves the fallback with `source: "static", fallback: true`.
 */
export function upstashCatalogSource(options: UpstashCatalogSourceOptions): CatalogSource {
  const keys = catalogKeys(options.prefix);
  const clock = options.clock ?? systemClock;
  const refreshMs = options.refreshMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 1000;
  const fallback: CatalogSnapshot = { catalog: options.fallback, source: "static", fallback: true };
  let live: { version: string; catalog: Catalog } | undefined;
  let snapshot: CatalogSnapshot = fallback;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<CatalogSnapshot> | undefined;

  async function check(): Promise<CatalogSnapshot> {
    try {
      const version = await withTimeout(options.redis.get<string>(keys.version), timeoutMs);
      if (!version) {
        options.logger.warn("no live catalog in Redis; serving the bundled snapshot");
        return fallback;
      }
      if (live?.version !== version) {
        const document = await withTimeout(options.redis.get(keys.document(version)), timeoutMs);
        const catalog = canonicalizeCatalog(parseCatalogDocument(document), options.taxonomy);
        live = { version, catalog };
      }
      return { catalog: live.catalog, source: "live", fallback: false };
    } catch (error) {
      options.logger.warn("live catalog unavailable or invalid; serving the bundled snapshot", {
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
      return fallback;
    }
  }

  return {
    async current() {
      const now = clock.now();
      if (now - checkedAt >= refreshMs && !checking) {
        checkedAt = now;
        checking = check().then((next) => {
          snapshot = next;
          checking = undefined;
          return next;
        });
      }
      return checking ?? snapshot;
    },
  };
}
